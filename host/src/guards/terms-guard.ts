import { localeHome, PRIVACY_POLICY_PAGE_ID, TERMS_PAGE_ID } from '../routing/served-routes';
import { CONTINUE, type GuardDecision, type Navigation, type SessionSnapshot } from './types';

/**
 * Guard 1 (SPEC.md section 2): a signed-in player whose terms acceptance is required may read only the terms and
 * privacy-policy pages; anything else except home goes to the locale home, and arriving at home opens the popup.
 */
export function termsGuard(navigation: Navigation, session: SessionSnapshot): GuardDecision {
  if (!session.isAuth || !session.isTermsRequired) return CONTINUE;
  const { match } = navigation;
  if (match.kind === 'page' && match.entry.id === 'display') {
    const page = match.params.id;
    if (page === TERMS_PAGE_ID || page === PRIVACY_POLICY_PAGE_ID) return CONTINUE;
  }
  if (match.kind === 'page' && match.entry.id === 'home') {
    return session.isTermsPopup ? CONTINUE : { kind: 'continue', openTermsPopup: true };
  }
  return { kind: 'redirect', to: localeHome(match.locale) };
}
