import { apiClient, endpointQuery } from '@casino/shared';
import { ENDPOINTS } from '@casino/contract';

/** One game by its slug (GET /game/info/{slug}); an unknown slug answers 404, which the page shows as Page Not Found. */
export const gameInfoQuery = (slug: string) => endpointQuery(ENDPOINTS['game.info'], { params: { slug } });

/** The player's favourite games, newest first (GET /player/favorite/games, signed in only). */
export const favoriteGamesQuery = () => endpointQuery(ENDPOINTS['game.favorites'], {});

/** Most recently played first (GET /player/last/games). */
export const LAST_PLAYED_LIMIT = 50;
export const lastPlayedQuery = () => endpointQuery(ENDPOINTS['game.lastPlayed'], { query: { limit: LAST_PLAYED_LIMIT } });

/** POST /player/favorite/games/{gameId}: adds the game if absent, removes it if present. */
export const toggleFavoriteGame = (gameId: number) => apiClient.call(ENDPOINTS['game.toggleFavorite'], { params: { gameId } });
