import { endpointQuery, type Locale } from '@casino/shared';

/** GET /banners-for-slider?lang (SPEC.md section 7): the home page's promotional banners. */
export const bannersQuery = (lang: Locale) => endpointQuery('content.banners', { query: { lang } });
