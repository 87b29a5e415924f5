import { apiClient, type Locale } from '@casino/shared';
import type { TournamentSummary } from '@casino/shared/contract';

/** GET /tournaments/active?lang (SPEC.md section 7): running and upcoming tournaments, ending soonest first. */
export function fetchActiveTournaments(lang: Locale, signal?: AbortSignal): Promise<TournamentSummary[]> {
  return apiClient.get<TournamentSummary[]>('/tournaments/active', { query: { lang }, ...(signal ? { signal } : {}) });
}
