import { endpointQuery } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';

/** Not in SPEC.md: twelve news cards fill whole rows of one, two and three columns. */
export const NEWS_PAGE_SIZE = 12;
/** Not in SPEC.md: the newest other news items beside a news item (issue 34). */
export const RELATED_NEWS = 3;

/** GET /news?lang&page&perPage (SPEC.md section 7): the news, newest first. */
export const newsListQuery = (lang: Locale, page: number) =>
  endpointQuery(ENDPOINTS['news.list'], { query: { lang, page, perPage: NEWS_PAGE_SIZE } });

/** GET /news/{id}?lang: one news item with its body. */
export const newsArticleQuery = (id: string, lang: Locale) =>
  endpointQuery(ENDPOINTS['news.article'], { params: { id }, query: { lang } });
