import { accessGuard } from './access-guard';
import { localeGuard } from './locale-guard';
import { serverRedirectGuard, type FetchRouteData } from './server-redirect-guard';
import { termsGuard } from './terms-guard';
import type { GuardDecision, LocaleSnapshot, Navigation, SessionSnapshot } from './types';

export interface GuardContext {
  session: SessionSnapshot;
  locale: LocaleSnapshot;
  fetchRouteData: FetchRouteData;
}

/**
 * Runs the guards in SPEC.md order: terms, locale, server-driven redirect, then access. The first one that moves the
 * player wins (the router then runs all of them again for the new path); effects of the others are collected.
 */
export async function runGuards(navigation: Navigation, context: GuardContext): Promise<GuardDecision> {
  const terms = termsGuard(navigation, context.session);
  if (terms.kind !== 'continue') return terms;
  const locale = localeGuard(navigation, context.locale);
  if (locale.kind !== 'continue') return locale;
  const server = await serverRedirectGuard(navigation, context.fetchRouteData);
  if (server.kind !== 'continue') return server;
  const access = accessGuard(navigation, context.session);
  if (access.kind !== 'continue') return access;
  return terms;
}
