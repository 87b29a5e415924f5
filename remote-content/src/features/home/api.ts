import { endpointQuery } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';

/** GET /banners-for-slider?lang (SPEC.md section 7): the home page's promotional banners. */
export const bannersQuery = (lang: Locale) => endpointQuery(ENDPOINTS['content.banners'], { query: { lang } });

/** GET /promo?lang (SPEC.md section 7): the home page's promo blocks. */
export const promoQuery = (lang: Locale) => endpointQuery(ENDPOINTS['content.promo'], { query: { lang } });
