import { endpointQuery } from '@casino/shared';
import { ENDPOINTS } from '@casino/contract';

/** Quick search: games shown while typing, and the pause after the last key before asking (GET /game/window-search). */
export const QUICK_SEARCH_LIMIT = 8;
export const QUICK_SEARCH_DEBOUNCE_MS = 250;

export const quickSearchQuery = (query: string) => endpointQuery(ENDPOINTS['game.windowSearch'], { query: { query, limit: QUICK_SEARCH_LIMIT } });
