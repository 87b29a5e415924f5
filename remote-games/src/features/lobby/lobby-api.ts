import { endpointQuery } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';
import type { GameSearchQuery } from '@casino/contract/schemas';
import { LOBBY_TAB, type LobbyFilters } from '../../shared/lobby-filters';

/** Games per row on the first screen; the rest open with the row's "all games" link. */
export const GAMES_PER_SECTION = 12;
/** Games per page of a filtered lobby (the API's largest page). */
export const RESULTS_PAGE_SIZE = 100;

export const lobbySectionsQuery = (lang: Locale, tab: string = LOBBY_TAB) =>
  endpointQuery(ENDPOINTS['game.sections'], { query: { tab, lang, limit: GAMES_PER_SECTION } });
export const lobbyTabsQuery = (lang: Locale) => endpointQuery(ENDPOINTS['game.tabs'], { query: { lang } });
export const providersQuery = (category?: string) =>
  endpointQuery(ENDPOINTS['game.providersByCategory'], { query: category ? { category } : {} });

function searchInput(filters: LobbyFilters): GameSearchQuery {
  return {
    ...(filters.query ? { query: filters.query } : {}),
    ...(filters.provider ? { provider: filters.provider } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.sort ? { sort: filters.sort } : {}),
    perPage: RESULTS_PAGE_SIZE,
  };
}

/** One page of the games matching the filters (GET /game/search); pages are asked for as the player scrolls to them. */
export const resultsPageQuery = (filters: LobbyFilters, page: number) =>
  endpointQuery(ENDPOINTS['game.search'], { query: { ...searchInput(filters), page } });
