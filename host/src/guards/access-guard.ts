import { localeHome } from '../routing/served-routes';
import { CONTINUE, type GuardDecision, type Navigation, type SessionSnapshot } from './types';

/** SPEC.md section 4: the notification value shown when a blocked player opens a real-money game. */
export const PLAYER_BLOCKED_NOTIFICATION = 'playerBlockedByLite';
/** The home page reads this query parameter and shows the matching translated toast. */
export const NOTIFICATION_QUERY_PARAM = 'notification';

/**
 * The access rules (SPEC.md section 6), after the three SPEC guards: no auth_token cookie and a player page or a
 * real-money game -> home; a session and a guest-only page (registration) -> home; a blocked player and a
 * real-money game -> home with playerBlockedByLite. Tournament and race pages are public in the route table.
 */
export function accessGuard(navigation: Navigation, session: SessionSnapshot): GuardDecision {
  const { match } = navigation;
  if (match.kind !== 'page') return CONTINUE;
  const home = localeHome(match.locale);
  switch (match.entry.access) {
    case 'player-only':
      return session.hasAuthCookie ? CONTINUE : { kind: 'redirect', to: home };
    case 'real-money':
      if (!session.hasAuthCookie) return { kind: 'redirect', to: home };
      if (session.isBlocked)
        return { kind: 'redirect', to: `${home}?${NOTIFICATION_QUERY_PARAM}=${PLAYER_BLOCKED_NOTIFICATION}` };
      return CONTINUE;
    case 'guest-only':
      return session.hasAuthCookie || session.isAuth ? { kind: 'redirect', to: home } : CONTINUE;
    default:
      return CONTINUE;
  }
}
