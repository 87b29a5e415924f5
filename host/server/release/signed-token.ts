import crypto from 'node:crypto';

/**
 * The one signed-token format of the edge: `<base64url(json claims)>.<HMAC-SHA256>`, with a purpose mixed into the MAC
 * so a token minted for one purpose (a QA override link, a page's measures report, what a form the edge sent did, a
 * share card the edge handed out)
 * never passes as another.
 * Every token carries `exp` (epoch ms); an expired, altered, oversized or malformed token is simply undefined.
 */
export type TokenPurpose = 'release-override' | 'canary-report' | 'form-done' | 'share-card';

/** Longer than any token the edge mints; anything larger is refused before it is parsed. */
const MAX_TOKEN_LENGTH = 4096;

const mac = (purpose: TokenPurpose, payload: string, secret: string) =>
  crypto.createHmac('sha256', secret).update(`${purpose}\n${payload}`).digest('base64url');

export function signToken<T extends { exp: number }>(purpose: TokenPurpose, claims: T, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(purpose, payload, secret)}`;
}

/**
 * The claims if the token was signed with `secret` for `purpose`, is unexpired and `valid` accepts its shape;
 * undefined for anything else.
 */
export function verifyToken<T extends { exp: number }>(
  purpose: TokenPurpose,
  token: unknown,
  secret: string,
  valid: (claims: Record<string, unknown>) => boolean,
  now = Date.now(),
): T | undefined {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(mac(purpose, payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (claims === null || typeof claims !== 'object' || Array.isArray(claims)) return undefined;
    const record = claims as Record<string, unknown>;
    if (typeof record.exp !== 'number' || record.exp <= now || !valid(record)) return undefined;
    return claims as T;
  } catch {
    return undefined;
  }
}
