import type { FastifyReply } from 'fastify';
import { PIN_LOCK_MINUTES, PIN_MAX_WRONG } from '@casino/contract/schemas';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';
import { ApiError } from '../../errors';

/**
 * The PIN's lock (issue 30): PIN_MAX_WRONG wrong tries in a row, on any PIN endpoint, lock it for PIN_LOCK_MINUTES.
 * A try is reserved before the (slow, asynchronous) hash comparison, in the same synchronous step as the check, so
 * parallel guesses cannot all pass the check before any is counted; the last allowed try locks in advance, and a
 * right PIN clears both the count and that lock.
 */
export function reservePinTry(db: Db, playerId: number, reply: FastifyReply): void {
  const row = db.prepare('SELECT pin_wrong_count AS wrong, pin_locked_until AS lockedUntil FROM players WHERE id = ?').get(playerId) as
    { wrong: number; lockedUntil: string | null };
  const now = nowIso();
  if (row.lockedUntil && row.lockedUntil > now) {
    const seconds = Math.max(1, Math.ceil((Date.parse(row.lockedUntil) - Date.now()) / 1000));
    reply.header('retry-after', String(seconds));
    throw new ApiError(429, [
      { field: 'pinCode', code: 'rate_limited', message: `the PIN is locked after ${PIN_MAX_WRONG} wrong tries; try again in ${seconds} seconds` },
    ]);
  }
  const wrong = row.lockedUntil ? 0 : row.wrong; // a lock that has run out starts a new count
  const lockedUntil = wrong + 1 >= PIN_MAX_WRONG ? new Date(Date.now() + PIN_LOCK_MINUTES * 60_000).toISOString() : null;
  db.prepare('UPDATE players SET pin_wrong_count = ?, pin_locked_until = ? WHERE id = ?').run(wrong + 1, lockedUntil, playerId);
}

/** The PIN was right (or was set anew with the password): the count and any lock are gone. */
export function clearPinTries(db: Db, playerId: number): void {
  db.prepare('UPDATE players SET pin_wrong_count = 0, pin_locked_until = NULL WHERE id = ?').run(playerId);
}
