import type { Db } from './database';
import { nowIso } from './database';
import { ApiError } from '../errors';

/** Formats integer cents as the wire's money string ("12.30"). */
export const formatMoney = (cents: number): string => (cents / 100).toFixed(2);
/** Parses a money amount from the wire (number or string, at most two decimals) into cents. */
export function parseMoney(value: number | string, field = 'amount'): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) throw ApiError.badRequest(field, 'must be a positive amount with at most two decimals', 'validation.format');
  const cents = Math.round(Number(text) * 100);
  // beyond this, integer cents stop being exact in JavaScript and SQLite would store a float
  if (!Number.isSafeInteger(cents)) throw ApiError.badRequest(field, 'is too large', 'validation.out_of_range');
  return cents;
}

export interface CurrentAccount {
  id: number;
  currency: string;
  balanceCents: number;
  bonusCents: number;
}

/** The player's current (active) currency account. Every player has one from registration on. */
export function currentAccount(db: Db, playerId: number): CurrentAccount {
  const row = db
    .prepare(
      `SELECT id, currency, balance_cents AS balanceCents, bonus_cents AS bonusCents
       FROM accounts WHERE player_id = ? AND is_current = 1 AND closed_at IS NULL`,
    )
    .get(playerId) as CurrentAccount | undefined;
  if (!row) throw new ApiError(409, [{ field: 'account', message: 'the player has no open currency account' }]);
  return row;
}

export function createAccount(db: Db, playerId: number, currency: string, makeCurrent: boolean, balanceCents = 0): void {
  if (makeCurrent) db.prepare('UPDATE accounts SET is_current = 0 WHERE player_id = ?').run(playerId);
  db.prepare(
    'INSERT INTO accounts (player_id, currency, balance_cents, is_current, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(playerId, currency, balanceCents, makeCurrent ? 1 : 0, nowIso());
  db.prepare('INSERT OR IGNORE INTO player_wallet_extras (player_id) VALUES (?)').run(playerId);
}

/**
 * Moves real money on the current account: negative `deltaCents` debits. Refuses to go below zero
 * with 409 "insufficient funds". Call inside a transaction together with the record that explains the move.
 */
export function moveRealMoney(db: Db, playerId: number, deltaCents: number): CurrentAccount {
  const account = currentAccount(db, playerId);
  if (account.balanceCents + deltaCents < 0) throw new ApiError(409, [{ field: 'amount', code: 'funds.insufficient', message: 'insufficient funds' }]);
  db.prepare('UPDATE accounts SET balance_cents = balance_cents + ? WHERE id = ?').run(deltaCents, account.id);
  return { ...account, balanceCents: account.balanceCents + deltaCents };
}

/** Moves demo money; a demo balance that cannot cover a bet refills to the starting amount first. */
export function moveDemoMoney(db: Db, playerId: number, deltaCents: number): number {
  db.prepare('INSERT OR IGNORE INTO player_wallet_extras (player_id) VALUES (?)').run(playerId);
  const { demo } = db
    .prepare('SELECT demo_balance_cents AS demo FROM player_wallet_extras WHERE player_id = ?')
    .get(playerId) as { demo: number };
  const start = demo + deltaCents < 0 ? 100000 : demo;
  const next = start + deltaCents;
  db.prepare('UPDATE player_wallet_extras SET demo_balance_cents = ? WHERE player_id = ?').run(next, playerId);
  return next;
}

/** The player's loyalty points in cents. */
export const pointsOf = (db: Db, playerId: number): number =>
  (
    db.prepare('SELECT points_cents AS n FROM player_wallet_extras WHERE player_id = ?').get(playerId) as
      { n: number } | undefined
  )?.n ?? 0;

/** Points ledger entry plus the new points total, in one place so history and balance never disagree. */
export function movePoints(
  db: Db,
  playerId: number,
  deltaCents: number,
  reason: string,
  at = nowIso(),
): number {
  db.prepare('INSERT OR IGNORE INTO player_wallet_extras (player_id) VALUES (?)').run(playerId);
  const next = pointsOf(db, playerId) + deltaCents;
  if (next < 0) throw ApiError.conflict('points', 'not enough points', 'funds.insufficient');
  db.prepare('UPDATE player_wallet_extras SET points_cents = ? WHERE player_id = ?').run(next, playerId);
  db.prepare(
    'INSERT INTO points_ledger (player_id, delta_cents, balance_after_cents, reason, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(playerId, deltaCents, next, reason, at);
  return next;
}
