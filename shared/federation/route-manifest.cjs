const fs = require('node:fs');
const path = require('node:path');

/**
 * A remote's build writes its route manifest (contract/src/routing/route-manifest.ts: the pages this version serves)
 * as `route-manifest.json` beside mf-manifest.json, into the immutable version folder release publish creates. The
 * remote declares its pages once, in `src/route-manifest.ts` (export `routeManifest`), next to its page code; the
 * edge reads the manifests of the versions it serves (host/server/route-manifests.ts).
 */
const ROUTE_MANIFEST_FILE = 'route-manifest.json';
const DECLARATION = path.join('src', 'route-manifest.ts');

/** Loads the remote's declaration (TypeScript, with its contract imports) and returns the manifest as JSON text. */
function readRouteManifest(appDir) {
  const file = path.join(appDir, DECLARATION);
  if (!fs.existsSync(file)) return null;
  const { require: tsxRequire } = require('tsx/cjs/api');
  const { routeManifest } = tsxRequire(file, __filename);
  if (!routeManifest || !Array.isArray(routeManifest.routes)) {
    throw new Error(`${file} must export routeManifest: { remote, routes }`);
  }
  return JSON.stringify(routeManifest, null, 2);
}

/**
 * @param {any} rspack
 * @param {string} appDir
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
function emitRouteManifest(rspack, appDir) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('casino-route-manifest', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'casino-route-manifest', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const json = readRouteManifest(appDir);
          if (json) compilation.emitAsset(ROUTE_MANIFEST_FILE, new rspack.sources.RawSource(json));
        });
      });
    },
  };
}

module.exports = { emitRouteManifest, readRouteManifest, ROUTE_MANIFEST_FILE };
