import { apiClient, endpointQuery } from '@casino/shared';
import { ENDPOINTS } from '@casino/contract';

/**
 * Responsible gaming as the host reads it (issue 35): the jurisdiction profile and the player's session come from the
 * API, never from a remote, so no remote can switch a rule off (docs/responsible-gaming.md).
 */
export const rgProfileQuery = () => endpointQuery(ENDPOINTS['rg.profile'], {}, { staleTime: 5 * 60_000 });
/** The player's limits, session and net position; polled during play so the net position follows the rounds. */
export const rgOverviewQuery = () => endpointQuery(ENDPOINTS['rg.overview'], {}, { refetchInterval: 15_000 });
export const endPlaySession = () => apiClient.call(ENDPOINTS['rg.endSession'], {});
export const pressPanic = () => apiClient.call(ENDPOINTS['rg.panic'], {});

/** "1:05:09" or "05:09": time played, as a clock, the same in every language. */
export function clockText(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** Whether a reality check is due: a whole interval played since the session started or since the last "continue". */
export function realityCheckDue(elapsedSeconds: number, intervalMinutes: number | null, acknowledgedAtSeconds: number): boolean {
  if (!intervalMinutes) return false;
  return elapsedSeconds - acknowledgedAtSeconds >= intervalMinutes * 60;
}
