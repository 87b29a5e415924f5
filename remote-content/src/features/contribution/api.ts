import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiClient, endpointKey } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';
import type { ContributionGame, Paged } from '@casino/contract/schemas';

/** The endpoint's largest page: the whole list is ~2,200 games, so a search reaches all of it in a few requests. */
export const CONTRIBUTION_PAGE_SIZE = 100;

/**
 * GET /contribution-games?lang&page&perPage (SPEC.md section 7): every game with the share of its bets that counts
 * towards wagering, a page at a time (the endpoint has no name search: the page searches what it has loaded).
 */
export const contributionGamesQuery = (lang: Locale) =>
  infiniteQueryOptions({
    queryKey: [...endpointKey('game.contributionGames'), { lang, perPage: CONTRIBUTION_PAGE_SIZE }],
    queryFn: ({ pageParam, signal }): Promise<Paged<ContributionGame>> =>
      apiClient.call(
        ENDPOINTS['game.contributionGames'],
        { query: { lang, page: pageParam, perPage: CONTRIBUTION_PAGE_SIZE } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.perPage < last.total ? last.page + 1 : undefined),
  });
