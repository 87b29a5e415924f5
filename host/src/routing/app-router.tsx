import type { createStore } from 'jotai';
import type { QueryClient } from '@tanstack/react-query';
import { LoadingState, serverFormAtom, PLAYER_QUERY_KEY, queryClientContext, readAuthToken, setPagePrefetcher, createBrowserRouter, loadSettings, RouterContextProvider, type HydrationState, useNavigate, useRouteError, type RouteObject } from '@casino/shared';
import { type RemoteName } from '@casino/contract';
import type { ServerFormState } from '@casino/contract/form-posts';
import { isAuthAtom, isTermsPopupAtom } from '@casino/shared/session-store';
import { exposedModuleLoad } from '../remotes/load-exposed-module';
import { createRouteDiscovery } from '../remotes/remote-route-discovery';
import { RemoteRouteError, RemoteRouteRegion } from '../remotes/RemoteRouteRegion';
import { createNavigationLoader, createRouteDataFetcher } from '../guards/navigation-loader';
import { restoreSessionOnce } from '../session/SessionProvider';
import { AppShell } from '../shell/AppShell';
import { FatalErrorPage } from '../shell/FatalErrorBoundary';
import { browserLanguages } from './boot-locale';
import { createPagePrefetcher } from './page-prefetcher';
import { PageView, ROOT_ROUTE_ID } from './PageView';

type Store = ReturnType<typeof createStore>;

/**
 * An error in a page or a guard that nothing else caught: the full-screen 404 page, whose button goes to "/"; a
 * chunk-load error first reloads the page (guarded, see FatalErrorPage). `reload` is for tests.
 */
export function RouteErrorPage({ reload }: { reload?: () => void }) {
  const error = useRouteError();
  const navigate = useNavigate();
  return <FatalErrorPage error={error} onReset={() => navigate('/')} reload={reload} />;
}

/** Shown until the first guards have decided (settings and the session are needed first). */
function BootScreen() {
  return <LoadingState />;
}

/** Where a remote's routes join the router: its region, and its error element for loader and lazy-page failures. */
const remoteRegionRoute = (remote: RemoteName): Omit<RouteObject, 'children' | 'index'> => ({
  element: <RemoteRouteRegion remote={remote} />,
  errorElement: <RemoteRouteError remote={remote} />,
});

/** The root route: its loader runs the guards; until a remote's routes join it, every path is the host's PageView. */
export function createRootRoute(loader: RouteObject['loader']): RouteObject & { children: RouteObject[] } {
  return {
    id: ROOT_ROUTE_ID,
    loader,
    shouldRevalidate: () => true,
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: BootScreen,
    // Until discovery joins the owning remote's routes (or when it cannot), every path is the host's page: Page Not
    // Found, or the remote's region with its fallback. Paths without a language (but "/") move under one first.
    children: [{ path: '*', element: <PageView /> }],
  };
}

/** The router's wiring of remote routes: the server render builds the same tree (host/src/server/render-page.tsx). */
export const createAppRouteDiscovery = () => createRouteDiscovery({ parentId: ROOT_ROUTE_ID, regionRoute: remoteRegionRoute });

/** A page the edge rendered on the server: the router starts from its data and its remote's routes, as the server did. */
export interface ServerRenderedStart {
  hydrationData: HydrationState;
  /** The first page's remote routes, loaded before hydration (none when the server left the region to the browser). */
  remoteRoutes?: { pathname: string; routes: RouteObject[] };
  /** A signed-in player's page: the session flags the server's guards set (host/src/server/ssr-state.ts). */
  session?: { termsPopup: boolean };
  /** The forms' token and a refused form's kept values (host/src/server/ssr-state.ts). */
  form?: ServerFormState;
}

/**
 * The host's router: a data router whose root route's loader runs the guards (SPEC.md order) before render, on the
 * first load and on every navigation. The remotes' routes join it when a path first needs them (route discovery,
 * remotes/remote-route-discovery.ts), so a page's loader fetches its data while its code downloads; until then, and
 * whenever a remote cannot load, /{lang}/* is the host's PageView (Page Not Found, or the remote's fallback region).
 * Loaders reach the page's query cache through the router context (`queryClientContext`). After a server render the
 * router hydrates: the first page's routes are joined before it starts, so its tree and route ids match the server's.
 */
export function createAppRouter(store: Store, queryClient: QueryClient, start?: ServerRenderedStart) {
  let ready: Promise<void> | null = null;
  const bootReady = () =>
    (ready ??= Promise.all([loadSettings(queryClient), restoreSessionOnce(store)]).then(() => undefined));
  const loader = createNavigationLoader({
    store,
    queryClient,
    ready: bootReady,
    fetchRouteData: createRouteDataFetcher(queryClient),
    leave: (url) => window.location.assign(url),
    browserLanguages,
    loadRemoteStrings: (remote) => exposedModuleLoad(remote as RemoteName, './routes'),
  });
  const discovery = createAppRouteDiscovery();
  const root = createRootRoute(loader);
  if (start) {
    // The server's loader already decided this page (its settings came in the dehydrated cache), and the session
    // restores in the background as on any first page.
    // A signed-in player's page was rendered with that player (host/src/server/render-page.tsx, its player in the
    // dehydrated cache): the session starts signed in, so the header, balance and favourites hydrate as the server drew them.
    if (queryClient.getQueryData(PLAYER_QUERY_KEY) && readAuthToken()) {
      store.set(isAuthAtom, true);
      if (start.session?.termsPopup) store.set(isTermsPopupAtom, true);
    }
    // The forms draw the same hidden token and kept values as the server did (docs/server-render.md).
    if (start.form) store.set(serverFormAtom, start.form);
    void bootReady();
  }
  if (start?.remoteRoutes) {
    discovery.attach(start.remoteRoutes.pathname, start.remoteRoutes.routes, (_id, children) => root.children.push(...children));
  }
  const router = createBrowserRouter([root], {
    patchRoutesOnNavigation: discovery.patchRoutesOnNavigation,
    future: { v8_middleware: true },
    getContext: () => new RouterContextProvider(new Map([[queryClientContext, queryClient]])),
    ...(start ? { hydrationData: start.hydrationData } : {}),
  });
  const patch = (id: string | null, children: RouteObject[]) => router.patchRoutes(id, children);
  const attachRemoteRoutes = (pathname: string, routes: RouteObject[]) => {
    if (!discovery.attach(pathname, routes, patch)) return;
    const { location } = router.state;
    void router.navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  };
  setPagePrefetcher(
    createPagePrefetcher({ placement: discovery.placement, queryClient }),
  );
  return Object.assign(router, { attachRemoteRoutes });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
