import { endpointQuery, settingsQuery } from '@casino/shared';
import { ENDPOINTS } from '@casino/contract';

/** The sign-in providers on offer (GET /social/app-data). */
export const socialAppsQuery = () => endpointQuery(ENDPOINTS['auth.socialApps'], {}, { staleTime: 5 * 60_000 });

/**
 * What the sign-in and registration pages show from the API beside their forms: the public settings (robot check,
 * currencies) and the providers. Their loaders wait for both, so the whole form is in the first render.
 */
export const signInPageQueries = () => [settingsQuery(), socialAppsQuery()] as const;
