import { DEFAULT_LOCALE, LOCALES, type Locale } from '../schemas/locales';
import { gameSlugOfAddress } from './game-address';

/**
 * The shape of a page and the matching of paths against pages. There is no central list of pages: each remote declares
 * its own in its `src/route-manifest.ts` (docs/pages.md), its build writes them into its version folder, and the edge
 * and the host match a path against the pages of the versions a visitor is served (route-manifest.ts, SECTIONS).
 * Every route exists under each of the ten language prefixes; `/` and `/{lang}` are the home page. Patterns are
 * written without the language prefix.
 *
 * Pattern syntax: `:name` one segment, `*slug` one or more segments (may sit in the middle), a literal otherwise.
 */

import type { RemoteName } from '../release';
export type { RemoteName };
export type LayoutName = 'blank' | 'blog' | 'dashboard' | 'default' | 'game-play';
/**
 * The `game-play` layout's promise to its page: the CSS custom property the host sets on the layout's `<main>` (the
 * page's ancestor), the height in px of everything the host puts above the page (the header, Sweden's buttons, the
 * play-safety bar, the profile's rules line), measured in the browser as they change. A page that fills the rest of
 * the screen uses `height: calc(100dvh - var(--above-page-h, var(--header-h, 60px)))`: the fallback keeps it working
 * under a host built before the property (docs/pages.md "The game-play layout").
 */
export const ABOVE_PAGE_HEIGHT_PROPERTY = '--above-page-h';
/**
 * public: anyone. player-only: needs the auth_token cookie. guest-only: a signed-in player is sent home.
 * real-money: needs the cookie, and a blocked player is sent home with playerBlockedByLite.
 */
export type AccessRule = 'public' | 'player-only' | 'guest-only' | 'real-money';

export interface RouteEntry {
  id: string;
  pattern: string;
  remote: RemoteName;
  layout: LayoutName;
  access: AccessRule;
  /** The page's title and description (`<title>`, meta description): keys in the owning remote's namespace. */
  titleKey?: string;
  descriptionKey?: string;
  /**
   * The page is in the player area's navigation (the host's dashboard layout lists these): its place in the list and
   * the label's key in the owning remote's namespace.
   */
  playerArea?: { order: number; labelKey: string };
  /**
   * Extra shape rules beyond the pattern (SPEC.md section 5), as data so a route manifest can carry them: each named
   * parameter must be one of the listed values (for a `*slug`, its first segment), or the path is Page Not Found.
   */
  params?: Readonly<Record<string, readonly string[]>>;
  /** The address under the language prefix must name a game (contract/src/routing/game-address.ts). */
  gameAddress?: boolean;
  /** The page has route metadata (SPEC.md section 2: rules, unsubscribe). */
  hasMeta?: boolean;
  /** Rendered only in the browser, never on the server (SPEC.md section 2: contribution); server-rendered otherwise. */
  clientOnly?: boolean;
  /**
   * A public `clientOnly` page's title and description in each language, by language code: written into
   * route-manifest.json by the remote's build from its own translations (`titleKey`, `descriptionKey`;
   * shared/federation/route-manifest.cjs), never declared by hand. The edge gives the page it does not render its share
   * card from them (host/server/social-meta.ts, `browserPageSocialTags`); the browser's copy of the manifest leaves
   * them out.
   */
  shareText?: Readonly<Record<string, { title: string; description?: string }>>;
  /** Also answered without a language prefix (the social providers call back to fixed URLs). */
  alsoWithoutLocale?: boolean;
  /**
   * The query parameters the page reads, and what each does: `canonical` names another page of the same address (a
   * list's page number: the canonical link keeps it), `view` shows the same page another way (filters, a search: the
   * canonical link drops it). The edge's server render, its page cache and the canonical link see only these; any
   * other parameter (`?cb=<random>`, a tracking tag) is dropped there and left to the browser. A page that reads a
   * new parameter on the server must declare it here (in its remote's route-manifest.ts).
   */
  query?: Readonly<Record<string, QueryParamRole>>;
}

/** See RouteEntry.query. */
export type QueryParamRole = 'canonical' | 'view';

export const SUPPORTED_LOCALES: readonly Locale[] = LOCALES;
export { DEFAULT_LOCALE };

export { CATCH_ALL_SLUG_SECTIONS } from './game-address';
/** SPEC.md section 5: blog listings by author or by tag, nothing else. */
export const BLOG_TYPEBY = ['author', 'tag'] as const;

