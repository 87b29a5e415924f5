import type { Db } from '../../db/database';
import { insertTexts } from '../content/texts';
import { NEWS_ITEMS } from './data/news';
import { NEWS_BODIES_EN } from './data/news.en';
import { NEWS_BODIES_RU } from './data/news.ru';

export function seedNews(db: Db): void {
  const insert = db.prepare('INSERT INTO news (slug, published_at) VALUES (?, ?)');
  for (const item of NEWS_ITEMS) {
    const en = NEWS_BODIES_EN[item.slug];
    const ru = NEWS_BODIES_RU[item.slug];
    if (!en || !ru) throw new Error(`news ${item.slug}: missing en or ru body`);
    const id = Number(insert.run(item.slug, item.publishedAt).lastInsertRowid);
    insertTexts(db, 'news', id, {
      title: item.title,
      summary: item.summary,
      body: { en: en.trim(), ru: ru.trim() },
    });
  }
}
