import { endpointQuery, type Locale } from '@casino/shared';
import { liveLeaderboard } from '../../shared/live-leaderboard';

/** GET /tournaments/active?lang (SPEC.md section 7): running and upcoming tournaments, ending soonest first. */
export const activeTournamentsQuery = (lang: Locale) => endpointQuery('tournaments.active', { query: { lang } });
/** How many finished tournaments the list shows. */
export const FINISHED_SHOWN = 6;
/** GET /tournaments/closed: the most recently finished ones. */
export const closedTournamentsQuery = (lang: Locale) =>
  endpointQuery('tournaments.closed', { query: { lang, page: 1, perPage: FINISHED_SHOWN } });

export const tournamentQuery = (id: number, lang: Locale) =>
  endpointQuery('tournaments.details', { params: { id }, query: { lang } });
/** How many games of a tournament the page shows at once. */
export const TOURNAMENT_GAMES_PER_PAGE = 12;
export const tournamentGamesQuery = (id: number, lang: Locale, page = 1) =>
  endpointQuery('tournaments.games', { params: { id }, query: { lang, page, perPage: TOURNAMENT_GAMES_PER_PAGE } });
export const tournamentLeaderboardQuery = (id: number) =>
  endpointQuery('tournaments.leaderboard', { params: { id }, query: {} }, liveLeaderboard);
export const tournamentDriftsQuery = (id: number) =>
  endpointQuery('tournaments.drifts', { params: { id }, query: { limit: 10 } }, liveLeaderboard);
export const maxFreeWinQuery = (tournamentId: number, gameId: number) =>
  endpointQuery('tournaments.maxFreeWin', { params: { tournamentId, gameId } });
