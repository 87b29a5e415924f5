import { apiClient, endpointQuery, type Locale } from '@casino/shared';
import type { GameSearchQuery } from '@casino/shared/contract';
import { LOBBY_TAB, type LobbyFilters } from '../../shared/lobby-filters';

/** Games per row on the first screen; the rest open with the row's "all games" link. */
export const GAMES_PER_SECTION = 12;
/** Games per page of a filtered lobby (the API's largest page). */
export const RESULTS_PAGE_SIZE = 100;

export const lobbySectionsQuery = (lang: Locale, tab: string = LOBBY_TAB) =>
  endpointQuery('game.sections', { query: { tab, lang, limit: GAMES_PER_SECTION } });
export const lobbyTabsQuery = (lang: Locale) => endpointQuery('game.tabs', { query: { lang } });
export const providersQuery = (category?: string) =>
  endpointQuery('game.providersByCategory', { query: category ? { category } : {} });

function searchInput(filters: LobbyFilters): GameSearchQuery {
  return {
    ...(filters.query ? { query: filters.query } : {}),
    ...(filters.provider ? { provider: filters.provider } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.sort ? { sort: filters.sort } : {}),
    perPage: RESULTS_PAGE_SIZE,
  };
}

/** The matching games, page by page (GET /game/search). */
export const resultsQuery = (filters: LobbyFilters) => {
  const input = searchInput(filters);
  return {
    queryKey: ['game.search', { query: input }, 'pages'] as const,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      apiClient.call('game.search', { query: { ...input, page: pageParam } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: { page: number; perPage: number; total: number }) =>
      last.page * last.perPage < last.total ? last.page + 1 : undefined,
  };
};
