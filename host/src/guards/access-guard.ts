import { localeHome } from '../routing/served-routes';
import { CONTINUE, type GuardDecision, type Locale, type Navigation, type SessionSnapshot } from './types';

/** SPEC.md section 4: the notification value shown when a blocked player opens a real-money game. */
export const PLAYER_BLOCKED_NOTIFICATION = 'playerBlockedByLite';
/** The home page reads this query parameter and shows the matching translated toast. */
export const NOTIFICATION_QUERY_PARAM = 'notification';

/**
 * Where a guest who opened a guarded page (a player page, a real-money game) is sent: the home page of the page's
 * language (SPEC.md section 6). The edge answers the same 302 before any page is sent (host/server/guarded-pages.ts),
 * so nothing of the guarded page is ever rendered for a guest.
 */
export function guestRedirect(locale: Locale): string {
  return localeHome(locale);
}

/**
 * The access rules (SPEC.md section 6), after the three SPEC guards: no auth_token cookie and a player page or a
 * real-money game -> home (guestRedirect); a session and a guest-only page (registration) -> home; a blocked player and a
 * real-money game -> home with playerBlockedByLite. Tournament and race pages are public in the route table.
 */
export function accessGuard(navigation: Navigation, session: SessionSnapshot): GuardDecision {
  const { match } = navigation;
  if (match.kind !== 'page') return CONTINUE;
  const home = localeHome(match.locale);
  switch (match.entry.access) {
    case 'player-only':
      return session.hasAuthCookie ? CONTINUE : { kind: 'redirect', to: guestRedirect(match.locale) };
    case 'real-money':
      if (!session.hasAuthCookie) return { kind: 'redirect', to: guestRedirect(match.locale) };
      if (session.isBlocked)
        return { kind: 'redirect', to: `${home}?${NOTIFICATION_QUERY_PARAM}=${PLAYER_BLOCKED_NOTIFICATION}` };
      return CONTINUE;
    case 'guest-only':
      return session.hasAuthCookie || session.isAuth ? { kind: 'redirect', to: home } : CONTINUE;
    default:
      return CONTINUE;
  }
}
