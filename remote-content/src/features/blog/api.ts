import { endpointQuery } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';

/** Not in SPEC.md: twelve cards fill whole rows of one, two and three columns. */
export const BLOG_PAGE_SIZE = 12;
/** Not in SPEC.md: three related articles under an article, one row on a wide screen. */
export const RELATED_ARTICLES = 3;

export type BlogListingKind = 'author' | 'tag';

/** GET /blog/articles?lang&page&perPage (SPEC.md section 7): the blog, newest first. */
export const blogArticlesQuery = (lang: Locale, page: number) =>
  endpointQuery(ENDPOINTS['blog.articles'], { query: { lang, page, perPage: BLOG_PAGE_SIZE } });

/** GET /blog/articles/{id}?lang: one article with its body, author and tags. */
export const blogArticleQuery = (id: string, lang: Locale) =>
  endpointQuery(ENDPOINTS['blog.article'], { params: { id }, query: { lang } });

/** GET /blog/authors/{id}/articles: an author with their articles. */
export const authorArticlesQuery = (id: string, lang: Locale, page: number, perPage = BLOG_PAGE_SIZE) =>
  endpointQuery(ENDPOINTS['blog.authorArticles'], { params: { id }, query: { lang, page, perPage } });

/** GET /blog/tags/{id}/articles: a tag with its articles. */
export const tagArticlesQuery = (id: string, lang: Locale, page: number, perPage = BLOG_PAGE_SIZE) =>
  endpointQuery(ENDPOINTS['blog.tagArticles'], { params: { id }, query: { lang, page, perPage } });

/** SPEC.md section 5: a listing is by `author` or by `tag`, nothing else. */
export function isBlogListingKind(value: string | undefined): value is BlogListingKind {
  return value === 'author' || value === 'tag';
}
