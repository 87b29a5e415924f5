import type { Locale } from '@casino/contract/schemas';
import type { RouteMatch } from '../routing/served-routes';

/** One navigation as the guards see it. */
export interface Navigation {
  pathname: string;
  /** Query string with its "?", or "" (kept across redirects). */
  search: string;
  hash: string;
  /** The path the player comes from; null on the first load of the page. */
  from: string | null;
  match: RouteMatch;
}

/** What the guards need from the session store, read at navigation time. */
export interface SessionSnapshot {
  isAuth: boolean;
  /** SPEC.md section 6: the access rules look at the auth_token cookie, not at the store. */
  hasAuthCookie: boolean;
  isTermsRequired: boolean;
  isTermsPopup: boolean;
  isBlocked: boolean;
}

export interface LocaleSnapshot {
  /** settings.retiredLocales: codes no longer served. */
  retiredLocales: readonly string[];
  /** The i18n_redirected cookie. */
  rememberedLocale: string | null;
  /** navigator.languages, most preferred first. */
  browserLanguages: readonly string[];
}

export type GuardDecision =
  | { kind: 'continue'; openTermsPopup?: boolean }
  /** An in-app move; guards redirect with replace so Back does not bounce into the guard again. */
  | { kind: 'redirect'; to: string; permanent?: boolean }
  /** A full page navigation to another site (server-driven redirect, http/https only). */
  | { kind: 'external'; url: string };

export const CONTINUE: GuardDecision = Object.freeze({ kind: 'continue' });

export type { Locale };
