import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type HelpArticleSummary,
  type HelpCategory,
} from '@casino/contract/schemas';
import { ApiError } from '../../errors';
import { bodyReader, idResolver, langOf } from '../content/texts';
import { route } from '../../http/route';

interface ArticleRow extends HelpArticleSummary {
  categoryTitle: string;
}

/** GET /help (every article, grouped by category) and GET /help/{id} (numeric id or slug). */
export const helpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const columns = `a.id, a.slug, t.lang, c.slug AS category, ct.title AS categoryTitle, t.title, t.summary
       FROM help_articles a
       JOIN help_categories c ON c.id = a.category_id
       JOIN content_texts t ON t.kind = 'help-article' AND t.item_id = a.id AND t.lang = @lang
       JOIN content_texts ct ON ct.kind = 'help-category' AND ct.item_id = c.id AND ct.lang = @lang`;
  const all = db.prepare(`SELECT ${columns} ORDER BY c.sort_order, a.sort_order`);
  const one = db.prepare(`SELECT ${columns} WHERE a.id = @id`);
  const helpId = idResolver(db, 'help_articles');
  const body = bodyReader(db, 'help-article');

  route(
    app,
    'help.list',
    {},
    async (request) => {
      const categories: HelpCategory[] = [];
      for (const { categoryTitle, ...article } of all.all({ lang: langOf(request.query) }) as ArticleRow[]) {
        let category = categories.at(-1);
        if (category?.id !== article.category) {
          category = { id: article.category, title: categoryTitle, articles: [] };
          categories.push(category);
        }
        category.articles.push(article);
      }
      return { status: 'ok' as const, data: { categories } };
    },
  );

  route(
    app,
    'help.article',
    {},
    async (request) => {
      const lang = langOf(request.query);
      const id = helpId(request.params.id);
      const row = id === undefined ? undefined : (one.get({ lang, id }) as ArticleRow | undefined);
      if (!row) throw ApiError.notFound('id', `no help article "${request.params.id}"`);
      return { status: 'ok' as const, data: { ...row, ...body(row.id, lang) } };
    },
  );
};
