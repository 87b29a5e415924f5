import { apiClient, endpointQuery } from '@casino/shared';
import { ENDPOINTS } from '@casino/contract';

/**
 * Responsible gaming as the host reads it (issue 35): the jurisdiction profile and the player's session come from the
 * API, never from a remote, so no remote can switch a rule off (docs/responsible-gaming.md).
 */
/**
 * The jurisdiction profile: the server render puts it into the page's data (guests and players alike), and the page's
 * cache keeps it for the visit: a page view asks for it only when the page was not rendered on the server, and signing
 * in or out asks again (SwedenButtons).
 */
export const rgProfileQuery = () => endpointQuery(ENDPOINTS['rg.profile'], {}, { staleTime: Infinity });
/**
 * The player's limits, session and net position. Not polled: during play the host asks again after each round the game
 * frame reports (`isRoundReport`), and on focus; the numbers always come from the API, never from the frame.
 */
export const rgOverviewQuery = () => endpointQuery(ENDPOINTS['rg.overview'], {});
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

/**
 * The game frame's report after a round (api/src/modules/play/slot-page.ts posts `{ type: "casino:balance", mode }` to
 * its parent): a real-money round from a same-origin frame. Only the fact that a round happened is used; the net
 * position is read again from the API.
 */
export function isRoundReport(event: Pick<MessageEvent, 'origin' | 'data'>, origin: string): boolean {
  const data = event.data as { type?: unknown; mode?: unknown } | null;
  return event.origin === origin && typeof data === 'object' && data !== null && data.type === 'casino:balance' && data.mode === 'real';
}
