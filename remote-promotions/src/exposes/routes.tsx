import { pageRoutes } from '@casino/contract';
import {
  prefetch,
  prefetchForPlayer,
  prefetchInBackground,
  isSignedIn,
  routeLocale,
  type RouteObject,
} from '@casino/shared';
import '../app/translations';
import { RemoteRoot } from '../app/RemoteRoot';
import { routeManifest } from '../route-manifest';
import { balanceQuery } from '../shared/balance-api';
import { pointsQuery } from '../features/points/points-query';
import { playerCampaignsQuery, promoQuery } from '../features/bonuses/bonuses-api';
import { recentBonusesQuery } from '../shared/cashback-api';
import { redeemedBonusOf, redeemedBonusQuery } from '../features/bonus-code/bonus-code-api';
import {
  activeTournamentsQuery,
  closedTournamentsQuery,
  finishedPageOf,
  tournamentGamesQuery,
  tournamentLeaderboardQuery,
  tournamentQuery,
} from '../features/tournaments/tournaments-api';
import {
  latestRaceLeaderboardQuery,
  latestRaceQuery,
  raceStageBonusGamesQuery,
  raceStageGamesQuery,
  raceStageLeaderboardQuery,
  raceStageQuery,
} from '../features/races/races-api';

/**
 * The promotions remote's route subtree (exposed as './routes'; the host joins it to its data router under /{lang},
 * so paths are relative to the language prefix). The pages are declared in ../route-manifest.ts; here each gets its
 * code: a `loader` that primes the query cache and a `lazy` component in its own chunk (docs/pages.md).
 */

export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: pageRoutes(routeManifest, {
      'tournaments-list': {
        loader: ({ context, params, request }) => {
          const lang = routeLocale(params);
          prefetchInBackground(context, closedTournamentsQuery(lang, finishedPageOf(new URL(request.url).searchParams)));
          return prefetch(context, activeTournamentsQuery(lang));
        },
        lazy: async () => ({
          Component: (await import('../features/tournaments/TournamentsListPage')).TournamentsListPage,
        }),
      },
      'tournaments-show': {
        loader: ({ context, params }) => {
          const id = Number(params.id);
          const lang = routeLocale(params);
          if (!Number.isInteger(id) || id < 1) return null; // the page says the tournament does not exist
          prefetchInBackground(context, tournamentGamesQuery(id, lang));
          return prefetch(context, tournamentQuery(id, lang), tournamentLeaderboardQuery(id));
        },
        lazy: async () => ({
          Component: (await import('../features/tournaments/TournamentPage')).TournamentPage,
        }),
      },
      'races-list': {
        loader: ({ context, params }) =>
          prefetch(context, latestRaceQuery(routeLocale(params)), latestRaceLeaderboardQuery()),
        lazy: async () => ({ Component: (await import('../features/races/RacesListPage')).RacesListPage }),
      },
      'races-stage': {
        loader: ({ context, params }) => {
          const id = Number(params.id);
          const lang = routeLocale(params);
          if (!Number.isInteger(id) || id < 1) return null; // the page says the stage does not exist
          prefetchInBackground(context, raceStageBonusGamesQuery(id), raceStageGamesQuery(id, lang));
          return prefetch(context, raceStageQuery(id, lang), raceStageLeaderboardQuery(id));
        },
        lazy: async () => ({ Component: (await import('../features/races/RaceStagePage')).RaceStagePage }),
      },
      bonuses: {
        loader: ({ context, params }) => {
          const lang = routeLocale(params);
          // A guest is offered the content API's promotions; a signed-in player their own campaigns, and the cashback to
          // take above them (asked here, not by the panel, so it does not push the page down once shown).
          return isSignedIn()
            ? prefetch(context, playerCampaignsQuery(lang), balanceQuery(), recentBonusesQuery(lang))
            : prefetch(context, promoQuery(lang));
        },
        lazy: async () => ({ Component: (await import('../features/bonuses/BonusesPage')).BonusesPage }),
      },
      'bonus-code': {
        loader: ({ context, params, request }) => {
          // A code the edge redeemed (the form sent before the app was live) is shown from `?redeemed=<uuid>`.
          const redeemed = redeemedBonusOf(new URL(request.url).searchParams);
          return prefetchForPlayer(context, balanceQuery(), ...(redeemed ? [redeemedBonusQuery(redeemed, routeLocale(params))] : []));
        },
        lazy: async () => ({ Component: (await import('../features/bonus-code/BonusCodePage')).BonusCodePage }),
      },
      points: {
        loader: ({ context, params }) =>
          prefetchForPlayer(context, pointsQuery(), balanceQuery(), recentBonusesQuery(routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/points/PointsPage')).PointsPage }),
      },
    }),
  },
];
