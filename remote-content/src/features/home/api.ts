import { endpointQuery, type Locale } from '@casino/shared';

/** GET /banners-for-slider?lang (SPEC.md section 7): the home page's promotional banners. */
export const bannersQuery = (lang: Locale) => endpointQuery('content.banners', { query: { lang } });

/** GET /promo?lang (SPEC.md section 7): the home page's promo blocks. */
export const promoQuery = (lang: Locale) => endpointQuery('content.promo', { query: { lang } });
