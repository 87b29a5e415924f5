import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { ApiError } from '../../errors';

/**
 * Limits guessing on sign-in, OTP, PIN, 2FA, signature and reset endpoints: at most `authRateLimitPerMinute` attempts
 * per minute for one account on one endpoint (or one scope of endpoints) from any address (rotating addresses or a
 * forged X-Forwarded-For gains nothing), and ten times that for one address across accounts (spraying one password
 * over many accounts). The address is the one the trusted proxy saw (config.trustedProxies). 0 turns the limit off,
 * for benchmarks. Kept in memory per app instance: a restart forgets the counts, which is acceptable for a guard
 * against online guessing.
 *
 * An account is counted as the player it is, however it was named (issue 30: `demo` and `demo@casino.test` were two
 * buckets, 40 guesses a minute): a name is resolved to its player by login, e-mail or phone, case and spaces aside,
 * before anything else happens; a name no player has is counted as that name, normalised the same way.
 */
const PER_IP_FACTOR = 10;
const WINDOW_MS = 60_000;
interface Bucket {
  count: number;
  resetAt: number;
}
const bucketsByApp = new WeakMap<object, Map<string, Bucket>>();

/** Who the guesses are about: a signed-in player, a name typed into a form, or no one (only the address counts). */
export type AttemptAccount = { playerId: number } | { name: string } | null;

const normalisedName = (name: string) => name.trim().toLowerCase();
/** A phone as digits with its leading +, so "+49 151 1234" and "+491511234" are one account. */
const normalisedPhone = (name: string) => name.replace(/[\s().-]/g, '');

/** The player a sign-in name belongs to (login, e-mail or phone, case-insensitive), or undefined. */
export function playerIdByName(db: Db, name: string): number | undefined {
  const row = db
    .prepare(
      `SELECT id FROM players WHERE lower(login) = ? OR lower(email) = ? OR (phone IS NOT NULL AND phone = ?) ORDER BY id LIMIT 1`,
    )
    .get(normalisedName(name), normalisedName(name), normalisedPhone(name)) as { id: number } | undefined;
  return row?.id;
}

function accountKey(db: Db, account: AttemptAccount): string | null {
  if (account === null) return null;
  if ('playerId' in account) return `player:${account.playerId}`;
  const id = playerIdByName(db, account.name);
  return id === undefined ? `name:${normalisedName(account.name)}` : `player:${id}`;
}

/**
 * Counts one attempt of `account` (and of the request's address) on `scope`, by default the endpoint itself; endpoints
 * that guess the same secret share a scope ("pin": check, deactivate and reset). 429 `rate_limited` with Retry-After
 * once either is over its limit.
 */
export function countAttempt(request: FastifyRequest, reply: FastifyReply, account: AttemptAccount, scope?: string): void {
  const limit = request.server.config.authRateLimitPerMinute;
  if (limit === 0) return;
  let buckets = bucketsByApp.get(request.server.db);
  if (!buckets) bucketsByApp.set(request.server.db, (buckets = new Map()));
  const now = Date.now();
  if (buckets.size > 10_000)
    for (const [key, bucket] of buckets) if (bucket.resetAt <= now) buckets.delete(key);
  const where = scope ?? request.routeOptions.url ?? request.url;
  const key = accountKey(request.server.db, account);
  if (key) hit(buckets, `${where}\naccount\n${key}`, limit, now, reply);
  hit(buckets, `${where}\naddress\n${request.ip}`, limit * PER_IP_FACTOR, now, reply);
}

function hit(
  buckets: Map<string, Bucket>,
  key: string,
  limit: number,
  now: number,
  reply: FastifyReply,
): void {
  let bucket = buckets.get(key);
  if (!bucket || bucket.resetAt <= now) buckets.set(key, (bucket = { count: 0, resetAt: now + WINDOW_MS }));
  bucket.count += 1;
  if (bucket.count > limit) {
    const seconds = Math.max(1, Math.ceil((bucket.resetAt - now) / 1000));
    reply.header('retry-after', String(seconds));
    throw new ApiError(429, [{ field: '', message: `too many attempts, try again in ${seconds} seconds` }]);
  }
}
