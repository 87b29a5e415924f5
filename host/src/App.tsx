import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { apiClient, DEFAULT_LOCALE, i18n, isLocale, notify } from '@casino/shared';
import '@casino/shared/ui/toasts.css';
import { SingletonsProbe } from './remotes/SingletonsProbe';
import { createAppRouter, type AppRouter } from './routing/app-router';
import { sessionEnvironmentAtom } from '@casino/shared/session-store';
import { connectApiClient, SessionProvider } from './session/SessionProvider';
import { DeviceContext, detectThisDevice } from './shell/device';
import { FatalErrorBoundary } from './shell/FatalErrorBoundary';
import { Toasts } from './shell/Toasts';

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

/** Wires the session store to this page: router moves, the page language, toasts and translations. */
function createShell(store: Store) {
  connectApiClient(store);
  window.__casinoApiClient = apiClient;
  const router = createAppRouter(store);
  store.set(sessionEnvironmentAtom, {
    navigate: (to, options) => routerNavigate(router, to, options),
    currentLocale: () => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE),
    notify: (notification) => void notify(notification),
    translate: (key) => i18n.t(key),
  });
  return router;
}

/** The host's providers: one jotai store, the i18n instance, the session contract, the device, the router and the toasts. */
export function App({ store }: { store: Store }) {
  const router = useMemo(() => createShell(store), [store]);
  const device = useMemo(() => detectThisDevice(), []);
  return (
    <FatalErrorBoundary goHome={() => window.location.assign('/')}>
      <JotaiProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <DeviceContext.Provider value={device}>
            <SessionProvider>
              <RouterProvider router={router} />
              <SingletonsProbe />
            </SessionProvider>
          </DeviceContext.Provider>
          <Toasts />
        </I18nextProvider>
      </JotaiProvider>
    </FatalErrorBoundary>
  );
}
