import { apiClient, endpointQuery } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';

/** Advertisement feedback (SPEC.md section 2: /{lang}/player/feedback/advertisement). Light: the loader imports it. */
export const advertisementsQuery = (lang: Locale) => endpointQuery(ENDPOINTS['dashboard.advertisements'], { query: { lang } });

export const markAdvertisementViewed = (id: number) =>
  apiClient.call(ENDPOINTS['dashboard.viewAdvertisement'], { params: { id } });