/** Display pages a player under terms may still open (SPEC.md section 2, terms guard): content's page ids. */
export const TERMS_PAGE_ID = 'terms';
export const PRIVACY_POLICY_PAGE_ID = 'privacypolicy';

/** Whether matched parameters keep a route's shape rules (RouteEntry.params, RouteEntry.gameAddress). */
export function satisfiesRules(entry: Pick<RouteEntry, 'params' | 'gameAddress'>, params: Record<string, string>, address: string): boolean {
  for (const [name, allowed] of Object.entries(entry.params ?? {})) {
    const value = (params[name] ?? '').split('/')[0]!;
    if (!allowed.includes(value)) return false;
  }
  return !entry.gameAddress || gameSlugOfAddress(address) !== null;
}

export function isSupportedLocale(value: string | undefined | null): value is Locale {
  return value != null && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export type RouteMatch =
  | {
      kind: 'page';
      entry: RouteEntry;
      /** The language of the path; the default one when the path had no prefix. */
      locale: Locale;
      hasLocalePrefix: boolean;
      params: Record<string, string>;
      pathname: string;
    }
  /** The path ends in /redirect (SPEC.md "/*\/redirect"): only the server-driven redirect guard can answer it. */
  | { kind: 'redirect-only'; locale: Locale; hasLocalePrefix: boolean; pathname: string }
  | { kind: 'not-found'; locale: Locale; hasLocalePrefix: boolean; pathname: string };

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((s) => s !== '');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Matches segments against a pattern; `*name` takes one or more segments, leaving enough for what follows. */
export function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = splitPath(pattern);
  const params: Record<string, string> = {};
  const walk = (pi: number, si: number): boolean => {
    if (pi === parts.length) return si === segments.length;
    const part = parts[pi]!;
    if (part.startsWith('*')) {
      const rest = parts.length - pi - 1;
      for (let end = segments.length - rest; end > si; end--) {
        params[part.slice(1)] = segments.slice(si, end).map(safeDecode).join('/');
        if (walk(pi + 1, end)) return true;
      }
      return false;
    }
    const segment = segments[si];
    if (segment === undefined) return false;
    if (part.startsWith(':')) {
      params[part.slice(1)] = safeDecode(segment);
      return walk(pi + 1, si + 1);
    }
    return part === segment && walk(pi + 1, si + 1);
  };
  return walk(0, 0) ? params : null;
}

/**
 * Finds the page for a path. `/` and `/{lang}` are home; a path without a language prefix is matched as the default
 * language only for the routes that exist without one (social callbacks) and for home.
 */
export function matchRoute(pathname: string, table: readonly RouteEntry[]): RouteMatch {
  const segments = splitPath(pathname);
  const first = segments[0];
  const hasLocalePrefix = isSupportedLocale(first);
  const locale: Locale = hasLocalePrefix ? (first as Locale) : DEFAULT_LOCALE;
  const rest = hasLocalePrefix ? segments.slice(1) : segments;

  if (rest.length > 1 && rest[rest.length - 1] === 'redirect') {
    return { kind: 'redirect-only', locale, hasLocalePrefix, pathname };
  }
  for (const entry of table) {
    if (!hasLocalePrefix && rest.length > 0 && !entry.alsoWithoutLocale) continue;
    const params = matchPattern(entry.pattern, rest);
    if (params && satisfiesRules(entry, params, rest.join('/'))) {
      return { kind: 'page', entry, locale, hasLocalePrefix, params, pathname };
    }
  }
  return { kind: 'not-found', locale, hasLocalePrefix, pathname };
}

/** `/{lang}` (no trailing slash): the locale home page. */
export function localeHome(locale: Locale): string {
  return `/${locale}`;
}

/** The same page in another language: replaces or adds the language prefix, keeps the rest of the path. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const segments = splitPath(pathname);
  const rest = isSupportedLocale(segments[0]) ? segments.slice(1) : segments;
  return `/${[locale, ...rest].join('/')}`;
}

/**
 * The query a page's server render and cache see: the parameters its route declares (RouteEntry.query), in the order
 * declared, the first non-empty value of each; `roles` keeps only those of one role (the canonical link). Returns
 * '' or '?a=1&b=2'.
 */
export function declaredQuery(entry: RouteEntry | undefined, search: string, roles: readonly QueryParamRole[] = ['canonical', 'view']): string {
  if (!entry?.query) return '';
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, role] of Object.entries(entry.query)) {
    if (!roles.includes(role)) continue;
    const value = given.getAll(name).find((item) => item !== '');
    if (value !== undefined) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
