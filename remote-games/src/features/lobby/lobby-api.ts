import { apiClient, endpointQuery, type Locale } from '@casino/shared';
import type { GameSearchQuery, GameSort } from '@casino/shared/contract';

/** The lobby's first tab: its rows of games (GET /game/sections, SPEC.md section 7). */
export const LOBBY_TAB = 'home';
/** Games per row on the first screen; the rest open with the row's "all games" link. */
export const GAMES_PER_SECTION = 12;
/** Games per page of a filtered lobby (the API's largest page). */
export const RESULTS_PAGE_SIZE = 100;
/** Quick search: games shown while typing, and the pause after the last key before asking. */
export const QUICK_SEARCH_LIMIT = 8;
export const QUICK_SEARCH_DEBOUNCE_MS = 250;

export const lobbySectionsQuery = (lang: Locale, tab: string = LOBBY_TAB) =>
  endpointQuery('game.sections', { query: { tab, lang, limit: GAMES_PER_SECTION } });
export const lobbyTabsQuery = (lang: Locale) => endpointQuery('game.tabs', { query: { lang } });
export const providersQuery = (category?: string) =>
  endpointQuery('game.providersByCategory', { query: category ? { category } : {} });
export const quickSearchQuery = (query: string) => endpointQuery('game.windowSearch', { query: { query, limit: QUICK_SEARCH_LIMIT } });

/** The lobby's filters, as they stand in the URL (a filtered lobby is a link a player can share). */
export interface LobbyFilters {
  tab: string;
  query: string;
  provider: string;
  category: string;
  sort: GameSort | '';
}

const SORTS: readonly string[] = ['popular', 'new', 'name'];

export function filtersOf(search: URLSearchParams): LobbyFilters {
  const sort = search.get('sort') ?? '';
  return {
    tab: search.get('tab') || LOBBY_TAB,
    query: (search.get('q') ?? '').slice(0, 100),
    provider: search.get('provider') ?? '',
    category: search.get('category') ?? '',
    sort: SORTS.includes(sort) ? (sort as GameSort) : '',
  };
}

/** The URL's search part for some filters: only what is set, in a stable order. */
export function searchOf(filters: Partial<LobbyFilters>): string {
  const params = new URLSearchParams();
  if (filters.tab && filters.tab !== LOBBY_TAB) params.set('tab', filters.tab);
  if (filters.query) params.set('q', filters.query);
  if (filters.provider) params.set('provider', filters.provider);
  if (filters.category) params.set('category', filters.category);
  if (filters.sort) params.set('sort', filters.sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A filter is set: the lobby shows the matching games instead of the tab's rows. */
export const isFiltered = (filters: LobbyFilters) => Boolean(filters.query || filters.provider || filters.category || filters.sort);

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
