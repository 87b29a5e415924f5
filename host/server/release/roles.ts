import crypto from 'node:crypto';
import type { RemoteName } from '@casino/contract/release';
import type { TokenGrant } from './config';

export class AccessError extends Error {
  constructor(
    readonly status: 401 | 403,
    message: string,
  ) {
    super(message);
  }
}

/** The grant for an `Authorization: Bearer <token>` header; 401 when missing or unknown. */
export function authenticate(authorization: string | undefined, grants: TokenGrant[]): TokenGrant {
  const match = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
  if (!match?.[1]) throw new AccessError(401, 'a bearer token is required');
  const presented = match[1].trim();
  const given = Buffer.from(presented);
  const givenSha256 = Buffer.from(crypto.createHash('sha256').update(presented).digest('hex'));
  const grant = grants.find((candidate) => {
    const expected = Buffer.from(candidate.token);
    if (candidate.tokenIsSha256) return expected.length === givenSha256.length && crypto.timingSafeEqual(expected, givenSha256);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
  if (!grant) throw new AccessError(401, 'unknown token');
  return grant;
}

export function requireReleaseManager(grant: TokenGrant): void {
  if (grant.role !== 'release-manager') throw new AccessError(403, 'only the release manager may change what is live');
}

/** A publisher publishes its own remote only; the release manager may publish any. */
export function requirePublisherOf(grant: TokenGrant, remote: RemoteName): void {
  if (grant.role === 'release-manager') return;
  if (grant.remote !== remote) throw new AccessError(403, `this token publishes ${grant.remote} only, not ${remote}`);
}
