import { endpointQuery, type Locale } from '@casino/shared';

/** GET /tournaments/active?lang (SPEC.md section 7): running and upcoming tournaments, ending soonest first. */
export const activeTournamentsQuery = (lang: Locale) => endpointQuery('tournaments.active', { query: { lang } });
