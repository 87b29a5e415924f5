import type { Db } from '../../db/database';
import { insertTexts } from '../content/texts';
import { HELP_ARTICLES, HELP_CATEGORIES } from './data/articles';
import { HELP_BODIES_EN } from './data/articles.en';
import { HELP_BODIES_RU } from './data/articles.ru';

export function seedHelp(db: Db): void {
  const categoryIds = new Map<string, number>();
  const insertCategory = db.prepare('INSERT INTO help_categories (slug, sort_order) VALUES (?, ?)');
  HELP_CATEGORIES.forEach((category, index) => {
    const id = Number(insertCategory.run(category.slug, index).lastInsertRowid);
    categoryIds.set(category.slug, id);
    insertTexts(db, 'help-category', id, { title: category.title });
  });
  const insertArticle = db.prepare(
    'INSERT INTO help_articles (slug, category_id, sort_order) VALUES (?, ?, ?)',
  );
  HELP_ARTICLES.forEach((article, index) => {
    const categoryId = categoryIds.get(article.category);
    const en = HELP_BODIES_EN[article.slug];
    const ru = HELP_BODIES_RU[article.slug];
    if (categoryId === undefined || !en || !ru)
      throw new Error(`help article ${article.slug}: unknown category or missing body`);
    const id = Number(insertArticle.run(article.slug, categoryId, index).lastInsertRowid);
    insertTexts(db, 'help-article', id, {
      title: article.title,
      summary: article.summary,
      body: { en: en.trim(), ru: ru.trim() },
    });
  });
}
