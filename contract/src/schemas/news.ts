import { Type, type Static } from 'typebox';
import { BodyFields } from './content';
import { LangQuery, LocaleSchema, PageQuery, Paged, ok } from './common';

/**
 * News (routes /{lang}/news/list and /{lang}/news/show/{id}). Both take `?lang=` (default ru).
 *  GET /news?page&perPage -> Paged<NewsSummary>, newest first
 *  GET /news/{id}         -> NewsArticle (numeric id or slug)
 */
export const NewsListQuery = Type.Object({ ...LangQuery.properties, ...PageQuery.properties });
export type NewsListQuery = Static<typeof NewsListQuery>;

export const NewsSummary = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  lang: LocaleSchema,
  title: Type.String(),
  summary: Type.String(),
  image: Type.String(),
  publishedAt: Type.String(),
});
export type NewsSummary = Static<typeof NewsSummary>;
export const NewsArticle = Type.Object({ ...NewsSummary.properties, ...BodyFields });
export type NewsArticle = Static<typeof NewsArticle>;

export const NewsListResponse = ok(Paged(NewsSummary));
export const NewsArticleResponse = ok(NewsArticle);
