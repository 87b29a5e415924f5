import { apiClient, endpointQuery, type Locale } from '@casino/shared';

/** Advertisement feedback (SPEC.md section 2: /{lang}/player/feedback/advertisement). Light: the loader imports it. */
export const advertisementsQuery = (lang: Locale) => endpointQuery('dashboard.advertisements', { query: { lang } });

export const markAdvertisementViewed = (id: number) =>
  apiClient.call<'dashboard.viewAdvertisement'>('dashboard.viewAdvertisement', { params: { id } });
