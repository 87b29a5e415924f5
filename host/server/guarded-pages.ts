import type { RouteMatch } from '@casino/contract/routing/route-match';
import { guestRedirect } from '../src/guards/access-guard';
import { looksLikePlayerToken } from './ssr';

/**
 * The access rule of SPEC.md section 6 at the edge (issue 34): a request for a guarded page (a player page, a
 * real-money game) without a session cookie that could be one is answered with a 302 to the home page of its language,
 * before any HTML is sent. The browser's guard
 * (host/src/guards/access-guard.ts) makes the same move inside the app; here no page, no script and no render of the
 * guarded route ever reaches a guest, and a client without JavaScript is sent on too. A cookie that looks like a token
 * but is expired or revoked is left to the page (the browser refreshes or signs the player out, as before).
 */
export function guardedPageRedirect(match: RouteMatch, cookies: Record<string, string | undefined>): string | null {
  if (match.kind !== 'page') return null;
  if (match.entry.access !== 'player-only' && match.entry.access !== 'real-money') return null;
  if (looksLikePlayerToken(cookies.auth_token)) return null;
  return guestRedirect(match.locale);
}
