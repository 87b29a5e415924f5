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

/** When the operator's copies were published: before every seeded article, so the blog's first pages stay as they were. */
const COPIES_PUBLISHED_BEFORE = Date.parse('2020-01-01T00:00:00Z');

/**
 * Pads the blog with copies of the seeded articles until it holds `size` articles (POST /_dev/blog/articles); never
 * removes any. Copy n is article n % seeded of the seed (its author, tags and texts), slug `<slug>-copy-<n>`, its title
 * and each written body numbered, so no two pages read the same. Answers the articles now in the blog and how many
 * were added.
 */
export function padBlog(db: Db, size: number): { total: number; added: number } {
  return db.transaction(() => {
    const have = db.prepare('SELECT COUNT(*) FROM blog_articles').pluck().get() as number;
    if (have >= size) return { total: have, added: 0 };
    const sources = db
      .prepare('SELECT id, slug, author_id AS authorId, reading_minutes AS readingMinutes FROM blog_articles WHERE slug NOT LIKE ? ORDER BY id')
      .all('%-copy-%') as { id: number; slug: string; authorId: number; readingMinutes: number }[];
    const insertArticle = db.prepare(
      'INSERT INTO blog_articles (slug, author_id, published_at, reading_minutes) VALUES (?, ?, ?, ?)',
    );
    const copyTexts = db.prepare(
      `INSERT INTO content_texts (kind, item_id, lang, title, summary, label, body)
       SELECT kind, @copy, lang, title || ' (' || @n || ')', summary, label, body || '<p>' || @n || '</p>'
         FROM content_texts WHERE kind = 'blog-article' AND item_id = @source`,
    );
    const copyTags = db.prepare(
      'INSERT INTO blog_article_tags (article_id, tag_id) SELECT ?, tag_id FROM blog_article_tags WHERE article_id = ?',
    );
    for (let n = have + 1; n <= size; n++) {
      const source = sources[n % sources.length]!;
      const publishedAt = new Date(COPIES_PUBLISHED_BEFORE - n * 60_000).toISOString();
      const copy = Number(
        insertArticle.run(`${source.slug}-copy-${n}`, source.authorId, publishedAt, source.readingMinutes).lastInsertRowid,
      );
      copyTexts.run({ copy, n: String(n), source: source.id });
      copyTags.run(copy, source.id);
    }
    return { total: size, added: size - have };
  })();
}
