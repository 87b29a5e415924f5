import { Type, type Static } from 'typebox';
import { BodyFields } from './content';
import { LangQuery, LocaleSchema, PageQuery, Paged, ok } from './common';

/**
 * Blog (routes /{lang}/blog, /{lang}/blog/{id}, /{lang}/blog/{author|tag}/{id}). All take `?lang=` (default ru).
 *  GET /blog/articles?page&perPage          -> Paged<BlogArticleSummary>, newest first
 *  GET /blog/articles/{id}                  -> BlogArticle (id or slug)
 *  GET /blog/authors                        -> { items: BlogAuthor[] }
 *  GET /blog/authors/{id}/articles?page     -> { author, articles: Paged<BlogArticleSummary> }
 *  GET /blog/tags                           -> { items: BlogTag[] }
 *  GET /blog/tags/{id}/articles?page        -> { tag, articles: Paged<BlogArticleSummary> }
 */
export const BlogListQuery = Type.Object({ ...LangQuery.properties, ...PageQuery.properties });
export type BlogListQuery = Static<typeof BlogListQuery>;

export const BlogAuthorRef = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });
export const BlogAuthor = Type.Object({
  ...BlogAuthorRef.properties,
  /** Role and short biography, translated. */
  role: Type.String(),
  bio: Type.String(),
  avatar: Type.String(),
  articleCount: Type.Integer(),
});
export type BlogAuthor = Static<typeof BlogAuthor>;

export const BlogTagRef = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });
export const BlogTag = Type.Object({ ...BlogTagRef.properties, articleCount: Type.Integer() });
export type BlogTag = Static<typeof BlogTag>;

export const BlogArticleSummary = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  lang: LocaleSchema,
  title: Type.String(),
  summary: Type.String(),
  image: Type.String(),
  publishedAt: Type.String(),
  readingMinutes: Type.Integer(),
  author: BlogAuthorRef,
  tags: Type.Array(BlogTagRef),
});
export type BlogArticleSummary = Static<typeof BlogArticleSummary>;
export const BlogArticle = Type.Object({ ...BlogArticleSummary.properties, ...BodyFields });
export type BlogArticle = Static<typeof BlogArticle>;

export const BlogArticlesResponse = ok(Paged(BlogArticleSummary));
export const BlogArticleResponse = ok(BlogArticle);
export const BlogAuthorsResponse = ok(Type.Object({ items: Type.Array(BlogAuthor) }));
export const BlogTagsResponse = ok(Type.Object({ items: Type.Array(BlogTag) }));
export const BlogByAuthorResponse = ok(
  Type.Object({ author: BlogAuthor, articles: Paged(BlogArticleSummary) }),
);
export const BlogByTagResponse = ok(Type.Object({ tag: BlogTag, articles: Paged(BlogArticleSummary) }));
