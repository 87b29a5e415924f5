import { endpointQuery } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';

/** GET /help?lang (SPEC.md section 7): every help topic, grouped, in display order. */
export const helpTopicsQuery = (lang: Locale) => endpointQuery(ENDPOINTS['help.list'], { query: { lang } });

/** GET /help/{id}?lang: one help article. */
export const helpArticleQuery = (id: string, lang: Locale) =>
  endpointQuery(ENDPOINTS['help.article'], { params: { id }, query: { lang } });
