import type { Db } from '../../db/database';
import { insertTexts, sameInEveryLanguage } from '../content/texts';
import { BLOG_ARTICLES } from './data/articles';
import { BLOG_BODIES_EN } from './data/articles.en';
import { BLOG_BODIES_RU } from './data/articles.ru';
import { BLOG_AUTHORS, BLOG_TAGS } from './data/authors-and-tags';

export function seedBlog(db: Db): void {
  const authorIds = new Map<string, number>();
  const insertAuthor = db.prepare('INSERT INTO blog_authors (slug, name) VALUES (?, ?)');
  for (const author of BLOG_AUTHORS) {
    const id = Number(insertAuthor.run(author.slug, author.name).lastInsertRowid);
    authorIds.set(author.slug, id);
    insertTexts(db, 'blog-author', id, {
      title: sameInEveryLanguage(author.name),
      summary: author.bio,
      label: author.role,
    });
  }
  const tagIds = new Map<string, number>();
  const insertTag = db.prepare('INSERT INTO blog_tags (slug) VALUES (?)');
  for (const tag of BLOG_TAGS) {
    const id = Number(insertTag.run(tag.slug).lastInsertRowid);
    tagIds.set(tag.slug, id);
    insertTexts(db, 'blog-tag', id, { title: tag.name });
  }
  const insertArticle = db.prepare(
    'INSERT INTO blog_articles (slug, author_id, published_at, reading_minutes) VALUES (?, ?, ?, ?)',
  );
  const tagArticle = db.prepare('INSERT INTO blog_article_tags (article_id, tag_id) VALUES (?, ?)');
  for (const article of BLOG_ARTICLES) {
    const authorId = authorIds.get(article.author);
    const en = BLOG_BODIES_EN[article.slug];
    const ru = BLOG_BODIES_RU[article.slug];
    if (authorId === undefined || !en || !ru)
      throw new Error(`blog article ${article.slug}: unknown author or missing body`);
    const id = Number(
      insertArticle.run(article.slug, authorId, article.publishedAt, article.readingMinutes).lastInsertRowid,
    );
    insertTexts(db, 'blog-article', id, {
      title: article.title,
      summary: article.summary,
      body: { en: en.trim(), ru: ru.trim() },
    });
    for (const slug of article.tags) {
      const tagId = tagIds.get(slug);
      if (tagId === undefined) throw new Error(`blog article ${article.slug}: unknown tag ${slug}`);
      tagArticle.run(id, tagId);
    }
  }
}
