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
  return JSON.stringify(withShareText(routeManifest, appDir), null, 2);
}

/**
 * The share card's text of each public page rendered only in the browser (`clientOnly`): its title and description in
 * every language the remote has translations for (`src/locales/<lang>.json`, the keys `titleKey` and
 * `descriptionKey` name), so the edge, which does not render the page, can still give it Open Graph tags
 * (host/server/social-meta.ts). Server-rendered pages say theirs while they render.
 */
function withShareText(manifest, appDir) {
  const localesDir = path.join(appDir, 'src', 'locales');
  const languages = fs.existsSync(localesDir) ? fs.readdirSync(localesDir).filter((file) => /^[a-z]{2}\.json$/.test(file)).map((file) => file.slice(0, 2)) : [];
  const translations = Object.fromEntries(languages.map((lang) => [lang, JSON.parse(fs.readFileSync(path.join(localesDir, `${lang}.json`), 'utf8'))]));
  const lookup = (tree, key) => key.split('.').reduce((node, part) => (node && typeof node === 'object' ? node[part] : undefined), tree);
  const routes = manifest.routes.map((route) => {
    if (!route.clientOnly || route.access !== 'public' || !route.titleKey) return route;
    const shareText = {};
    for (const lang of languages) {
      const title = lookup(translations[lang], route.titleKey);
      const description = route.descriptionKey ? lookup(translations[lang], route.descriptionKey) : undefined;
      if (typeof title === 'string') shareText[lang] = { title, ...(typeof description === 'string' ? { description } : {}) };
    }
    return Object.keys(shareText).length ? { ...route, shareText } : route;
  });
  return { ...manifest, routes };
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

module.exports = { emitRouteManifest, readRouteManifest, withShareText, ROUTE_MANIFEST_FILE };
