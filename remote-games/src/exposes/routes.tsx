import type { RouteObject } from 'react-router-dom';
import { prefetch, registerNamespace, routeLocale } from '@casino/shared';
import { RemoteRoot } from '../app/RemoteRoot';
import { ComingSoonPage } from '../app/ComingSoonPage';
import { NAMESPACE } from '../app/namespace';
import { lobbySectionsQuery } from '../features/lobby/lobby-api';

/**
 * The games remote's route subtree (exposed as './routes'; the host joins it to its data router under /{lang}, so
 * paths are relative to the language prefix). Each page is a route: a `loader` that primes the query cache and a
 * `lazy` component in its own chunk, so data and code download together (docs/pages.md).
 */
registerNamespace(NAMESPACE, (lang) => import(`../locales/${lang}.json`));

export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: [
      {
        path: 'games',
        handle: { titleKey: 'pages.lobby' },
        loader: ({ context, params }) => prefetch(context, lobbySectionsQuery(routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/lobby/LobbyPage')).LobbyPage }),
      },
      { path: 'games/favorites', element: <ComingSoonPage titleKey="favorites" /> },
      { path: 'games/last', element: <ComingSoonPage titleKey="lastPlayed" /> },
      { path: 'game/play/:name', element: <ComingSoonPage titleKey="play" /> },
      { path: 'rules/:id', element: <ComingSoonPage titleKey="rules" /> },
      { path: '*', element: <ComingSoonPage titleKey="game" /> },
    ],
  },
];
