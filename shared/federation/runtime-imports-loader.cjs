// @ts-check
/** Passes the source through unchanged; hands it to runtime-surface.cjs, which records its @casino/shared imports. */
module.exports = function runtimeImportsLoader(/** @type {string} */ source) {
  // @ts-ignore: loader context
  const { key } = this.getOptions();
  // @ts-ignore: loader context
  /** @type {any} */ (globalThis)[key]?.(this.resourcePath, source);
  return source;
};
