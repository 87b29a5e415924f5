-- News items (texts in content_texts with kind news).
CREATE TABLE news (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  published_at TEXT NOT NULL
);
CREATE INDEX news_published ON news(published_at);
