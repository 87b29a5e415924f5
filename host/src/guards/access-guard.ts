import { localePath, SECTION_PATHS } from '@casino/contract';
import { localeHome } from '../routing/served-routes';
import { CONTINUE, type GuardDecision, type Locale, type Navigation, type SessionSnapshot } from './types';

/** SPEC.md section 4: the notification value shown when a blocked player opens a real-money game. */
export const PLAYER_BLOCKED_NOTIFICATION = 'playerBlockedByLite';
/** The home page reads this query parameter and shows the matching translated toast. */
export const NOTIFICATION_QUERY_PARAM = 'notification';

/**
 * Where a guest who opened a guarded page (a player page, a real-money game) is sent (issue 34): the sign-in page of
 * the page's language, with the page's own path and query as the return path (`?redirect=`, which the sign-in page
 * follows after signing in, same-site only). The edge answers the same 302 before any page is sent
 * (host/server/guarded-pages.ts), so nothing of the guarded page is ever rendered for a guest.
 */
export function signInRedirect(locale: Locale, pathname: string, search = ''): string {
  return `${localePath(locale, SECTION_PATHS.login)}?${SIGN_IN_RETURN_PARAM}=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** The query parameter the sign-in page reads its return path from (remote-account LoginPage, safeRedirect). */
export const SIGN_IN_RETURN_PARAM = 'redirect';

/**
 * The access rules (SPEC.md section 6), after the three SPEC guards: no auth_token cookie and a player page or a
 * real-money game -> sign-in with the page as the return path (issue 34; SPEC.md says home: see signInRedirect); a session and a guest-only page (registration) -> home; a blocked player and a
 * real-money game -> home with playerBlockedByLite. Tournament and race pages are public in the route table.
 */
export function accessGuard(navigation: Navigation, session: SessionSnapshot): GuardDecision {
  const { match } = navigation;
  if (match.kind !== 'page') return CONTINUE;
  const home = localeHome(match.locale);
  switch (match.entry.access) {
    case 'player-only':
      return session.hasAuthCookie ? CONTINUE : { kind: 'redirect', to: signInRedirect(match.locale, navigation.pathname, navigation.search) };
    case 'real-money':
      if (!session.hasAuthCookie) return { kind: 'redirect', to: signInRedirect(match.locale, navigation.pathname, navigation.search) };
      if (session.isBlocked)
        return { kind: 'redirect', to: `${home}?${NOTIFICATION_QUERY_PARAM}=${PLAYER_BLOCKED_NOTIFICATION}` };
      return CONTINUE;
    case 'guest-only':
      return session.hasAuthCookie || session.isAuth ? { kind: 'redirect', to: home } : CONTINUE;
    default:
      return CONTINUE;
  }
}
