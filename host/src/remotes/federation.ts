import { registerPlugins } from '@module-federation/enhanced/runtime';
import type { BrowserReleaseMap } from '@casino/contract/release';
import { manifestFetchRetryPlugin } from './plugins/manifest-fetch-retry';
import { remoteUnavailableFallbackPlugin } from './plugins/remote-unavailable-fallback';
import { registerReleaseMap } from './remote-registry';

/**
 * Boot step: the runtime plugins first, then the remotes of the release map (no remote URL is in the host build). It
 * needs no `@casino/shared` (the boot runs it before that package is evaluated, so the first page's remote starts
 * downloading at once); the fragment slots are connected once it is (bootstrap.tsx, step 4: `setFragmentLoader`).
 */
export function startRemotes(map: BrowserReleaseMap): void {
  registerPlugins([manifestFetchRetryPlugin(), remoteUnavailableFallbackPlugin()]);
  registerReleaseMap(map);
}
