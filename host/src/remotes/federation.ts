import { registerPlugins } from '@module-federation/enhanced/runtime';
import type { BrowserReleaseMap } from '@casino/shared/release/contract';
import { manifestFetchRetryPlugin } from './plugins/manifest-fetch-retry';
import { remoteUnavailableFallbackPlugin } from './plugins/remote-unavailable-fallback';
import { registerReleaseMap } from './remote-registry';

/** Boot step: the runtime plugins first, then the remotes of the release map (no remote URL is in the host build). */
export function startRemotes(map: BrowserReleaseMap): void {
  registerPlugins([manifestFetchRetryPlugin(), remoteUnavailableFallbackPlugin()]);
  registerReleaseMap(map);
}
