// @ts-check
/**
 * Host only (browser build): a federation runtime plugin that lends the host's bundler runtime to the remotes.
 *
 * Every container (the host and each remoteEntry.js) carries Module Federation's bundler glue,
 * @module-federation/webpack-bundler-runtime: the functions that turn rspack's consume/share tables into calls on the
 * federation instance. They keep no state of their own (each takes the container's `__webpack_require__`), so one copy
 * can serve every container on the page. The remotes' builds replace the package with remote-bundler-runtime.mjs,
 * which reads this global instead of bundling the functions (shared/federation/rspack-app.cjs: `lentBundlerRuntime`).
 *
 * Contract: `globalThis._CASINO_FEDERATION_BUNDLER_RUNTIME = { version, bundlerRuntime, attachShareScopeMap }`, set
 * before the host loads any remoteEntry.js (a plugin's beforeInit runs when the host's federation instance is made).
 * `version` is the federation packages' version; release control refuses a remote built against another one.
 */
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { FEDERATION_RUNTIME_VERSION, LENT_BUNDLER_RUNTIME_GLOBAL } from './lent-runtime.mjs';

export default function provideBundlerRuntime() {
  return {
    name: 'casino-provide-bundler-runtime',
    /** @param {any} args */
    beforeInit(args) {
      /** @type {any} */ (globalThis)[LENT_BUNDLER_RUNTIME_GLOBAL] ??= {
        version: FEDERATION_RUNTIME_VERSION,
        bundlerRuntime,
        attachShareScopeMap,
      };
      return args;
    },
  };
}
