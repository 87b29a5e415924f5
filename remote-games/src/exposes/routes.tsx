import { pageRoutes } from '@casino/contract';
import {
  prefetch,
  prefetchForPlayer,
  prefetchInBackground,
  primeFragment,
  routeLocale,
  type LoaderFunctionArgs,
  type RouteObject,
} from '@casino/shared';
import '../app/translations';
import { RemoteRoot } from '../app/RemoteRoot';
import { routeManifest } from '../route-manifest';
import { lobbySectionsQuery, lobbyTabsQuery, resultsPageQuery } from '../features/lobby/lobby-api';
import { filtersOf, isFiltered } from '../shared/lobby-filters';
import { addressOfPath, gameSlugOfAddress } from '../shared/address';
import { favoriteGamesQuery, gameInfoQuery, lastPlayedQuery } from '../shared/games-api';
import { gameCampaignsProps } from '../shared/game-campaigns';
import { demoLaunchQuery, realLaunchQuery } from '../features/play/api';

/**
 * The games remote's route subtree (exposed as './routes'; the host joins it to its data router under /{lang}, so
 * paths are relative to the language prefix). The pages are declared in ../route-manifest.ts; here each gets its code:
 * a `loader` that primes the query cache and a `lazy` component in its own chunk, so data and code download together
 * (docs/pages.md).
 */

const gamePage = async () => ({ Component: (await import('../features/game-page/GamePage')).GamePage });

/**
 * The catch-all game page's loader: the game the address names, if it names one, and the promotions fragment the page
 * places under it (its code and a player's campaigns), so the page does not grow under the player after it shows.
 */
const loadGameAt = async ({ request, context, params }: LoaderFunctionArgs) => {
  const slug = gameSlugOfAddress(addressOfPath(new URL(request.url).pathname));
  if (!slug) return null;
  const campaigns = { context, locale: routeLocale(params) };
  await Promise.all([prefetch(context, gameInfoQuery(slug)), primeFragment('promotions/game-campaigns', gameCampaignsProps(slug), campaigns)]);
  return null;
};

export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: pageRoutes(routeManifest, {
      'games-lobby': {
        loader: ({ context, params, request }) => {
          const lang = routeLocale(params);
          const filters = filtersOf(new URL(request.url).searchParams);
          prefetchInBackground(context, lobbyTabsQuery(lang));
          return isFiltered(filters) ? prefetch(context, resultsPageQuery(filters, 1)) : prefetch(context, lobbySectionsQuery(lang, filters.tab));
        },
        lazy: async () => ({ Component: (await import('../features/lobby/LobbyPage')).LobbyPage }),
      },
      'games-favorites': {
        loader: ({ context }) => prefetchForPlayer(context, favoriteGamesQuery()),
        lazy: async () => ({ Component: (await import('../features/favorites/FavoritesPage')).FavoritesPage }),
      },
      'games-last': {
        loader: ({ context }) => prefetchForPlayer(context, lastPlayedQuery()),
        lazy: async () => ({ Component: (await import('../features/last-played/LastPlayedPage')).LastPlayedPage }),
      },
      'game-play': {
        loader: ({ context, params }) => prefetchForPlayer(context, realLaunchQuery(params.name ?? '', routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/play/RealPlayPage')).RealPlayPage }),
      },
      'game-rules': {
        loader: ({ context, params }) =>
          prefetch(context, demoLaunchQuery(params.id ?? '', routeLocale(params)), gameInfoQuery(params.id ?? '')),
        lazy: async () => ({ Component: (await import('../features/play/DemoPage')).DemoPage }),
      },
      // SPEC.md section 2, the catch-all game page: /{lang}/games/.../{slug}, /{lang}/slots/.../{slug}, /{lang}/games-{slug}.
      // The manifest's shape rules choose the page; the router only mounts it under these paths.
      'game-by-slug': { paths: ['games/*', 'slots/*'], loader: loadGameAt, lazy: gamePage },
      'game-by-id': { paths: [':address'], loader: loadGameAt, lazy: gamePage },
    }),
  },
];
