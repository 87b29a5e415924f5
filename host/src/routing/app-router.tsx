import { createBrowserRouter, useNavigate, useRouteError } from 'react-router-dom';
import type { createStore } from 'jotai';
import { LoadingState } from '@casino/shared';
import { createNavigationLoader, createRouteDataFetcher } from '../guards/navigation-loader';
import { restoreSessionOnce } from '../session/SessionProvider';
import { AppShell } from '../shell/AppShell';
import { FatalErrorPage } from '../shell/FatalErrorBoundary';
import { loadSettingsOnce, settingsAtom } from '../shell/settings';
import { browserLanguages } from './boot-locale';
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

/**
 * The host's router. One root route whose loader runs the guards (SPEC.md order) before render, on the first load and
 * on every navigation; under it "/" (home) and /{lang}/* (the route table picks the owning remote).
 */
export function createAppRouter(store: Store) {
  let ready: Promise<void> | null = null;
  const bootReady = () =>
    (ready ??= Promise.all([
      loadSettingsOnce().then((settings) => store.set(settingsAtom, settings)),
      restoreSessionOnce(store),
    ]).then(() => undefined));
  const loader = createNavigationLoader({
    store,
    ready: bootReady,
    fetchRouteData: createRouteDataFetcher(),
    leave: (url) => window.location.assign(url),
    browserLanguages,
  });
  return createBrowserRouter([
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      loader,
      shouldRevalidate: () => true,
      element: <AppShell />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: BootScreen,
      children: [
        // "/" is home; every other path without a language is moved under one by the locale guard before render.
        { index: true, element: <PageView /> },
        { path: ':lang/*', element: <PageView /> },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
