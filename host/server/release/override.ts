import { REMOTE_NAMES, type RemoteName } from '@casino/contract/release';
import { signToken, verifyToken } from './signed-token';

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

/** The token in the link and, once opened, in the cookie (signed-token.ts, purpose `release-override`). */
export function signOverride(grant: OverrideGrant, secret: string): string {
  return signToken('release-override', grant, secret);
}

/** The grant if the token is signed with our secret and not expired; anything else is ignored (undefined). */
export function verifyOverride(token: string | undefined, secret: string, now = Date.now()): OverrideGrant | undefined {
  return verifyToken<OverrideGrant>(
    'release-override',
    token,
    secret,
    (claims) => REMOTE_NAMES.includes(claims.remote as RemoteName) && typeof claims.version === 'string',
    now,
  );
}
