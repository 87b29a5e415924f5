import { localePath, type Locale } from '@casino/contract';
import type { GameSort } from '@casino/contract/schemas';

/** The lobby's first tab: its rows of games (GET /game/sections, SPEC.md section 7). */
export const LOBBY_TAB = 'home';

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

/** The lobby with these filters: a link a player can share. */
export const lobbyPath = (lang: Locale, filters: Partial<LobbyFilters>) => `${localePath(lang, 'games')}${searchOf(filters)}`;

/** A filter is set: the lobby shows the matching games instead of the tab's rows. */
export const isFiltered = (filters: LobbyFilters) => Boolean(filters.query || filters.provider || filters.category || filters.sort);


/** How many of the filters behind the phone's "Filters" toggle are set: the tab (other than the first), provider, category, sort. */
export const activeFilterCount = (filters: LobbyFilters) =>
  [filters.tab !== LOBBY_TAB, filters.provider, filters.category, filters.sort].filter(Boolean).length;
