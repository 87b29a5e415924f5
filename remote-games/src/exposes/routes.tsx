import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { prefetch, prefetchForPlayer, registerNamespace, routeLocale } from '@casino/shared';
import { RemoteRoot } from '../app/RemoteRoot';
import { ComingSoonPage } from '../app/ComingSoonPage';
import { NAMESPACE } from '../app/namespace';
import { lobbySectionsQuery } from '../features/lobby/lobby-api';
import { addressOfPath, gameSlugOfAddress } from '../shared/address';
import { gameInfoQuery } from '../shared/games-api';
import { demoLaunchQuery, realLaunchQuery } from '../features/play/api';

/**
 * The games remote's route subtree (exposed as './routes'; the host joins it to its data router under /{lang}, so
 * paths are relative to the language prefix). Each page is a route: a `loader` that primes the query cache and a
 * `lazy` component in its own chunk, so data and code download together (docs/pages.md).
 */
registerNamespace(NAMESPACE, (lang) => import(`../locales/${lang}.json`));

const gamePage = async () => ({ Component: (await import('../features/game-page/GamePage')).GamePage });

/** The catch-all game page's loader: the game the address names, if it names one. */
const loadGameAt = (request: Request, context: LoaderFunctionArgs['context']) => {
  const slug = gameSlugOfAddress(addressOfPath(new URL(request.url).pathname));
  return slug ? prefetch(context, gameInfoQuery(slug)) : null;
};

export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: [
      {
        path: 'games',
        loader: ({ context, params }) => prefetch(context, lobbySectionsQuery(routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/lobby/LobbyPage')).LobbyPage }),
        handle: { titleKey: 'games:pages.lobby', descriptionKey: 'games:meta.lobby' },
      },
      { path: 'games/favorites', element: <ComingSoonPage titleKey="favorites" /> },
      { path: 'games/last', element: <ComingSoonPage titleKey="lastPlayed" /> },
      {
        path: 'game/play/:name',
        loader: ({ context, params }) => prefetchForPlayer(context, realLaunchQuery(params.name ?? '', routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/play/RealPlayPage')).RealPlayPage }),
        handle: { titleKey: 'games:pages.play', descriptionKey: 'games:meta.play' },
      },
      {
        path: 'rules/:id',
        loader: ({ context, params }) =>
          prefetch(context, demoLaunchQuery(params.id ?? '', routeLocale(params)), gameInfoQuery(params.id ?? '')),
        lazy: async () => ({ Component: (await import('../features/play/DemoPage')).DemoPage }),
        handle: { titleKey: 'games:pages.rules', descriptionKey: 'games:meta.rules' },
      },
      // SPEC.md section 2, the catch-all game page: /{lang}/games/.../{slug}, /{lang}/slots/.../{slug}, /{lang}/games-{slug}
      ...['games/*', 'slots/*', ':address'].map((path) => ({
        path,
        loader: ({ context, request }: LoaderFunctionArgs) => loadGameAt(request, context),
        lazy: gamePage,
        handle: { titleKey: 'games:pages.game', descriptionKey: 'games:meta.game' },
      })),
    ],
  },
];
