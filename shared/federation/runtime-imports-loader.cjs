// @ts-check
/**
 * Passes the source through unchanged; hands it to runtime-surface.cjs, which records its @casino/shared imports.
 * @this {{ getOptions: () => { key: string }, resourcePath: string }}
 * @param {string} source
 */
module.exports = function runtimeImportsLoader(source) {
  const { key } = this.getOptions();
  /** @type {any} */ (globalThis)[key]?.(this.resourcePath, source);
  return source;
};
