import { apiClient, endpointQuery } from '@casino/shared';

/** One game by its slug (GET /game/info/{slug}); an unknown slug answers 404, which the page shows as Page Not Found. */
export const gameInfoQuery = (slug: string) => endpointQuery('game.info', { params: { slug } });

/** The player's favourite games, newest first (GET /player/favorite/games, signed in only). */
export const favoriteGamesQuery = () => endpointQuery('game.favorites', {});

/** Most recently played first (GET /player/last/games). */
export const LAST_PLAYED_LIMIT = 50;
export const lastPlayedQuery = () => endpointQuery('game.lastPlayed', { query: { limit: LAST_PLAYED_LIMIT } });

/** POST /player/favorite/games/{gameId}: adds the game if absent, removes it if present. */
export const toggleFavoriteGame = (gameId: number) => apiClient.call('game.toggleFavorite', { params: { gameId } });
