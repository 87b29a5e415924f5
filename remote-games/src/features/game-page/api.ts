import { endpointQuery } from '@casino/shared';
import { ENDPOINTS } from '@casino/contract';

/** Similar games: the same category, most popular first (the game itself is left out on the page). */
export const SIMILAR_GAMES = 12;
export const similarGamesQuery = (category: string) =>
  endpointQuery(ENDPOINTS['game.search'], { query: { category, sort: 'popular', perPage: SIMILAR_GAMES + 1 } });
