/**
 * What a game address is (SPEC.md section 2), written once: /{lang}/games/.../{slug}, /{lang}/slots/.../{slug} and the
 * bare /{lang}/games-{slug}. The route table matches these addresses with it and the games remote reads the slug
 * with it (remote-games/src/shared/address.ts), so the edge's 404 and the page agree.
 */

/** First slug segments the catch-all accepts (SPEC.md section 9). */
export const CATCH_ALL_SLUG_SECTIONS = ['games', 'slots'] as const;
export const BARE_GAME_PREFIX = 'games-';
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 120;

/** The game slug an address (the path under the language prefix) names; null when it names no game. */
export function gameSlugOfAddress(address: string): string | null {
  const segments = address.split('/').filter(Boolean);
  const last = segments[segments.length - 1] ?? '';
  let slug: string;
  if (segments.length === 1 && last.startsWith(BARE_GAME_PREFIX)) slug = last.slice(BARE_GAME_PREFIX.length);
  else if (segments.length > 1 && (CATCH_ALL_SLUG_SECTIONS as readonly string[]).includes(segments[0]!)) slug = last;
  else return null;
  return SLUG.test(slug) && slug.length <= MAX_SLUG_LENGTH ? slug : null;
}
