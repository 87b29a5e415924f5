// @ts-check
/**
 * Remote only (browser build): stands in for @module-federation/webpack-bundler-runtime in a remoteEntry.js. The
 * functions come from the host (provide-bundler-runtime.mjs); what is this container's own stays here: its federation
 * instance and options (filled in by the container's startup code), its share scope object `S`, the runtime facade
 * that holds the instance, and initContainerEntry, which the host's copy leaves out (the host exposes nothing).
 *
 * Of the runtime facade, the bundler runtime calls `init` only (bundlerRuntime.init; getSharedFallbackGetter also
 * calls getRemoteEntry, for shared tree-shaking, which no build here uses). Importing just it lets the bundler drop
 * the rest of the facade and its error messages.
 *
 * Same shape as the package's default export (webpack-bundler-runtime/dist/index.js), which rspack's generated
 * federation entry assigns to `__webpack_require__.federation`.
 */
import { init } from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { FEDERATION_RUNTIME_VERSION, LENT_BUNDLER_RUNTIME_GLOBAL } from './lent-runtime.mjs';

/** @type {any} */
const lent = /** @type {any} */ (globalThis)[LENT_BUNDLER_RUNTIME_GLOBAL];
if (!lent) {
  throw new Error(
    `${LENT_BUNDLER_RUNTIME_GLOBAL} is missing: this remoteEntry.js uses the host's federation bundler runtime, and the ` +
      'page has no host that provides it (a remote is loaded by the casino host, never alone in production)',
  );
}
if (lent.version !== FEDERATION_RUNTIME_VERSION) {
  console.warn(`remote built with federation runtime ${FEDERATION_RUNTIME_VERSION}, host provides ${lent.version}`);
}

const federation = {
  runtime: { init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...lent.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: lent.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
