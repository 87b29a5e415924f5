import type { Db } from './database';
import { nowIso } from './database';
import type { Currency } from '@casino/contract/schemas';
import { ApiError } from '../errors';
import { add, asCurrency, money, type Money } from '../money/money';

/**
 * Loyalty points travel like money strings ("2450.00") but belong to no currency: integer hundredths of a point.
 * Money itself is `Money` (src/money/money.ts): an amount with its currency.
 */
export const formatPoints = (hundredths: number): string => (hundredths / 100).toFixed(2);
/** Reads a number of points from the wire (at most two decimals) into hundredths. */
export function parsePoints(value: number | string, field = 'points'): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) throw ApiError.badRequest(field, 'must be a positive number with at most two decimals', 'validation.format');
  const hundredths = Math.round(Number(text) * 100);
  if (!Number.isSafeInteger(hundredths)) throw ApiError.badRequest(field, 'is too large', 'validation.out_of_range');
  return hundredths;
}

export interface CurrentAccount {
  id: number;
  currency: Currency;
  balance: Money;
  bonus: Money;
}

/** The player's current (active) currency account. Every player has one from registration on. */
export function currentAccount(db: Db, playerId: number): CurrentAccount {
  const row = db
    .prepare(
      `SELECT id, currency, balance_cents AS balanceMinor, bonus_cents AS bonusMinor
       FROM accounts WHERE player_id = ? AND is_current = 1 AND closed_at IS NULL`,
    )
    .get(playerId) as { id: number; currency: string; balanceMinor: number; bonusMinor: number } | undefined;
  if (!row) throw new ApiError(409, [{ field: 'account', message: 'the player has no open currency account' }]);
  const currency = asCurrency(row.currency);
  return { id: row.id, currency, balance: money(row.balanceMinor, currency), bonus: money(row.bonusMinor, currency) };
}

export function createAccount(db: Db, playerId: number, currency: Currency, makeCurrent: boolean, balance?: Money): void {
  if (balance && balance.currency !== currency) throw new Error(`a ${currency} account cannot open with ${balance.currency}`);
  if (makeCurrent) db.prepare('UPDATE accounts SET is_current = 0 WHERE player_id = ?').run(playerId);
  db.prepare(
    'INSERT INTO accounts (player_id, currency, balance_cents, is_current, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(playerId, currency, balance?.minor ?? 0, makeCurrent ? 1 : 0, nowIso());
  db.prepare('INSERT OR IGNORE INTO player_wallet_extras (player_id) VALUES (?)').run(playerId);
}

function refuseOtherCurrency(account: CurrentAccount, delta: Money): void {
  // A credit computed in another currency is the bug of issue 30 (15 EUR of cashback added as 15 BTC): never silently.
  if (delta.currency !== account.currency)
    throw ApiError.conflict('currency', `the amount is in ${delta.currency} but the current account is ${account.currency}`);
}

/**
 * Moves real money on the current account: a negative amount debits. The amount must be in the account's currency
 * (409 otherwise: convert first). Refuses to go below zero with 409 "insufficient funds". Call inside a transaction
 * together with the record that explains the move.
 */
export function moveRealMoney(db: Db, playerId: number, delta: Money): CurrentAccount {
  const account = currentAccount(db, playerId);
  refuseOtherCurrency(account, delta);
  if (account.balance.minor + delta.minor < 0) throw new ApiError(409, [{ field: 'amount', code: 'funds.insufficient', message: 'insufficient funds' }]);
  db.prepare('UPDATE accounts SET balance_cents = balance_cents + ? WHERE id = ?').run(delta.minor, account.id);
  return { ...account, balance: add(account.balance, delta) };
}

/**
 * Moves real money on the player's open account in the amount's own currency, current or not: a withdrawal cancelled
 * or a crypto deposit refunded after the player switched currency goes back to (or leaves) the account it came from.
 */
export function moveMoneyOfItsAccount(db: Db, playerId: number, delta: Money): void {
  const row = db
    .prepare('SELECT id, balance_cents AS b FROM accounts WHERE player_id = ? AND currency = ? AND closed_at IS NULL')
    .get(playerId, delta.currency) as { id: number; b: number } | undefined;
  if (!row) throw ApiError.conflict('currency', `the player has no open ${delta.currency} account`);
  if (row.b + delta.minor < 0) throw new ApiError(409, [{ field: 'amount', code: 'funds.insufficient', message: 'insufficient funds' }]);
  db.prepare('UPDATE accounts SET balance_cents = balance_cents + ? WHERE id = ?').run(delta.minor, row.id);
}

/** Moves bonus money on the current account, in its currency; the bonus balance never goes below zero. */
export function moveBonusMoney(db: Db, playerId: number, delta: Money): CurrentAccount {
  const account = currentAccount(db, playerId);
  refuseOtherCurrency(account, delta);
  if (account.bonus.minor + delta.minor < 0) throw new ApiError(409, [{ field: 'amount', code: 'funds.insufficient', message: 'insufficient bonus funds' }]);
  db.prepare('UPDATE accounts SET bonus_cents = bonus_cents + ? WHERE id = ?').run(delta.minor, account.id);
  return { ...account, bonus: add(account.bonus, delta) };
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

/** The player's loyalty points in hundredths of a point. */
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
