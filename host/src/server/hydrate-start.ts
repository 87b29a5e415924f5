import { matchRoutes } from '@casino/shared';
import { pageOwner } from '../routing/served-routes';
import type { ServerRenderedPage } from '../App';
import { exposedModuleLoad } from '../remotes/load-exposed-module';
import type { ServerState } from './ssr-state';

/** The path inside a remote's subtree: without the language prefix the host mounts it under. */
function pathInRemote(pathname: string): string {
  return pageOwner(pathname)?.hasLocalePrefix ? pathname.replace(/^\/[^/]+/, '') || '/' : pathname;
}

/**
 * Loads, before hydration, what the server rendered with: the remote's routes and the code of the matched pages
 * (a route's `lazy` resolved into the route), so the first render in the browser is the server's tree. Undefined
 * when the remote cannot load here: the page then renders in the browser from scratch.
 */
export async function prepareHydration(state: ServerState, pathname: string): Promise<ServerRenderedPage | undefined> {
  const start: ServerRenderedPage = { hydrationData: state.router, queries: state.queries, ...(state.session ? { session: state.session } : {}), ...(state.form ? { form: state.form } : {}) };
  if (!state.remote) return start;
  try {
    // The load the first-page prefetch started at boot (kept per attempt): a remote that is down goes through its
    // retries once, and the routes the app asks for after a failure get that same answer at once, instead of a second
    // round of retries behind a blank page.
    const { routes } = await exposedModuleLoad(state.remote, './routes');
    for (const { route } of matchRoutes(routes, pathInRemote(pathname)) ?? []) {
      if (typeof route.lazy !== 'function') continue;
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }
    return { ...start, remoteRoutes: { pathname, routes } };
  } catch (error) {
    // The remote or its page's code cannot load here: the app starts in the browser, whose regions show the fallback
    // (and the chunk guard reloads once).
    console.warn('[hydration] the page starts in the browser: its code did not load', error);
    return undefined;
  }
}
