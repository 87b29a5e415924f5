import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import type { ApiConfig } from '../config';

/**
 * Access tokens are opaque random strings; only their sha256 is stored, so a leaked database holds no usable token.
 * A token is valid until `expires_at`; after that it can still be exchanged once at /token/refresh until
 * `refresh_until`, unless revoked (logout, refresh, password change).
 */
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);

export function issueToken(db: Db, config: ApiConfig, playerId: number): string {
  const token = randomBytes(32).toString('base64url');
  const now = nowSeconds();
  db.prepare(
    'INSERT INTO access_tokens (token_hash, player_id, issued_at, expires_at, refresh_until) VALUES (?, ?, ?, ?, ?)',
  ).run(hash(token), playerId, now, now + config.accessTokenTtlSeconds, now + config.refreshWindowSeconds);
  return token;
}

export type TokenState =
  | { kind: 'valid'; playerId: number }
  | { kind: 'expired'; playerId: number; refreshable: boolean }
  | { kind: 'invalid' };

export function inspectToken(db: Db, token: string): TokenState {
  const row = db
    .prepare(
      'SELECT player_id AS playerId, expires_at AS expiresAt, refresh_until AS refreshUntil, revoked_at AS revokedAt FROM access_tokens WHERE token_hash = ?',
    )
    .get(hash(token)) as
    | { playerId: number; expiresAt: number; refreshUntil: number; revokedAt: number | null }
    | undefined;
  if (!row || row.revokedAt !== null) return { kind: 'invalid' };
  const now = nowSeconds();
  if (now < row.expiresAt) return { kind: 'valid', playerId: row.playerId };
  return { kind: 'expired', playerId: row.playerId, refreshable: now < row.refreshUntil };
}

export function revokeToken(db: Db, token: string): boolean {
  return db.prepare('UPDATE access_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(nowSeconds(), hash(token)).changes > 0;
}

export function revokeAllTokens(db: Db, playerId: number, exceptToken?: string): void {
  db.prepare('UPDATE access_tokens SET revoked_at = ? WHERE player_id = ? AND revoked_at IS NULL AND token_hash != ?').run(
    nowSeconds(),
    playerId,
    exceptToken ? hash(exceptToken) : '',
  );
}

/** The bearer token from an Authorization header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
