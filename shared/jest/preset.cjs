// @ts-check
/**
 * The jest pattern of every front-end package (host, remotes, shared): jsdom (with fetch's classes), @swc/jest, the TextEncoder polyfill
 * react-router 7 needs, jotai 3 (ESM-only) transformed, CSS stubbed, and the federation runtime replaced by a test
 * double (the real remote loading is proved in the browser suites of e2e/).
 *
 *   // <app>/jest.config.cjs
 *   module.exports = require('@casino/shared/jest/preset.cjs').frontendJestConfig(__dirname);
 */
const path = require('node:path');

/** @param {string} rootDir @param {Record<string, unknown>} [overrides] */
function frontendJestConfig(rootDir, overrides = {}) {
  return {
    rootDir,
    // jsdom with Node's fetch classes: data routers build a Request for every loader.
    testEnvironment: path.join(__dirname, 'jsdom-with-fetch-env.cjs'),
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    setupFiles: [path.join(__dirname, 'setup-env.cjs')],
    // A translation key missing from its loaded namespace fails the test (shared/src/i18n/i18n.ts reports it).
    setupFilesAfterEnv: [path.join(__dirname, 'missing-keys.cjs'), path.join(__dirname, 'poll-deadline.cjs')],
    transform: {
      '^.+\\.(?:[tj]sx?|mjs)$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // jotai 3 and typebox (behind the wire contract's constants) ship ESM only; the rest is CommonJS-ready.
    transformIgnorePatterns: ['/node_modules/(?!(?:\\.pnpm/)?(?:jotai|typebox)[@/])'],
    moduleNameMapper: {
      '\\.module\\.css$': path.join(__dirname, 'css-module-double.cjs'),
      '\\.css$': path.join(__dirname, 'empty-module.cjs'),
      '^@module-federation/enhanced/runtime$': path.join(__dirname, 'federation-runtime-double.cjs'),
    },
    // Both cores (jest's default is all but one: one worker on CI's two cores, which left the second idle while
    // jsdom suites ran one after another; docs/testing.md).
    maxWorkers: '100%',
    ...overrides,
  };
}

module.exports = { frontendJestConfig };
