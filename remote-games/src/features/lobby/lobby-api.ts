import { endpointQuery, type Locale } from '@casino/shared';

/** The lobby's first tab: its rows of games (GET /game/sections, SPEC.md section 7). */
export const LOBBY_TAB = 'home';
/** Games per row on the first screen; the rest open with the row's "all games" link. */
export const GAMES_PER_SECTION = 12;

export const lobbySectionsQuery = (lang: Locale) =>
  endpointQuery('game.sections', { query: { tab: LOBBY_TAB, lang, limit: GAMES_PER_SECTION } });
