import type { RemoteName } from '@casino/shared/release/contract';

/**
 * Which remote owns the first route of a full page load, so the edge can preload that remote's manifest and entry.
 * The host's route table (host/src/routing/) is the source of truth; this is its first path segment after the
 * language, kept small and in one place. The home page (`/`, `/{lang}`) belongs to content (route table: 'home');
 * an unknown first segment falls to games (its catch-all game pages).
 */
const SECTION_OWNERS: Record<string, RemoteName> = {
  games: 'games',
  slots: 'games',
  game: 'games',
  rules: 'games',
  player: 'account',
  login: 'account',
  registration: 'account',
  'reset-password': 'account',
  confirm: 'account',
  auth: 'account',
  social: 'account',
  unsubscribe: 'account',
  display: 'content',
  blog: 'content',
  news: 'content',
  help: 'content',
  contribution: 'content',
  tournaments: 'promotions',
  races: 'promotions',
  bonuses: 'promotions',
  points: 'promotions',
  bonus: 'promotions',
};

/** Paths look like /{lang}/{section}/...; `/` and `/{lang}` are home; an unknown first segment after the language still falls to games (catch-all game pages). */
export function remoteForPath(pathname: string): RemoteName {
  const segments = pathname.split('/').filter(Boolean);
  const section = /^[a-z]{2}$/.test(segments[0] ?? '') ? segments[1] : segments[0];
  if (!section) return 'content';
  return SECTION_OWNERS[section] ?? 'games';
}
