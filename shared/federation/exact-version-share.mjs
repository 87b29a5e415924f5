// @ts-check
/**
 * Host only (browser build): a federation runtime plugin that answers a singleton whose registered version is exactly
 * the version asked for without the runtime's semver parser.
 *
 * Every build pins each shared singleton to one exact version (shared-deps.cjs: `requiredVersion` is the version
 * itself, and a build pinning another one fails), and release control refuses a remote whose requirements the host's
 * versions do not meet (host/server/release/checks.ts). Yet the runtime checks the requirement again on every
 * `loadShare` of every container, parsing both strings with a dozen regular expressions: about 17 ms of the
 * main.js task on this machine's Chromium (measured with the CPU profiler), four times that on a phone.
 *
 * Equal strings satisfy any semver reading of them, so the answer is the one the runtime's own resolver gives; any
 * other case (a range, another version, tree-shaken shares) is left to it, warnings included.
 *
 * Each remoteEntry.js makes a federation instance of its own, and resolves its shares through it: the plugin is
 * registered globally when the host's instance starts, so the remotes' instances made later carry it too.
 */
// The federation runtime main.js embeds (the package is aliased to it: rspack-app.cjs lentBundlerRuntime).
import { runtime } from '@module-federation/webpack-bundler-runtime';

export default function exactVersionShare() {
  let registered = false;
  const plugin = {
    name: 'casino-exact-version-share',
    /** @param {any} args */
    beforeInit(args) {
      // Every instance that carries the plugin runs this (the host's, then each remote's): register it once.
      if (!registered) runtime.registerGlobalPlugins([plugin]);
      registered = true;
      return args;
    },
    /** @param {any} args the `resolveShare` hook's parameters (runtime-core utils/share.js getRegisteredShare) */
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const config = shareInfo?.shareConfig;
      if (!config?.singleton || shareInfo.treeShaking || typeof version !== 'string' || config.requiredVersion !== version) return args;
      const shared = shareScopeMap?.[scope]?.[pkgName]?.[version];
      if (!shared) return args;
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
  return plugin;
}
