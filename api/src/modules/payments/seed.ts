import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { SEEDED_PLAYERS } from '../auth/seed';

/** Payment history for the demo players. Balances were set by the auth seed; these rows explain them, they do not move money. */
export function seedPayments(db: Db): void {
  const insert = db.prepare(
    'INSERT INTO payments (id, player_id, kind, method, currency, amount_cents, status, reason, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const demo = SEEDED_PLAYERS.demo.id;
  const rows: [number, number, 'deposit' | 'withdrawal', string, number, string, string | null, string][] = [
    [1, demo, 'deposit', 'visa', 200_00, 'completed', null, '2026-01-06T10:00:00.000Z'],
    [2, demo, 'deposit', 'visa', 500_00, 'completed', null, '2026-01-12T18:05:00.000Z'],
    [3, demo, 'deposit', 'btc', 300_00, 'completed', null, '2026-01-15T21:40:00.000Z'],
    [4, demo, 'withdrawal', 'visa-payout', 150_00, 'completed', null, '2026-01-20T09:00:00.000Z'],
    [5, demo, 'deposit', 'mastercard', 50_00, 'failed', 'declined by the issuer', '2026-01-25T16:00:00.000Z'],
    [6, demo, 'deposit', 'usdt-trc20', 400_00, 'completed', null, '2026-02-01T08:10:00.000Z'],
    [7, demo, 'withdrawal', 'bank-transfer', 120_00, 'pending', null, '2026-02-02T12:00:00.000Z'],
    [8, demo, 'deposit', 'skrill', 25_00, 'cancelled', 'cancelled by the player', '2026-02-03T13:00:00.000Z'],
    [9, SEEDED_PLAYERS.blocked.id, 'deposit', 'visa', 100_00, 'completed', null, '2026-01-08T10:00:00.000Z'],
    [
      10,
      SEEDED_PLAYERS.blocked.id,
      'withdrawal',
      'visa-payout',
      60_00,
      'rejected',
      'the account is under review',
      '2026-01-09T10:00:00.000Z',
    ],
    [11, SEEDED_PLAYERS.terms.id, 'deposit', 'visa', 75_50, 'completed', null, '2026-01-11T10:00:00.000Z'],
  ];
  for (const [id, player, kind, method, amount, status, reason, at] of rows)
    insert.run(id, player, kind, method, 'EUR', amount, status, reason, at, at);
  const crypto = db.prepare(
    'INSERT INTO crypto_transactions (payment_id, network, tx_hash, amount_cents, status, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const hash = (id: number) => createHash('sha256').update(`seed-payment:${id}`).digest('hex');
  crypto.run(3, 'bitcoin', hash(3), 300_00, 'confirmed', '2026-01-15T21:40:00.000Z');
  crypto.run(6, 'tron', hash(6), 400_00, 'confirmed', '2026-02-01T08:10:00.000Z');
}
