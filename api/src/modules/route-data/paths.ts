import { LOCALES, type Locale, type Redirect } from '@casino/contract/schemas';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';
import { ApiError } from '../../errors';

const LOCALE_SET = new Set<string>(LOCALES);

/**
 * Normalises a path for storage and lookup (the rule is documented in contract/src/schemas/route-data.ts):
 * no query or hash, percent-decoded, single slashes, no trailing slash, lower case. Returns null for a path that
 * cannot be decoded.
 */
export function normalisePath(raw: string): string | null {
  let path = raw.split(/[?#]/, 1)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    return null;
  }
  path = ('/' + path).replace(/\/{2,}/g, '/').toLowerCase();
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path;
}

/** Splits "/en/old-promo" into its locale and the rest ("/old-promo"); a path with no locale prefix has locale null. */
export function splitLocale(path: string): { locale: Locale | null; rest: string } {
  const first = path.split('/')[1] ?? '';
  if (!LOCALE_SET.has(first)) return { locale: null, rest: path };
  return { locale: first as Locale, rest: path.slice(first.length + 1) || '/' };
}

/** Only absolute http(s) URLs with a host may be external targets (no javascript:, data:, protocol-relative ...). */
export function isSafeExternalUrl(target: string): boolean {
  try {
    const url = new URL(target);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !/\s/.test(target)
    );
  } catch {
    return false;
  }
}

export interface NewRedirect {
  from: string;
  type: 'internal' | 'external';
  target: string;
  permanent?: boolean;
}

/** The one way redirects are stored: validates both ends so the lookup never has to. */
export function addRedirect(db: Db, { from, type, target, permanent = true }: NewRedirect): void {
  const fromPath = normalisePath(from);
  if (!fromPath || !from.startsWith('/') || fromPath === '/')
    throw ApiError.badRequest('from', 'must be an app path other than "/"');
  if (type === 'external') {
    if (!isSafeExternalUrl(target))
      throw ApiError.badRequest('target', 'an external target must be an absolute http or https URL');
  } else {
    const internal = normalisePath(target);
    if (!target.startsWith('/') || target.startsWith('//') || !internal)
      throw ApiError.badRequest('target', 'an internal target must be an app path');
    if (splitLocale(internal).locale)
      throw ApiError.badRequest('target', 'store internal targets without a locale prefix');
    if (internal === fromPath) throw ApiError.badRequest('target', 'a redirect cannot point at itself');
  }
  db.prepare(
    'INSERT INTO redirects (from_path, type, target, permanent, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(fromPath, type, type === 'external' ? target : normalisePath(target), permanent ? 1 : 0, nowIso());
}

interface RedirectRow {
  type: 'internal' | 'external';
  target: string;
  permanent: number;
}

/** Prepared once: the redirect for a path, trying the path as given and without its locale prefix. */
export function redirectLookup(db: Db): (rawPath: string) => Redirect | null {
  // The UNIQUE index on from_path serves both probes; the longer (locale-prefixed) match wins.
  const statement = db.prepare(
    `SELECT type, target, permanent FROM redirects WHERE from_path IN (?, ?) ORDER BY length(from_path) DESC LIMIT 1`,
  );
  return (rawPath) => {
    const path = normalisePath(rawPath);
    if (!path) return null;
    const { locale, rest } = splitLocale(path);
    const row = statement.get(path, rest) as RedirectRow | undefined;
    if (!row) return null;
    const permanent = row.permanent === 1;
    if (row.type === 'external') return { type: 'external', url: row.target, permanent };
    const to = locale ? (row.target === '/' ? `/${locale}` : `/${locale}${row.target}`) : row.target;
    return { type: 'internal', to, permanent };
  };
}
