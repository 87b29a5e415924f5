import type { QueryClient } from '@tanstack/react-query';
import {
  matchRoute,
  queryClientContext,
  matchRoutes,
  RouterContextProvider,
  type LoaderFunctionArgs,
  type RouteObject,
} from '@casino/shared';
import { exposedModuleLoad } from '../remotes/load-exposed-module';

/** A page prefetched this recently is not asked again (its data is still fresh: QUERY_STALE_TIME_MS). */
export const PREFETCH_AGAIN_AFTER_MS = 30_000;

interface Deps {
  routes: () => RouteObject[];
  /** Joins the remote's routes to the router if they are not there yet (route discovery's `attach`). */
  attach: (pathname: string, routes: RouteObject[]) => void;
  queryClient: QueryClient;
  now?: () => number;
}

/**
 * How the host gets a page ready before the click (`setPagePrefetcher`): the owner's routes join the router, then
 * every route the path matches downloads its lazy code and runs its loader, which primes the query cache. Nothing
 * renders and nothing navigates; a failure is silent (the click will simply do the work).
 */
export function createPagePrefetcher({ routes, attach, queryClient, now = Date.now }: Deps) {
  const lastAsked = new Map<string, number>();
  return (path: string): void => {
    const url = new URL(path, window.location.origin);
    const key = url.pathname + url.search;
    const at = lastAsked.get(key);
    if (at !== undefined && now() - at < PREFETCH_AGAIN_AFTER_MS) return;
    lastAsked.set(key, now());
    const match = matchRoute(url.pathname);
    if (match.kind !== 'page') return;
    void exposedModuleLoad(match.entry.remote, './routes')
      .then(({ routes: remoteRoutes }) => {
        attach(url.pathname, remoteRoutes);
        const matches = matchRoutes(routes(), url.pathname) ?? [];
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
