import { endpointQuery, type Locale } from '@casino/shared';

/** GET /help?lang (SPEC.md section 7): every help topic, grouped, in display order. */
export const helpTopicsQuery = (lang: Locale) => endpointQuery('help.list', { query: { lang } });

/** GET /help/{id}?lang: one help article. */
export const helpArticleQuery = (id: string, lang: Locale) =>
  endpointQuery('help.article', { params: { id }, query: { lang } });
