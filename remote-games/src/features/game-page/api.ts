import { endpointQuery } from '@casino/shared';

/** Similar games: the same category, most popular first (the game itself is left out on the page). */
export const SIMILAR_GAMES = 12;
export const similarGamesQuery = (category: string) =>
  endpointQuery('game.search', { query: { category, sort: 'popular', perPage: SIMILAR_GAMES + 1 } });
