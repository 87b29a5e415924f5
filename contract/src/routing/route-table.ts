import { DEFAULT_LOCALE, LOCALES, type Locale } from '../schemas/locales';
import { gameSlugOfAddress } from './game-address';

/**
 * THE route table (SPEC.md section 2): every page of the product, which remote owns it (ARCHITECTURE.md "The parts"),
 * which layout frames it and who may open it. Every route exists under each of the ten language prefixes; `/` and
 * `/{lang}` are the home page. Patterns are written without the language prefix.
 *
 * Pattern syntax: `:name` one segment, `*slug` one or more segments (may sit in the middle), a literal otherwise.
 */

import type { RemoteName } from '../release';
export type { RemoteName };
export type LayoutName = 'blank' | 'blog' | 'dashboard' | 'default' | 'game-play';
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
  /**
   * Extra shape rules beyond the pattern (SPEC.md section 5), as data so a route manifest can carry them: each named
   * parameter must be one of the listed values (for a `*slug`, its first segment), or the path is Page Not Found.
   */
  params?: Readonly<Record<string, readonly string[]>>;
  /** The address under the language prefix must name a game (contract/src/routing/game-address.ts). */
  gameAddress?: boolean;
  /** The page has route metadata (SPEC.md section 2: rules, unsubscribe). */
  hasMeta?: boolean;
  /** Rendered only in the browser (SPEC.md section 2: contribution). */
  clientOnly?: boolean;
  /** Also answered without a language prefix (the social providers call back to fixed URLs). */
  alsoWithoutLocale?: boolean;
  /**
   * The query parameters the page reads, and what each does: `canonical` names another page of the same address (a
   * list's page number: the canonical link keeps it), `view` shows the same page another way (filters, a search: the
   * canonical link drops it). The edge's server render, its page cache and the canonical link see only these; any
   * other parameter (`?cb=<random>`, a tracking tag) is dropped there and left to the browser. A page that reads a
   * new parameter on the server must declare it here (the remote's routes file says which it reads).
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

export const PLAYER_SUBPAGES = {
  history: ['bonus', 'payments', 'points', 'rounds'],
  profile: ['password', 'security', 'subscriptions', 'view'],
} as const;

/** Display pages a player under terms may still open (SPEC.md section 2, terms guard). */
export const TERMS_PAGE_ID = 'terms';
export const PRIVACY_POLICY_PAGE_ID = 'privacypolicy';

const playerPage = (id: string, pattern: string, params?: RouteEntry['params']): RouteEntry => ({
  id,
  pattern,
  remote: 'account',
  layout: 'dashboard',
  access: 'player-only',
  ...(params ? { params } : {}),
});

