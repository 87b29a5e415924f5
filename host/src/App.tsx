import { useEffect, useMemo, type ReactNode } from 'react';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { apiClient, createQueryClient, i18n, PLAYER_QUERY_KEY, settingsQuery, I18nProvider, notify, type RouteObject, RouterProvider, type Translations } from '@casino/shared';
import { DEFAULT_LOCALE, isLocale } from '@casino/contract';
import { AttachRemoteRoutesContext } from './remotes/RemoteRoutes';
import { SingletonsProbe } from './remotes/SingletonsProbe';
import { createAppRouter, type AppRouter, type ServerRenderedStart } from './routing/app-router';
import { isAuthAtom, sessionEnvironmentAtom } from '@casino/shared/session-store';
import { connectApiClient, SessionProvider } from './session/SessionProvider';
import { DeviceContext, detectThisDevice, type Device } from './shell/device';
import { APP_READY_ATTRIBUTE } from './shell/early-events';
import { FatalErrorBoundary } from './shell/FatalErrorBoundary';
import { hydratePage } from './server/page-queries';
import { LazyToasts as Toasts } from './shell/LazyToasts';

type Store = ReturnType<typeof createStore>;

/** Queries a sign-in or sign-out does not reset: the public settings, and the player the session itself loads. */
const SESSION_INDEPENDENT = new Set([settingsQuery().queryKey[0], PLAYER_QUERY_KEY[0]].map(String));

/** Moves within the app; a move asked for before the first navigation finished waits for it. */
function routerNavigate(router: AppRouter, to: string, options?: { replace?: boolean }) {
  if (router.state.initialized) {
    void router.navigate(to, options);
    return;
  }
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    void router.navigate(to, options);
  });
}

declare global {
  interface Window {
    /** The page's one API client, for diagnostics and the browser suites (they drive concurrent calls through it). */
    __casinoApiClient?: typeof apiClient;
  }
}

/**
 * Wires the session store to this page: router moves, the page language, toasts and translations. A sign-in or
 * sign-out drops every cached answer, since public answers are personalised for a signed-in player (favourites).
 */
export function createShell(store: Store, queryClient: QueryClient, start?: ServerRenderedStart): AppRouter {
  connectApiClient(store);
  window.__casinoApiClient = apiClient;
  const router = createAppRouter(store, queryClient, start);
  store.sub(isAuthAtom, () => {
    // The session restored at boot is not a change: the first page's loaders already asked as that player. The
    // settings are the same for everyone; the player is the session's own (loaded at sign-in, removed at sign-out).
    if (router.state.initialized) void queryClient.resetQueries({ predicate: (query) => !SESSION_INDEPENDENT.has(String(query.queryKey[0])) });
  });
  store.set(sessionEnvironmentAtom, {
    navigate: (to, options) => routerNavigate(router, to, options),
    currentLocale: () => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE),
    notify: (notification) => void notify(notification),
    translate: (key) => i18n.t(key),
    queryClient,
  });
  return router;
}

/** What the edge's server render hands the browser (host/src/server): the router's data and the query cache's answers. */
export interface ServerRenderedPage extends ServerRenderedStart {
  queries: DehydratedState;
}

interface AppFrameProps {
  store: Store;
  queryClient: QueryClient;
  i18n: Translations;
  device: Device;
  attachRemoteRoutes: (pathname: string, routes: RouteObject[]) => void;
  goHome: () => void;
  /** The router: RouterProvider in the browser, StaticRouterProvider on the server. */
  children: ReactNode;
}

/**
 * The host's providers around the router: one jotai store, the i18n instance, the device, the page's query cache,
 * the session contract and the toasts. The browser and the server render this same tree, so the server's HTML hydrates.
 */
export function AppFrame({ store, queryClient, i18n: i18nInstance, device, attachRemoteRoutes, goHome, children }: AppFrameProps) {
  return (
    <FatalErrorBoundary goHome={goHome}>
      <JotaiProvider store={store}>
        <I18nProvider i18n={i18nInstance}>
          <DeviceContext.Provider value={device}>
            <QueryClientProvider client={queryClient}>
              <SessionProvider>
                <AttachRemoteRoutesContext.Provider value={attachRemoteRoutes}>{children}</AttachRemoteRoutesContext.Provider>
                <SingletonsProbe />
              </SessionProvider>
            </QueryClientProvider>
          </DeviceContext.Provider>
          <Toasts />
        </I18nProvider>
      </JotaiProvider>
    </FatalErrorBoundary>
  );
}

/** The page's query cache, holding the server's answers when the edge rendered the page. */
export function createPageQueryClient(serverRendered?: ServerRenderedPage): QueryClient {
  const client = createQueryClient();
  if (serverRendered) hydratePage(client, serverRendered.queries);
  return client;
}

interface AppProps {
  store: Store;
  serverRendered?: ServerRenderedPage;
  /**
   * The query cache and the router, when the boot built them before React rendered (bootstrap.tsx: each in a task of
   * its own, instead of inside hydration's first unit of work); built here otherwise.
   */
  parts?: { queryClient: QueryClient; router: AppRouter };
}

/** The browser's app: a new page, or the hydration of a page the edge rendered (`serverRendered`). */
export function App({ store, serverRendered, parts }: AppProps) {
  const queryClient = useMemo(() => parts?.queryClient ?? createPageQueryClient(serverRendered), [parts, serverRendered]);
  const router = useMemo(() => parts?.router ?? createShell(store, queryClient, serverRendered), [parts, store, queryClient, serverRendered]);
  const device = useMemo(() => detectThisDevice(), []);
  // The page answers clicks from here on (after hydration, for a server-rendered page): <html data-app="ready">.
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'ready');
    // A move made while the page hydrated (a script's pushState) reached no router yet: follow it now.
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    const { location } = router.state;
    if (here !== `${location.pathname}${location.search}${location.hash}`) void router.navigate(here, { replace: true });
  }, [router]);
  return (
    <AppFrame
      store={store}
      queryClient={queryClient}
      i18n={i18n}
      device={device}
      attachRemoteRoutes={router.attachRemoteRoutes}
      goHome={() => window.location.assign('/')}
    >
      <RouterProvider router={router} />
    </AppFrame>
  );
}
