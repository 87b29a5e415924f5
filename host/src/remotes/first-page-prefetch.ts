import { pageOwner } from '../routing/served-routes';
import { exposedModuleLoad } from './load-exposed-module';

/**
 * Boot step: starts loading the route subtree of the remote that owns the first page (its manifest, entry and
 * exposed module) while settings, the session and the guards are still on their way, instead of after the guards
 * decided. The guards still decide before anything renders; the region later suspends on this very load (loads are
 * kept per attempt), so nothing is fetched twice. A failure is left to that region's error boundary.
 */
export function prefetchFirstPageRemote(pathname: string): void {
  const owner = pageOwner(pathname);
  if (!owner) return;
  exposedModuleLoad(owner.remote, './routes').catch(() => undefined);
}
