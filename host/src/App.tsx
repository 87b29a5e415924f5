import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { apiClient, createQueryClient, DEFAULT_LOCALE, i18n, isLocale, notify } from '@casino/shared';
import { AttachRemoteRoutesContext } from './remotes/RemoteRoutes';
import { SingletonsProbe } from './remotes/SingletonsProbe';
import { createAppRouter, type AppRouter } from './routing/app-router';
import { isAuthAtom, sessionEnvironmentAtom } from '@casino/shared/session-store';
import { connectApiClient, SessionProvider } from './session/SessionProvider';
import { DeviceContext, detectThisDevice } from './shell/device';
import { FatalErrorBoundary } from './shell/FatalErrorBoundary';
import { LazyToasts as Toasts } from './shell/LazyToasts';

type Store = ReturnType<typeof createStore>;

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
function createShell(store: Store, queryClient: QueryClient) {
  connectApiClient(store);
  window.__casinoApiClient = apiClient;
  const router = createAppRouter(store, queryClient);
  store.sub(isAuthAtom, () => {
    // The session restored at boot is not a change: the first page's loaders already asked as that player.
    if (router.state.initialized) void queryClient.resetQueries();
  });
  store.set(sessionEnvironmentAtom, {
    navigate: (to, options) => routerNavigate(router, to, options),
    currentLocale: () => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE),
    notify: (notification) => void notify(notification),
    translate: (key) => i18n.t(key),
  });
  return router;
}

/** The host's providers: one jotai store, the i18n instance, the page's query cache, the session contract, the device, the router and the toasts. */
export function App({ store }: { store: Store }) {
  const queryClient = useMemo(() => createQueryClient(), []);
  const router = useMemo(() => createShell(store, queryClient), [store, queryClient]);
  const device = useMemo(() => detectThisDevice(), []);
  return (
    <FatalErrorBoundary goHome={() => window.location.assign('/')}>
      <JotaiProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <DeviceContext.Provider value={device}>
            <QueryClientProvider client={queryClient}>
              <SessionProvider>
                <AttachRemoteRoutesContext.Provider value={router.attachRemoteRoutes}>
                  <RouterProvider router={router} />
                </AttachRemoteRoutesContext.Provider>
                <SingletonsProbe />
              </SessionProvider>
            </QueryClientProvider>
          </DeviceContext.Provider>
          <Toasts />
        </I18nextProvider>
      </JotaiProvider>
    </FatalErrorBoundary>
  );
}
