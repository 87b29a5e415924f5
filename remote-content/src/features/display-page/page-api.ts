import { endpointQuery, type Locale } from '@casino/shared';

/** GET /pages/{slug}?lang= (SPEC.md section 7): a display page in the player's language (or English, marked). */
export const displayPageQuery = (slug: string, lang: Locale) =>
  endpointQuery('content.page', { params: { slug }, query: { lang } });
