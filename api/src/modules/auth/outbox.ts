import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';

/**
 * There is no mail or SMS server: every code the platform would send lands in the `outbox` table, readable through
 * GET /api/v1/_dev/outbox and `pnpm --filter api outbox`.
 */
export type OutboxPurpose =
  'password-reset' | 'email-confirm' | 'email-link' | 'phone-confirm' | 'sms-auth' | 'sign-in-sms';

/** How long a code verifies. */
export const CODE_TTL_MS = 30 * 60 * 1000;
/** Wrong guesses a code survives: six digits cannot be walked through five at a time. */
export const CODE_MAX_WRONG_GUESSES = 5;

export function sendCode(
  db: Db,
  message: {
    playerId: number;
    channel: 'email' | 'sms';
    recipient: string;
    purpose: OutboxPurpose;
    code?: string;
  },
): string {
  const code = message.code ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.prepare(
    'INSERT INTO outbox (player_id, channel, recipient, purpose, code, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(message.playerId, message.channel, message.recipient, message.purpose, code, nowIso());
  return code;
}

/**
 * Checks and uses up the newest unused code of a player for a purpose (optionally for one recipient). A wrong guess
 * counts against the code; the CODE_MAX_WRONG_GUESSES-th uses it up, so even the right code fails afterwards.
 */
export function useCode(
  db: Db,
  playerId: number,
  purpose: OutboxPurpose,
  code: string,
  recipient?: string,
): boolean {
  const row = db
    .prepare(
      `SELECT id, code, created_at AS createdAt FROM outbox
       WHERE player_id = ? AND purpose = ? AND used_at IS NULL ${recipient ? 'AND recipient = ?' : ''}
       ORDER BY id DESC LIMIT 1`,
    )
    .get(...(recipient ? [playerId, purpose, recipient] : [playerId, purpose])) as
    { id: number; code: string; createdAt: string } | undefined;
  if (!row || Date.now() - Date.parse(row.createdAt) > CODE_TTL_MS) return false;
  if (row.code !== code) {
    db.prepare(
      'UPDATE outbox SET wrong_guesses = wrong_guesses + 1, used_at = CASE WHEN wrong_guesses + 1 >= ? THEN ? ELSE used_at END WHERE id = ?',
    ).run(CODE_MAX_WRONG_GUESSES, nowIso(), row.id);
    return false;
  }
  db.prepare('UPDATE outbox SET used_at = ? WHERE player_id = ? AND purpose = ? AND used_at IS NULL').run(
    nowIso(),
    playerId,
    purpose,
  );
  return true;
}
