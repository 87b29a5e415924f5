import { DEFAULT_LOCALE, LOCALES, type Locale } from '@casino/contract/schemas';
import type { Db } from '../../db/database';
import { bodyProblems } from './body-rules';

/**
 * Translated texts of every content kind live in one table, `content_texts` (migration 0300). Seed data says each
 * text once per language with `Translated`, so a missing language is a type error rather than a blank on screen.
 */
export type Translated = Record<Locale, string>;
/** Full bodies are written in en and ru; other languages read the English body (bodyIsFallback). */
export type Bodies = { en: string; ru: string } & Partial<Record<Locale, string>>;

export type TextKind =
  | 'page'
  | 'banner'
  | 'promo'
  | 'menu'
  | 'blog-author'
  | 'blog-tag'
  | 'blog-article'
  | 'news'
  | 'help-category'
  | 'help-article';

/** Language a body falls back to when it is not written in the requested one. */
export const BODY_FALLBACK_LOCALE: Locale = 'en';

export interface ItemTexts {
  title: Translated;
  summary?: Translated;
  label?: Translated;
  body?: Bodies;
}

export function insertTexts(db: Db, kind: TextKind, itemId: number, texts: ItemTexts): void {
  // A body outside the HTML whitelist would reach every front end: refuse to seed it.
  for (const [lang, html] of Object.entries(texts.body ?? {})) {
    const problems = bodyProblems(html);
    if (problems.length) throw new Error(`${kind} ${itemId} (${lang}): ${problems.join('; ')}`);
  }
  const insert = db.prepare(
    'INSERT INTO content_texts (kind, item_id, lang, title, summary, label, body) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const lang of LOCALES) {
    insert.run(
      kind,
      itemId,
      lang,
      texts.title[lang],
      texts.summary?.[lang] ?? '',
      texts.label?.[lang] ?? '',
      texts.body?.[lang] ?? null,
    );
  }
}

export const langOf = (query: { lang?: Locale | undefined }): Locale => query.lang ?? DEFAULT_LOCALE;

/** A body in the requested language, or the fallback language's body, with the flags of the wire contract. */
export interface BodyText {
  body: string;
  bodyFormat: 'html';
  bodyLang: Locale;
  bodyIsFallback: boolean;
}

interface BodyRow {
  body: string | null;
  fallbackBody: string | null;
}

/** Prepared once per database: the body of one item in one language, with the fallback language's body beside it. */
export function bodyReader(db: Db, kind: TextKind): (itemId: number, lang: Locale) => BodyText {
  const statement = db.prepare(
    `SELECT t.body AS body, f.body AS fallbackBody
       FROM content_texts t
       LEFT JOIN content_texts f ON f.kind = t.kind AND f.item_id = t.item_id AND f.lang = ?
      WHERE t.kind = ? AND t.item_id = ? AND t.lang = ?`,
  );
  return (itemId, lang) => {
    const row = statement.get(BODY_FALLBACK_LOCALE, kind, itemId, lang) as BodyRow | undefined;
    if (row?.body) return { body: row.body, bodyFormat: 'html', bodyLang: lang, bodyIsFallback: false };
    return {
      body: row?.fallbackBody ?? '',
      bodyFormat: 'html',
      bodyLang: BODY_FALLBACK_LOCALE,
      bodyIsFallback: true,
    };
  };
}

/** Resolves a path id that may be a numeric id or a slug to the row id of `table`, or undefined. */
export function idResolver(
  db: Db,
  table: 'blog_articles' | 'blog_authors' | 'blog_tags' | 'news' | 'help_articles',
) {
  const bySlug = db.prepare(`SELECT id FROM ${table} WHERE slug = ?`).pluck();
  const byId = db.prepare(`SELECT id FROM ${table} WHERE id = ?`).pluck();
  return (idOrSlug: string): number | undefined =>
    (/^\d{1,9}$/.test(idOrSlug) ? byId.get(Number(idOrSlug)) : bySlug.get(idOrSlug.toLowerCase())) as
      number | undefined;
}

/** Public URL of an image this API serves; relative unless API_PUBLIC_URL is set. */
export const imageUrl = (publicUrl: string, pathUnderApi: string): string =>
  `${publicUrl}/api/v1/${pathUnderApi}`;

/** For names that are the same in every language (a person's name): the Translated form the text table needs. */
export const sameInEveryLanguage = (text: string): Translated =>
  Object.fromEntries(LOCALES.map((lang) => [lang, text])) as Translated;
