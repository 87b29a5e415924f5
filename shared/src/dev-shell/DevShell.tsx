import { Suspense, useEffect, useMemo, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { ToastContainer } from 'react-toastify';
import { createBrowserRouter, createQueryClient, i18n, I18nProvider, Link, LoadingState, Navigate, notify, Outlet, queryClientContext, type RouteObject, RouterContextProvider, RouterProvider, useParams, useTranslation } from '@casino/shared';
import { DEFAULT_LOCALE, isLocale, localePath, LOCALES } from '@casino/contract';
import { toastContainerProps } from '@casino/shared/ui/toast-container';
import { connectApiClient, restoreSessionOnce, SessionProvider, sessionEnvironmentAtom } from '@casino/shared/session-store';
import '../ui/theme.css';
import '../ui/toasts.css';
import { DevSignInBar } from './DevSignInBar';

/**
 * A small stand-in for the host, for a remote team's own work: a data router with the remote's routes under /{lang}
 * (loaders run as in the host, priming the page's query cache), i18n, one jotai store, the shared API client (its
 * /api/v1 is proxied by the dev server) and the host's own session implementation (`@casino/shared/session-store`),
 * with a real sign-in against the API. The remote passes its routes directly: the page never loads its remoteEntry.
 */
function DevLocaleRoot() {
  const { lang } = useParams();
  const { i18n: instance } = useTranslation();
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  useEffect(() => {
    if (instance.language !== locale) void instance.changeLanguage(locale);
  }, [instance, locale]);
  if (!isLocale(lang)) return <Navigate to={localePath(DEFAULT_LOCALE)} replace />;
  return (
    <>
      <DevSignInBar />
      <nav className="dev-shell__languages">
        {LOCALES.map((code) => (
          <Link key={code} to={localePath(code)}>
            {code}
          </Link>
        ))}
      </nav>
      <main className="dev-shell__main">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}

export function DevShell({ routes }: { routes: RouteObject[] }) {
  const [store] = useState(() => createStore());
  const [queryClient] = useState(() => createQueryClient());
  const router = useMemo(() => {
    connectApiClient(store);
    const router = createBrowserRouter(
      [
        { path: '/', element: <Navigate to={localePath(DEFAULT_LOCALE)} replace /> },
        { path: '/:lang', element: <DevLocaleRoot />, children: routes },
      ],
      {
        future: { v8_middleware: true },
        getContext: () => new RouterContextProvider(new Map([[queryClientContext, queryClient]])),
      },
    );
    store.set(sessionEnvironmentAtom, {
      navigate: (to, options) => void router.navigate(to, options),
      currentLocale: () => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE),
      notify: (notification) => void notify(notification),
      translate: (key) => i18n.t(key),
      queryClient,
    });
    return router;
  }, [routes, store, queryClient]);
  // As in the host: a token from an earlier visit loads its player (the host waits for it in its root loader).
  useEffect(() => void restoreSessionOnce(store), [store]);
  return (
    <JotaiProvider store={store}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
        <ToastContainer {...toastContainerProps} />
      </I18nProvider>
    </JotaiProvider>
  );
}
