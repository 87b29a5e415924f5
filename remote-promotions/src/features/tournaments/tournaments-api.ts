import { apiClient, type Locale } from '@casino/shared';

/** One tournament in the active list (GET /tournaments/active); the fields this list shows. */
export interface TournamentSummary {
  id: number;
  title: string;
  prizePool: string;
  currency: string;
  startsAt: string;
  endsAt: string;
  image?: string;
  playersCount?: number;
}

/** GET /tournaments/active?lang (SPEC.md section 7, "Tournaments"): running and upcoming tournaments. */
export function fetchActiveTournaments(lang: Locale, signal?: AbortSignal): Promise<TournamentSummary[]> {
  return apiClient.get<TournamentSummary[]>('/tournaments/active', { query: { lang }, ...(signal ? { signal } : {}) });
}
