// @ts-check
/**
 * The one Module Federation `shared` config of the platform, imported by all five rspack builds (host and remotes).
 *
 * Every entry is a singleton: one React, one router, one jotai store, one query cache and one @casino/shared
 * (which holds the API client, the i18n instance and the session context) on the page, whoever loaded first.
 * The versions come from @casino/shared's peerDependencies, the single place they are pinned; a build whose own
 * package.json pins a different version fails here, so version drift is caught at build time instead of as a
 * "shared version mismatch" warning in a player's console.
 */
const path = require('node:path');
const sharedPackage = require('../package.json');

/** Package name -> the subpaths the apps import. Subpaths are shared explicitly, or a second copy can appear. */
const SINGLETON_PACKAGES = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  // React Router is not shared as a package: federation would ship it whole (61 KB gzip). @casino/shared re-exports
  // the part the apps use (shared/src/routing/router.ts, 31 KB), and @casino/shared is the singleton.
  // jotai's subpath files import their siblings relatively, so a shared 'jotai/utils' would carry its own copy of
  // the store context: apps import jotai only from its root (the lint rule enforces it) and only the root is shared.
  jotai: ['jotai'],
  'react-toastify': ['react-toastify'],
  // The page's one i18n instance (the design card's packages): @casino/shared's i18n module creates it with i18next
  // and renders it with react-i18next; a second copy of either would be a second instance, or a react-i18next whose
  // context the page's provider never fills. Release control refuses a remote that brings its own copy
  // (host/server/release/checks.ts).
  i18next: ['i18next'],
  'react-i18next': ['react-i18next'],
  // The page's one query cache: loaders prime it, every remote's components read it (ARCHITECTURE.md step 5).
  '@tanstack/react-query': ['@tanstack/react-query'],
};

/**
 * Packages shared as the part the apps use rather than whole: the share scope's module under the package's key is the
 * file here, which re-exports the used names from the package under an alias (`<package>-whole`, USED_EXPORTS_ALIASES,
 * set in every build), so the bundler keeps only those and the consumer's request is not matched by the share itself.
 * Federation cannot tree-shake a shared package (it cannot know what another build imports): react-i18next whole is
 * 10.0 KB gzip on every page, its used part 2.6; TanStack Query 13.8 and 11.2. used-exports.test.ts keeps the lists
 * complete.
 */
const USED_EXPORTS = {
  'react-i18next': path.join(__dirname, 'used-exports', 'react-i18next.mjs'),
  '@tanstack/react-query': path.join(__dirname, 'used-exports', 'react-query.mjs'),
};

/** `<package>-whole$` -> the package's own entry, for the files of USED_EXPORTS (resolved from @casino/shared). */
function usedExportsAliases() {
  return Object.fromEntries(
    Object.keys(USED_EXPORTS).map((pkg) => {
      const manifest = require.resolve(`${pkg}/package.json`, { paths: [path.join(__dirname, '..')] });
      // The ES module entry (the bundler keeps only the used names of it), as the package's `exports` names it.
      const entry = require(manifest).exports['.'].import;
      return [`${pkg}-whole$`, path.join(path.dirname(manifest), typeof entry === 'string' ? entry : entry.default)];
    }),
  );
}

/**
 * @param {string} appDir the app's folder (where its package.json is)
 * @returns {Record<string, { singleton: true, requiredVersion: string, version?: string, import?: string | false }>}
 */
function sharedDependencies(appDir) {
  const appPackage = require(path.join(appDir, 'package.json'));
  const appDeps = { ...appPackage.dependencies };
  /** @type {Record<string, { singleton: true, requiredVersion: string, version?: string, import?: string | false }>} */
  const shared = {};
  for (const [pkg, requests] of Object.entries(SINGLETON_PACKAGES)) {
    const version = sharedPackage.peerDependencies[pkg];
    if (!version) throw new Error(`shared-deps: ${pkg} has no pinned version in shared/package.json peerDependencies`);
    if (appDeps[pkg] !== version) {
      throw new Error(
        `shared-deps: ${appPackage.name} pins ${pkg}@${appDeps[pkg] ?? '(missing)'} but the platform shares ${pkg}@${version}; ` +
          'pin the same exact version in its package.json dependencies',
      );
    }
    for (const request of requests) {
      shared[request] = { singleton: true, requiredVersion: version };
      const used = USED_EXPORTS[/** @type {keyof typeof USED_EXPORTS} */ (request)];
      if (used) Object.assign(shared[request], { import: used, version });
    }
  }
  if (appDeps['@casino/shared'] !== 'workspace:*') {
    throw new Error(`shared-deps: ${appPackage.name} must depend on "@casino/shared": "workspace:*"`);
  }
  // One instance: apps import @casino/shared's run-time values from its root entry, a deep import of a stateful part
  // ('@casino/shared/api/client') is rewritten to it before federation matches shared modules (rspack-app.cjs,
  // SHARED_DEEP_SINGLETON_REQUEST), and the other deep entries ('/ui/forms', '/session-store', '/testing', ...) are
  // bundled into the importing app's chunks and take their stateful parts from the root entry.
  shared['@casino/shared'] = { singleton: true, requiredVersion: sharedPackage.version, version: sharedPackage.version };
  return shared;
}

module.exports = { sharedDependencies, SINGLETON_PACKAGES, USED_EXPORTS, usedExportsAliases };
