import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors';

/**
 * Limits guessing on sign-in, OTP, PIN and reset endpoints: at most `authRateLimitPerMinute` attempts per minute for
 * one account on one endpoint from any address (rotating addresses or a forged X-Forwarded-For gains nothing), and ten
 * times that for one address across accounts (spraying one password over many accounts). The address is the one the
 * trusted proxy saw (config.trustedProxies). 0 turns the limit off, for benchmarks. Kept in memory per app instance: a
 * restart forgets the counts, which is acceptable for a guard against online guessing.
 */
const PER_IP_FACTOR = 10;
const WINDOW_MS = 60_000;
interface Bucket {
  count: number;
  resetAt: number;
}
const bucketsByApp = new WeakMap<object, Map<string, Bucket>>();

export function countAttempt(request: FastifyRequest, reply: FastifyReply, login: string): void {
  const limit = request.server.config.authRateLimitPerMinute;
  if (limit === 0) return;
  let buckets = bucketsByApp.get(request.server.db);
  if (!buckets) bucketsByApp.set(request.server.db, (buckets = new Map()));
  const now = Date.now();
  if (buckets.size > 10_000)
    for (const [key, bucket] of buckets) if (bucket.resetAt <= now) buckets.delete(key);
  const endpoint = request.routeOptions.url ?? request.url;
  hit(buckets, `${endpoint}\naccount\n${login.trim().toLowerCase()}`, limit, now, reply);
  hit(buckets, `${endpoint}\naddress\n${request.ip}`, limit * PER_IP_FACTOR, now, reply);
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
