import { DEFAULT_LOCALE, LOCALES, type Locale } from '../schemas/locales';
import type { DisplayPageSlug as DisplayPage } from '../schemas/display-pages';

export { DEFAULT_LOCALE, LOCALES, type Locale };

/**
 * Locale-aware paths. Every route exists once per language prefix (SPEC.md section 2): /{lang}/{section path}.
 * Apps build links with localePath() and the constants below instead of string literals.
 */

/** SPEC.md section 2, "Known section paths". */
export const SECTION_PATHS = {
  newsList: 'news/list',
  newsShow: 'news/show',
  racesList: 'races/list',
  raceStagesShow: 'races/stages/show',
  tournamentsList: 'tournaments/list',
  tournamentsShow: 'tournaments/show',
  bonuses: 'bonuses',
  help: 'help',
  registration: 'registration',
  login: 'login',
  blog: 'blog',
  blogAuthor: 'blog/author',
  blogTag: 'blog/tag',
  rules: 'rules',
  points: 'points',
  bonusCode: 'bonus/code',
  display: 'display',
  gamesFavorites: 'games/favorites',
  gamesLast: 'games/last',
  /** Real-money play: game/play/{name}; demo play is rules/{id}. */
  gamePlay: 'game/play',
  player: 'player',
} as const;

/** SPEC.md section 2, display pages: /{lang}/display/{id} (one list with the API contract). */
export { DISPLAY_PAGE_SLUGS as DISPLAY_PAGES, type DisplayPageSlug as DisplayPage } from '../schemas/display-pages';

/** SPEC.md section 2, player pages: /{lang}/player/{page}. */
export const PLAYER_PAGES = [
  'balance',
  'bonus-campaigns',
  'profile',
  'profile/view',
  'profile/password',
  'profile/subscriptions',
  'profile/security',
  'history/payments',
  'history/bonus',
  'history/points',
  'history/rounds',
  'feedback/advertisement',
  'verification',
  'self-exclusion',
  'limits',
  'security',
  'change/pass',
  'change/subscriptions',
] as const;
export type PlayerPage = (typeof PLAYER_PAGES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `localePath('en', 'tournaments/list')` -> "/en/tournaments/list"; the home page is `localePath('en')` -> "/en". */
export function localePath(lang: Locale, path = ''): string {
  const rest = path.replace(/^\/+/, '');
  return rest ? `/${lang}/${rest}` : `/${lang}`;
}

/*
 * Path builders: every link to a page with an id goes through one of these (issue: one route manifest), so a route's
 * shape is written once, here and in the route table (./route-table.ts), and a test walks both.
 */
export const displayPagePath = (lang: Locale, page: DisplayPage | string) => localePath(lang, `display/${page}`);
export const playerPagePath = (lang: Locale, page: PlayerPage) => localePath(lang, `player/${page}`);
/** A game's page: the catch-all /{lang}/games/{provider}/{slug} (SPEC.md section 2). */
export const gamePagePath = (lang: Locale, game: { slug: string; provider: { slug: string } }) =>
  localePath(lang, `games/${game.provider.slug}/${game.slug}`);
/** Real-money play, game-play layout (SPEC.md section 2: /{lang}/game/play/{name}). */
export const gamePlayPath = (lang: Locale, gameSlug: string) => localePath(lang, `${SECTION_PATHS.gamePlay}/${gameSlug}`);
/** Demo play and the game's rules (SPEC.md section 2: /{lang}/rules/{id}). */
export const gameRulesPath = (lang: Locale, gameSlug: string) => localePath(lang, `${SECTION_PATHS.rules}/${gameSlug}`);
export const blogArticlePath = (lang: Locale, id: string | number) => localePath(lang, `${SECTION_PATHS.blog}/${id}`);
/** SPEC.md section 5: a blog listing is by `author` or by `tag`, nothing else. */
export const blogListingPath = (lang: Locale, typeby: 'author' | 'tag', id: string | number) =>
  localePath(lang, `${SECTION_PATHS.blog}/${typeby}/${id}`);
export const newsArticlePath = (lang: Locale, id: string | number) => localePath(lang, `${SECTION_PATHS.newsShow}/${id}`);
/** The help index: every topic, grouped (the menu's Help). */
export const helpIndexPath = (lang: Locale) => localePath(lang, SECTION_PATHS.help);
export const helpArticlePath = (lang: Locale, id: string | number) => localePath(lang, `${SECTION_PATHS.help}/${id}`);
export const tournamentPath = (lang: Locale, id: number) => localePath(lang, `${SECTION_PATHS.tournamentsShow}/${id}`);
export const raceStagePath = (lang: Locale, id: number) => localePath(lang, `${SECTION_PATHS.raceStagesShow}/${id}`);

/** The language prefix of a path, or null when the first segment is not one of the ten languages. */
export function localeOfPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : null;
}

/** The same page in another language: "/en/blog/7" -> "/de/blog/7"; a path without a language gets one. */
export function switchLocalePath(pathname: string, lang: Locale): string {
  const current = localeOfPath(pathname);
  const rest = current ? pathname.slice(current.length + 1) : pathname;
  return localePath(lang, rest);
}
