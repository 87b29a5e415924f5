import { endpointQuery } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';

/** GET /pages/{slug}?lang= (SPEC.md section 7): a display page in the player's language (or English, marked). */
export const displayPageQuery = (slug: string, lang: Locale) =>
  endpointQuery(ENDPOINTS['content.page'], { params: { slug }, query: { lang } });
