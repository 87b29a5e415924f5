import { endpointQuery } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';
import { liveLeaderboard } from '../../shared/live-leaderboard';

/** GET /tournaments/active?lang (SPEC.md section 7): running and upcoming tournaments, ending soonest first. */
export const activeTournamentsQuery = (lang: Locale) => endpointQuery(ENDPOINTS['tournaments.active'], { query: { lang } });
/** How many finished tournaments the list shows a page at a time (two rows of the desktop grid). */
export const FINISHED_PER_PAGE = 6;
/** GET /tournaments/closed: the finished ones, most recent first, a page at a time. */
export const closedTournamentsQuery = (lang: Locale, page = 1) =>
  endpointQuery(ENDPOINTS['tournaments.closed'], { query: { lang, page, perPage: FINISHED_PER_PAGE } });

/** The page of finished tournaments in the address (`?finished=2`), so it can be linked and reloaded; else the first. */
export const FINISHED_PAGE_PARAM = 'finished';
export function finishedPageOf(search: URLSearchParams): number {
  const page = Number(search.get(FINISHED_PAGE_PARAM));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export const tournamentQuery = (id: number, lang: Locale) =>
  endpointQuery(ENDPOINTS['tournaments.details'], { params: { id }, query: { lang } });
/** How many games of a tournament the page shows at once. */
export const TOURNAMENT_GAMES_PER_PAGE = 12;
export const tournamentGamesQuery = (id: number, lang: Locale, page = 1) =>
  endpointQuery(ENDPOINTS['tournaments.games'], { params: { id }, query: { lang, page, perPage: TOURNAMENT_GAMES_PER_PAGE } });
export const tournamentLeaderboardQuery = (id: number) =>
  endpointQuery(ENDPOINTS['tournaments.leaderboard'], { params: { id }, query: {} }, liveLeaderboard);
export const tournamentDriftsQuery = (id: number) =>
  endpointQuery(ENDPOINTS['tournaments.drifts'], { params: { id }, query: { limit: 10 } }, liveLeaderboard);
export const maxFreeWinQuery = (tournamentId: number, gameId: number) =>
  endpointQuery(ENDPOINTS['tournaments.maxFreeWin'], { params: { tournamentId, gameId } });
