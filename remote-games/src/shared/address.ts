/**
 * The game a catch-all address names (SPEC.md section 2): /{lang}/games/.../{slug}, /{lang}/slots/.../{slug} and the
 * bare /{lang}/games-{slug}. Null when the address names no game (the page is then Page Not Found).
 */
const BARE_GAME_PREFIX = 'games-';
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SECTIONS = ['games', 'slots'];

export function gameSlugOfAddress(address: string): string | null {
  const segments = address.split('/').filter(Boolean);
  const last = segments[segments.length - 1] ?? '';
  let slug: string;
  if (segments.length === 1 && last.startsWith(BARE_GAME_PREFIX)) slug = last.slice(BARE_GAME_PREFIX.length);
  else if (segments.length > 1 && SECTIONS.includes(segments[0]!)) slug = last;
  else return null;
  return SLUG.test(slug) && slug.length <= 120 ? slug : null;
}

/** The address under the language prefix: "/en/games/x/book-of-gold" -> "games/x/book-of-gold". */
export function addressOfPath(pathname: string): string {
  return pathname.split('/').filter(Boolean).slice(1).join('/');
}
