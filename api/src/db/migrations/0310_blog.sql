-- Blog: authors, tags, articles (texts in content_texts with kinds blog-author, blog-tag, blog-article).
CREATE TABLE blog_authors (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);

CREATE TABLE blog_tags (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE
);

CREATE TABLE blog_articles (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  author_id INTEGER NOT NULL REFERENCES blog_authors(id),
  published_at TEXT NOT NULL,
  reading_minutes INTEGER NOT NULL
);
CREATE INDEX blog_articles_author ON blog_articles(author_id, published_at);
CREATE INDEX blog_articles_published ON blog_articles(published_at);

CREATE TABLE blog_article_tags (
  article_id INTEGER NOT NULL REFERENCES blog_articles(id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES blog_tags(id) ON DELETE CASCADE,
  PRIMARY KEY (article_id, tag_id)
) WITHOUT ROWID;
CREATE INDEX blog_article_tags_tag ON blog_article_tags(tag_id, article_id);
