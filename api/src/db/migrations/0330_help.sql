-- Help centre: categories and articles (texts in content_texts with kinds help-category, help-article).
CREATE TABLE help_categories (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  sort_order INTEGER NOT NULL
);

CREATE TABLE help_articles (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  category_id INTEGER NOT NULL REFERENCES help_categories(id),
  sort_order INTEGER NOT NULL
);
