import { registerPlugins } from '@module-federation/enhanced/runtime';
import { setFragmentLoader } from '@casino/shared';
import type { BrowserReleaseMap, RemoteName } from '@casino/contract/release';
import { exposedModuleLoad } from './load-exposed-module';
import { manifestFetchRetryPlugin } from './plugins/manifest-fetch-retry';
import { remoteUnavailableFallbackPlugin } from './plugins/remote-unavailable-fallback';
import { registerReleaseMap } from './remote-registry';

/**
 * Boot step: the runtime plugins first, then the remotes of the release map (no remote URL is in the host build), and
 * the fragment slots load through the same plumbing as the page's regions (retry, known-good fallback, reports).
 */
export function startRemotes(map: BrowserReleaseMap): void {
  registerPlugins([manifestFetchRetryPlugin(), remoteUnavailableFallbackPlugin()]);
  registerReleaseMap(map);
  setFragmentLoader((remote, expose) => exposedModuleLoad(remote as RemoteName, expose as './routes'));
}
