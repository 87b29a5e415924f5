// A key the code asks for that its namespace's strings lack fails the test that rendered it, instead of showing the
// raw key to a player. shared/src/i18n/i18n.ts reports such keys here under jest (NODE_ENV "test"): only keys of a
// namespace whose strings are loaded in that language, so a test of a failed or late load is not affected.
globalThis.__casinoMissingKeys = [];
afterEach(() => {
  const missing = globalThis.__casinoMissingKeys.splice(0);
  if (missing.length > 0) {
    throw new Error(`Keys missing from the strings (add them to the locale files of all ten languages):\n  ${[...new Set(missing)].join('\n  ')}`);
  }
});
