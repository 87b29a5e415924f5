import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type BlogArticleSummary,
  type BlogAuthor,
  type BlogTag,
  type Locale,
} from '@casino/contract/schemas';
import { ApiError } from '../../errors';
import { bodyReader, idResolver, imageUrl, langOf } from '../content/texts';
import { route } from '../../http/route';

interface SummaryRow {
  id: number;
  slug: string;
  lang: Locale;
  title: string;
  summary: string;
  publishedAt: string;
  readingMinutes: number;
  authorId: number;
  authorSlug: string;
  authorName: string;
}

/** Blog articles, authors and tags (endpoint list in contract/src/schemas/blog.ts). */
export const blogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const publicUrl = app.config.publicUrl;
  const filter = `(@author IS NULL OR a.author_id = @author)
     AND (@tag IS NULL OR a.id IN (SELECT article_id FROM blog_article_tags WHERE tag_id = @tag))`;
  const summaries = db.prepare(
    `SELECT a.id, a.slug, t.lang, t.title, t.summary, a.published_at AS publishedAt, a.reading_minutes AS readingMinutes,
            au.id AS authorId, au.slug AS authorSlug, au.name AS authorName
       FROM blog_articles a
       JOIN content_texts t ON t.kind = 'blog-article' AND t.item_id = a.id AND t.lang = @lang
       JOIN blog_authors au ON au.id = a.author_id
      WHERE ${filter}
      ORDER BY a.published_at DESC, a.id DESC
      LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare(`SELECT count(*) FROM blog_articles a WHERE ${filter}`).pluck();
  const summaryById = db.prepare(
    `SELECT a.id, a.slug, t.lang, t.title, t.summary, a.published_at AS publishedAt, a.reading_minutes AS readingMinutes,
            au.id AS authorId, au.slug AS authorSlug, au.name AS authorName
       FROM blog_articles a
       JOIN content_texts t ON t.kind = 'blog-article' AND t.item_id = a.id AND t.lang = ?
       JOIN blog_authors au ON au.id = a.author_id
      WHERE a.id = ?`,
  );
  // Tags of a whole page of articles in one query (article ids passed as a JSON array).
  const tagsOfArticles = db.prepare(
    `SELECT at.article_id AS articleId, g.id, g.slug, t.title AS name
       FROM blog_article_tags at
       JOIN blog_tags g ON g.id = at.tag_id
       JOIN content_texts t ON t.kind = 'blog-tag' AND t.item_id = g.id AND t.lang = ?
      WHERE at.article_id IN (SELECT value FROM json_each(?))
      ORDER BY g.id`,
  );
  const authors = db.prepare(
    `SELECT au.id, au.slug, au.name, t.label AS role, t.summary AS bio,
            (SELECT count(*) FROM blog_articles a WHERE a.author_id = au.id) AS articleCount
       FROM blog_authors au JOIN content_texts t ON t.kind = 'blog-author' AND t.item_id = au.id AND t.lang = @lang
      WHERE @id IS NULL OR au.id = @id
      ORDER BY au.id`,
  );
  const tags = db.prepare(
    `SELECT g.id, g.slug, t.title AS name,
            (SELECT count(*) FROM blog_article_tags at WHERE at.tag_id = g.id) AS articleCount
       FROM blog_tags g JOIN content_texts t ON t.kind = 'blog-tag' AND t.item_id = g.id AND t.lang = @lang
      WHERE @id IS NULL OR g.id = @id
      ORDER BY articleCount DESC, g.id`,
  );
  const articleId = idResolver(db, 'blog_articles');
  const authorId = idResolver(db, 'blog_authors');
  const tagId = idResolver(db, 'blog_tags');
  const body = bodyReader(db, 'blog-article');

  const toSummaries = (rows: SummaryRow[]): BlogArticleSummary[] => {
    if (rows.length === 0) return [];
    const tags = new Map<number, BlogArticleSummary['tags']>();
    const tagRows = tagsOfArticles.all(rows[0]!.lang, JSON.stringify(rows.map((row) => row.id))) as ({
      articleId: number;
    } & BlogArticleSummary['tags'][number])[];
    for (const { articleId, ...tag } of tagRows) tags.set(articleId, [...(tags.get(articleId) ?? []), tag]);
    return rows.map((row) => toSummary(row, tags.get(row.id) ?? []));
  };
  const toSummary = (row: SummaryRow, tags: BlogArticleSummary['tags']): BlogArticleSummary => ({
    id: row.id,
    slug: row.slug,
    lang: row.lang,
    title: row.title,
    summary: row.summary,
    image: imageUrl(publicUrl, `content/images/blog-${row.slug}.svg`),
    publishedAt: row.publishedAt,
    readingMinutes: row.readingMinutes,
    author: { id: row.authorId, slug: row.authorSlug, name: row.authorName },
    tags,
  });
  const authorOut = (row: Omit<BlogAuthor, 'avatar'>): BlogAuthor => ({
    ...row,
    avatar: imageUrl(publicUrl, `content/images/author-${row.slug}.svg`),
  });
  const page = (
    lang: Locale,
    query: { page?: number; perPage?: number },
    by: { author?: number; tag?: number },
  ) => {
    const pageNo = query.page ?? 1;
    const perPage = query.perPage ?? 20;
    const params = { lang, author: by.author ?? null, tag: by.tag ?? null };
    const rows = summaries.all({ ...params, limit: perPage, offset: (pageNo - 1) * perPage }) as SummaryRow[];
    return {
      items: toSummaries(rows),
      page: pageNo,
      perPage,
      total: count.get({ author: params.author, tag: params.tag }) as number,
    };
  };

  route(
    app,
    'blog.articles',
    {},
    async (request) => ({
      status: 'ok' as const,
      data: page(langOf(request.query), request.query, {}),
    }),
  );

  route(
    app,
    'blog.article',
    {},
    async (request) => {
      const lang = langOf(request.query);
      const id = articleId(request.params.id);
      const row = id === undefined ? undefined : (summaryById.get(lang, id) as SummaryRow | undefined);
      if (!row) throw ApiError.notFound('id', `no blog article "${request.params.id}"`);
      return { status: 'ok' as const, data: { ...toSummaries([row])[0]!, ...body(row.id, lang) } };
    },
  );

  route(
    app,
    'blog.authors',
    {},
    async (request) => ({
      status: 'ok' as const,
      data: {
        items: (authors.all({ lang: langOf(request.query), id: null }) as BlogAuthor[]).map(authorOut),
      },
    }),
  );

  route(
    app,
    'blog.authorArticles',
    {},
    async (request) => {
      const lang = langOf(request.query);
      const id = authorId(request.params.id);
      const author = id === undefined ? undefined : (authors.get({ lang, id }) as BlogAuthor | undefined);
      if (!author || id === undefined) throw ApiError.notFound('id', `no blog author "${request.params.id}"`);
      return {
        status: 'ok' as const,
        data: { author: authorOut(author), articles: page(lang, request.query, { author: id }) },
      };
    },
  );

  route(
    app,
    'blog.tags',
    {},
    async (request) => ({
      status: 'ok' as const,
      data: { items: tags.all({ lang: langOf(request.query), id: null }) as BlogTag[] },
    }),
  );

  route(
    app,
    'blog.tagArticles',
    {},
    async (request) => {
      const lang = langOf(request.query);
      const id = tagId(request.params.id);
      const tag = id === undefined ? undefined : (tags.get({ lang, id }) as BlogTag | undefined);
      if (!tag || id === undefined) throw ApiError.notFound('id', `no blog tag "${request.params.id}"`);
      return { status: 'ok' as const, data: { tag, articles: page(lang, request.query, { tag: id }) } };
    },
  );
};
