import type { QueryClient } from '@tanstack/react-query';
import { queryClientContext, matchRoutes, RouterContextProvider, type LoaderFunctionArgs, type RouteObject } from '@casino/shared';
import { matchRoute } from './served-routes';
import { exposedModuleLoad } from '../remotes/load-exposed-module';

/** A page prefetched this recently is not asked again (its data is still fresh: QUERY_STALE_TIME_MS). */
export const PREFETCH_AGAIN_AFTER_MS = 30_000;

interface Deps {
  /** The routes a path matches once its remote's routes are placed (route discovery's `placement`). */
  placement: (pathname: string, routes: RouteObject[]) => { children: RouteObject[] } | null;
  queryClient: QueryClient;
  now?: () => number;
  load?: typeof exposedModuleLoad;
}

/**
 * How the host gets a page ready before the click (`setPagePrefetcher`): the owner's routes download, then every one
 * of them the path matches downloads its lazy code and runs its loader, which primes the query cache. Nothing renders
 * and nothing navigates; a failure is silent (the click will simply do the work).
 *
 * The routes are matched where they would be placed, not joined to the router: joining them is a router update, which
 * rendered the whole page again for each remote linked to and not joined yet (on home, React's time after load fell
 * from 173 to 61 ms in a 4x-throttled profile without it). The click's navigation joins them (route discovery), from
 * the module downloaded here. The host's own routes are left out: their loader runs the guards of a navigation, which
 * a guess must not (a redirect), and their data is the page's already.
 */
export function createPagePrefetcher({ placement, queryClient, now = Date.now, load = exposedModuleLoad }: Deps) {
  const lastAsked = new Map<string, number>();
  return (path: string): void => {
    const url = new URL(path, window.location.origin);
    const key = url.pathname + url.search;
    const at = lastAsked.get(key);
    if (at !== undefined && now() - at < PREFETCH_AGAIN_AFTER_MS) return;
    lastAsked.set(key, now());
    const match = matchRoute(url.pathname);
    if (match.kind !== 'page') return;
    void load(match.entry.remote, './routes')
      .then(({ routes: remoteRoutes }) => {
        const placed = placement(url.pathname, remoteRoutes);
        const matches = (placed && matchRoutes(placed.children, url.pathname)) || [];
        const context = new RouterContextProvider(new Map([[queryClientContext, queryClient]]));
        for (const { route, params } of matches) {
          if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
          if (typeof route.loader === 'function') {
            const args = { request: new Request(url), params, context } as unknown as LoaderFunctionArgs;
            void Promise.resolve(route.loader(args, undefined)).catch(() => undefined);
          }
        }
      })
      .catch(() => undefined);
  };
}
