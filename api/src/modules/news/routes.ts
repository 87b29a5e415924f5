import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type Locale,
  type NewsSummary,
} from '@casino/contract/schemas';
import { ApiError } from '../../errors';
import { bodyReader, idResolver, imageUrl, langOf } from '../content/texts';
import { route } from '../../http/route';

/** GET /news (paged, newest first) and GET /news/{id} (numeric id or slug). */
export const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const publicUrl = app.config.publicUrl;
  const columns = `n.id, n.slug, t.lang, t.title, t.summary, n.published_at AS publishedAt
       FROM news n JOIN content_texts t ON t.kind = 'news' AND t.item_id = n.id AND t.lang = ?`;
  const list = db.prepare(`SELECT ${columns} ORDER BY n.published_at DESC, n.id DESC LIMIT ? OFFSET ?`);
  const one = db.prepare(`SELECT ${columns} WHERE n.id = ?`);
  const total = db.prepare('SELECT count(*) FROM news').pluck();
  const newsId = idResolver(db, 'news');
  const body = bodyReader(db, 'news');
  const withImage = (row: Omit<NewsSummary, 'image'>): NewsSummary => ({
    ...row,
    image: imageUrl(publicUrl, `content/images/news-${row.slug}.svg`),
  });

  route(
    app,
    'news.list',
    {},
    async (request) => {
      const lang: Locale = langOf(request.query);
      const page = request.query.page ?? 1;
      const perPage = request.query.perPage ?? 20;
      const rows = list.all(lang, perPage, (page - 1) * perPage) as Omit<NewsSummary, 'image'>[];
      return {
        status: 'ok' as const,
        data: { items: rows.map(withImage), page, perPage, total: total.get() as number },
      };
    },
  );

  route(
    app,
    'news.article',
    {},
    async (request) => {
      const lang = langOf(request.query);
      const id = newsId(request.params.id);
      const row =
        id === undefined ? undefined : (one.get(lang, id) as Omit<NewsSummary, 'image'> | undefined);
      if (!row) throw ApiError.notFound('id', `no news item "${request.params.id}"`);
      return { status: 'ok' as const, data: { ...withImage(row), ...body(row.id, lang) } };
    },
  );
};
