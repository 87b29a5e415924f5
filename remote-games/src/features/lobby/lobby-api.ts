import { apiClient, type Locale } from '@casino/shared';
import type { GameSection } from '@casino/shared/contract';

/** The lobby's first tab: its rows of games (GET /game/sections, SPEC.md section 7). */
export const LOBBY_TAB = 'home';
/** Games per row on the first screen; the rest open with the row's "all games" link. */
export const GAMES_PER_SECTION = 12;

export function fetchLobbySections(lang: Locale, signal?: AbortSignal): Promise<GameSection[]> {
  return apiClient.get<GameSection[]>('/game/sections', {
    query: { tab: LOBBY_TAB, lang, limit: GAMES_PER_SECTION },
    ...(signal ? { signal } : {}),
  });
}
