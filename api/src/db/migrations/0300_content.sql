-- Settings-and-content module: display pages, slider banners, menu, promos, and the translated texts they share.
-- Every translatable thing is a row in its own table plus one row per language in content_texts (kind, item_id, lang).
-- body is filled in en and ru; other languages fall back to the English body when read (see content/texts.ts).

CREATE TABLE content_texts (
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'ca', 'es', 'fr', 'kk', 'pl', 'pt', 'ru', 'tr', 'de')),
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  -- button label of a banner, badge of a promo, role of a blog author
  label TEXT NOT NULL DEFAULT '',
  body TEXT,
  PRIMARY KEY (kind, item_id, lang)
) WITHOUT ROWID;

CREATE TABLE display_pages (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  sort_order INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  path TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);

CREATE TABLE promos (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  path TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);

-- section 'main' is the product's navigation; footer groups are the rows with section 'footer-group', their links
-- are the rows whose parent_id points at the group.
CREATE TABLE menu_items (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  section TEXT NOT NULL CHECK (section IN ('main', 'footer-group', 'footer')),
  parent_id INTEGER REFERENCES menu_items(id),
  path TEXT NOT NULL DEFAULT '',
  icon TEXT NOT NULL DEFAULT '',
  sort_order INTEGER NOT NULL
);
