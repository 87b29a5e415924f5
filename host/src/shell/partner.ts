/**
 * SPEC.md section 9: a partner's visitor arrives with `?partner=<id>` (the spec names no parameter; we chose
 * `partner`, README "Partner links"), remembered for 365 days in a same-site-lax cookie on path / so the partner is
 * credited when the player registers later.
 */
export const PARTNER_PARAMETER = 'partner';
export const PARTNER_COOKIE = 'partner';
export const PARTNER_COOKIE_DAYS = 365;

/** A partner id as partners' links carry it; anything else is ignored rather than stored. */
const PARTNER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The cookie to set for this query string, or null when it names no (valid) partner. */
export function partnerCookie(search: string, secure: boolean): string | null {
  const partner = new URLSearchParams(search).get(PARTNER_PARAMETER);
  if (!partner || !PARTNER_ID.test(partner)) return null;
  const maxAge = PARTNER_COOKIE_DAYS * 24 * 60 * 60;
  return `${PARTNER_COOKIE}=${partner}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function rememberPartner(search: string): void {
  const cookie = partnerCookie(search, window.location.protocol === 'https:');
  if (cookie) document.cookie = cookie;
}
