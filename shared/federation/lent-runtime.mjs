// @ts-check
/** What the host lends the remotes at run time (provide-bundler-runtime.mjs, remote-bundler-runtime.mjs). */

/** The global the host's bundler runtime is lent under. */
export const LENT_BUNDLER_RUNTIME_GLOBAL = '_CASINO_FEDERATION_BUNDLER_RUNTIME';

/** The version of Module Federation's runtime packages this build embeds, set by the build (rspack-app.cjs). */
export const FEDERATION_RUNTIME_VERSION = process.env.CASINO_FEDERATION_RUNTIME_VERSION;
