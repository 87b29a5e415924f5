import { endpointQuery } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';
import { liveLeaderboard } from '../../shared/live-leaderboard';

/** GET /race/latest: the running race (else the one that started last) with its stages and current stage. */
export const latestRaceQuery = (lang: Locale) => endpointQuery(ENDPOINTS['races.latest'], { query: { lang } });
export const latestRaceLeaderboardQuery = () => endpointQuery(ENDPOINTS['races.latestLeaderboard'], { query: {} }, liveLeaderboard);

export const raceStageQuery = (id: number, lang: Locale) => endpointQuery(ENDPOINTS['races.stage'], { params: { id }, query: { lang } });
export const raceStageLeaderboardQuery = (id: number) =>
  endpointQuery(ENDPOINTS['races.stageLeaderboard'], { params: { id }, query: {} }, liveLeaderboard);
export const raceStageDriftsQuery = (id: number) =>
  endpointQuery(ENDPOINTS['races.stageDrifts'], { params: { id }, query: { limit: 10 } }, liveLeaderboard);
export const raceStageBonusGamesQuery = (id: number) => endpointQuery(ENDPOINTS['races.stageBonusGames'], { params: { id } });
/** How many of a stage's games the page shows at once. */
export const STAGE_GAMES_PER_PAGE = 12;
export const raceStageGamesQuery = (id: number, lang: Locale) =>
  endpointQuery(ENDPOINTS['races.stageGames'], { params: { id }, query: { lang, page: 1, perPage: STAGE_GAMES_PER_PAGE } });
