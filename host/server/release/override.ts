import crypto from 'node:crypto';
import { REMOTE_NAMES, type RemoteName } from '@casino/contract/release';

/** The cookie that carries a QA override in one browser. */
export const OVERRIDE_COOKIE = 'casino_release_override';
export const DEFAULT_OVERRIDE_MINUTES = 60;
/** Longest an override link may live: a forgotten override should not outlast a working day. */
export const MAX_OVERRIDE_MINUTES = 24 * 60;

export interface OverrideGrant {
  remote: RemoteName;
  version: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
}

const mac = (payload: string, secret: string) => crypto.createHmac('sha256', secret).update(payload).digest('base64url');

/** `<base64url(json)>.<hmac>`: the token in the link and, once opened, in the cookie. */
export function signOverride(grant: OverrideGrant, secret: string): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

/** The grant if the token is signed with our secret and not expired; anything else is ignored (undefined). */
export function verifyOverride(token: string | undefined, secret: string, now = Date.now()): OverrideGrant | undefined {
  if (!token) return undefined;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return undefined;
  try {
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as OverrideGrant;
    if (!REMOTE_NAMES.includes(grant.remote) || typeof grant.version !== 'string' || typeof grant.exp !== 'number') return undefined;
    return grant.exp > now ? grant : undefined;
  } catch {
    return undefined;
  }
}
