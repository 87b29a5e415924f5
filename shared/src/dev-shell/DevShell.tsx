import { Suspense, useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createBrowserRouter, Link, Navigate, Outlet, RouterProvider, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { ToastContainer } from 'react-toastify';
import { DEFAULT_LOCALE, i18n, isLocale, LoadingState, localePath, LOCALES, toastContainerProps } from '@casino/shared';
import '../ui/theme.css';
import '../ui/toasts.css';
import { DevSessionProvider, DevSignInBar } from './DevSession';

/**
 * A small stand-in for the host, for a remote team's own work: router (/{lang}/*), i18n, one jotai store, the shared
 * API client (its /api/v1 is proxied by the dev server) and a dev implementation of the session contract with a real
 * sign-in against the API. The remote passes its routes directly: the page never loads the remote's own remoteEntry.
 */
function RemoteRouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

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
  const router = useMemo(
    () =>
      createBrowserRouter([
        { path: '/', element: <Navigate to={localePath(DEFAULT_LOCALE)} replace /> },
        {
          path: '/:lang',
          element: <DevLocaleRoot />,
          // The index child too: '/:lang' alone outranks '/:lang/*', so /en would not reach a remote's home route.
          children: [
            { index: true, element: <RemoteRouteTree routes={routes} /> },
            { path: '*', element: <RemoteRouteTree routes={routes} /> },
          ],
        },
      ]),
    [routes],
  );
  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <DevSessionProvider>
          <RouterProvider router={router} />
        </DevSessionProvider>
        <ToastContainer {...toastContainerProps} />
      </I18nextProvider>
    </JotaiProvider>
  );
}