/** Order matters: the first match wins, so literal sections come before the catch-all. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { id: 'home', pattern: '', remote: 'content', layout: 'default', access: 'public' },

  // account: sign-in, registration, external and social auth, mail links, the player area
  { id: 'login', pattern: 'login', remote: 'account', layout: 'default', access: 'public' },
  { id: 'registration', pattern: 'registration', remote: 'account', layout: 'default', access: 'guest-only' },
  { id: 'auth-external', pattern: 'auth/external', remote: 'account', layout: 'blank', access: 'public' },
  {
    id: 'social-auth',
    pattern: 'social/_auth',
    remote: 'account',
    layout: 'blank',
    access: 'public',
    alsoWithoutLocale: true,
  },
  ...(['mailru', 'vkontakte', 'yandex'] as const).map((provider): RouteEntry => ({
    id: `social-check-${provider}`,
    pattern: `social/check-${provider}`,
    remote: 'account',
    layout: 'blank',
    access: 'public',
    alsoWithoutLocale: true,
  })),
  {
    id: 'reset-password',
    pattern: 'reset-password/:hash',
    remote: 'account',
    layout: 'default',
    access: 'public',
  },
  {
    id: 'confirm-email',
    pattern: 'confirm/email/*slug/:hash',
    remote: 'account',
    layout: 'default',
    access: 'public',
  },
  {
    id: 'unsubscribe',
    pattern: 'unsubscribe/*slug/:type',
    remote: 'account',
    layout: 'default',
    access: 'public',
    hasMeta: true,
  },
  playerPage('player-balance', 'player/balance'),
  playerPage('player-bonus-campaigns', 'player/bonus-campaigns'),
  playerPage('player-feedback-advertisement', 'player/feedback/advertisement'),
  playerPage('player-history', 'player/history'),
  playerPage('player-history-section', 'player/history/:section', { section: PLAYER_SUBPAGES.history }),
  playerPage('player-profile', 'player/profile'),
  playerPage('player-profile-section', 'player/profile/:section', { section: PLAYER_SUBPAGES.profile }),
  playerPage('player-self-exclusion', 'player/self-exclusion'),
  playerPage('player-verification', 'player/verification'),
  playerPage('player-security', 'player/security'),
  playerPage('player-change-pass', 'player/change/pass'),
  playerPage('player-change-subscriptions', 'player/change/subscriptions'),

  // games: play, rules, favourites and last played, and the catch-all game / content pages
  { id: 'game-play', pattern: 'game/play/:name', remote: 'games', layout: 'game-play', access: 'real-money' },
  {
    id: 'game-rules',
    pattern: 'rules/:id',
    remote: 'games',
    layout: 'default',
    access: 'public',
    hasMeta: true,
  },
  {
    id: 'games-lobby',
    pattern: 'games',
    remote: 'games',
    layout: 'default',
    access: 'public',
    // remote-games/src/shared/lobby-filters.ts
    query: { tab: 'view', q: 'view', provider: 'view', category: 'view', sort: 'view' },
  },
  {
    id: 'games-favorites',
    pattern: 'games/favorites',
    remote: 'games',
    layout: 'default',
    access: 'player-only',
  },
  { id: 'games-last', pattern: 'games/last', remote: 'games', layout: 'default', access: 'player-only' },

  // content: blog, news, help, display pages, contribution
  { id: 'blog', pattern: 'blog', remote: 'content', layout: 'blog', access: 'public', query: { page: 'canonical' } },
  {
    id: 'blog-by',
    pattern: 'blog/:typeby/:id',
    remote: 'content',
    layout: 'blog',
    access: 'public',
    params: { typeby: BLOG_TYPEBY },
    query: { page: 'canonical' },
  },
  { id: 'blog-article', pattern: 'blog/:id', remote: 'content', layout: 'blog', access: 'public' },
  {
    id: 'news-list',
    pattern: 'news/list',
    remote: 'content',
    layout: 'default',
    access: 'public',
    query: { page: 'canonical' },
  },
  { id: 'news-show', pattern: 'news/show/:id', remote: 'content', layout: 'default', access: 'public' },
  { id: 'help-index', pattern: 'help', remote: 'content', layout: 'default', access: 'public' },
  { id: 'help', pattern: 'help/:id', remote: 'content', layout: 'default', access: 'public' },
  { id: 'display', pattern: 'display/:id', remote: 'content', layout: 'default', access: 'public' },
  {
    id: 'contribution',
    pattern: 'contribution',
    remote: 'content',
    layout: 'default',
    access: 'public',
    clientOnly: true,
  },

  // promotions: tournaments and races (public, SPEC.md section 6), bonuses, bonus code, points
  {
    id: 'tournaments-list',
    pattern: 'tournaments/list',
    remote: 'promotions',
    layout: 'default',
    access: 'public',
    // FINISHED_PAGE_PARAM, remote-promotions/src/features/tournaments/tournaments-api.ts
    query: { finished: 'view' },
  },
  {
    id: 'tournaments-show',
    pattern: 'tournaments/show/:id',
    remote: 'promotions',
    layout: 'default',
    access: 'public',
  },
  { id: 'races-list', pattern: 'races/list', remote: 'promotions', layout: 'default', access: 'public' },
  {
    id: 'races-stage',
    pattern: 'races/stages/show/:id',
    remote: 'promotions',
    layout: 'default',
    access: 'public',
  },
  { id: 'bonuses', pattern: 'bonuses', remote: 'promotions', layout: 'default', access: 'public' },
  { id: 'bonus-code', pattern: 'bonus/code', remote: 'promotions', layout: 'default', access: 'public' },
  { id: 'points', pattern: 'points', remote: 'promotions', layout: 'default', access: 'public' },

  // The catch-all content or game page: /{slug...}/{id} with slug starting games|slots, or a bare games-<id>.
  {
    id: 'game-by-slug',
    pattern: '*slug/:id',
    remote: 'games',
    layout: 'default',
    access: 'public',
    gameAddress: true,
  },
  {
    id: 'game-by-id',
    pattern: ':id',
    remote: 'games',
    layout: 'default',
    access: 'public',
    gameAddress: true,
  },
];

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
export function matchRoute(pathname: string, table: readonly RouteEntry[] = ROUTE_TABLE): RouteMatch {
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

export function isHomePath(pathname: string): boolean {
  const match = matchRoute(pathname);
  return match.kind === 'page' && match.entry.id === 'home';
}
