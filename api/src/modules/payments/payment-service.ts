import { createHash } from 'node:crypto';
import type { Payment, PaymentStatus } from '@casino/contract/schemas';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';
import { moveMoneyOfItsAccount, moveRealMoney } from '../../db/wallet';
import { formatMoney, money, negate, type Money } from '../../money/money';
import { ApiError } from '../../errors';

export interface PaymentRow {
  id: number;
  player_id: number;
  kind: 'deposit' | 'withdrawal';
  method: string;
  currency: string;
  amount_cents: number;
  status: PaymentStatus;
  reason: string | null;
  created_at: string;
  updated_at: string;
}
interface CryptoRow {
  id: number;
  payment_id: number;
  network: string;
  tx_hash: string;
  amount_cents: number;
  status: 'confirmed' | 'refunded';
  refund_address: string | null;
}

export function paymentView(db: Db, row: PaymentRow): Payment {
  const crypto = db
    .prepare('SELECT * FROM crypto_transactions WHERE payment_id = ? ORDER BY id LIMIT 1')
    .get(row.id) as CryptoRow | undefined;
  return {
    id: row.id,
    kind: row.kind,
    method: row.method,
    currency: row.currency,
    amount: formatMoney(money(row.amount_cents, row.currency)),
    status: row.status,
    reason: row.reason,
    cancellable: row.status === 'pending',
    cryptoTransaction: crypto
      ? {
          id: crypto.id,
          network: crypto.network,
          txHash: crypto.tx_hash,
          amount: formatMoney(money(crypto.amount_cents, row.currency)),
          status: crypto.status,
          refundAddress: crypto.refund_address,
        }
      : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function paymentOf(db: Db, playerId: number, paymentId: number): PaymentRow {
  const row = db.prepare('SELECT * FROM payments WHERE id = ? AND player_id = ?').get(paymentId, playerId) as
    PaymentRow | undefined;
  if (!row) throw ApiError.notFound('paymentId', 'no such payment');
  return row;
}

/**
 * Records a payment and applies its effect on the balance. A deposit through a simulated provider completes at once
 * (credit; a crypto deposit also gets its confirmed blockchain transaction); a withdrawal waits as pending with the
 * amount held (debited now, returned if cancelled or rejected).
 */
export function recordPayment(
  db: Db,
  payment: {
    playerId: number;
    kind: 'deposit' | 'withdrawal';
    method: string;
    methodType: string;
    amount: Money;
    status?: PaymentStatus;
    createdAt?: string;
  },
): PaymentRow {
  const at = payment.createdAt ?? nowIso();
  const status: PaymentStatus = payment.status ?? (payment.kind === 'deposit' ? 'completed' : 'pending');
  if (payment.kind === 'deposit' && (status === 'completed' || status === 'refunded'))
    moveRealMoney(db, payment.playerId, payment.amount);
  if (payment.kind === 'withdrawal' && (status === 'pending' || status === 'completed'))
    moveRealMoney(db, payment.playerId, negate(payment.amount));
  const result = db
    .prepare(
      'INSERT INTO payments (player_id, kind, method, currency, amount_cents, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      payment.playerId,
      payment.kind,
      payment.method,
      payment.amount.currency,
      payment.amount.minor,
      status,
      at,
      at,
    );
  const id = Number(result.lastInsertRowid);
  if (payment.kind === 'deposit' && payment.methodType === 'crypto' && status !== 'pending') {
    const txHash = createHash('sha256').update(`payment:${id}:${at}`).digest('hex');
    db.prepare(
      'INSERT INTO crypto_transactions (payment_id, network, tx_hash, amount_cents, status, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(id, payment.method === 'btc' ? 'bitcoin' : 'tron', txHash, payment.amount.minor, 'confirmed', at);
  }
  return db.prepare('SELECT * FROM payments WHERE id = ?').get(id) as PaymentRow;
}

/** pending -> cancelled; a withdrawal's held amount goes back to the balance. */
export function cancelPayment(db: Db, playerId: number, paymentId: number): PaymentRow {
  const row = paymentOf(db, playerId, paymentId);
  if (row.status !== 'pending')
    throw ApiError.conflict('paymentId', `a ${row.status} payment cannot be cancelled`);
  if (row.kind === 'withdrawal') moveMoneyOfItsAccount(db, playerId, money(row.amount_cents, row.currency));
  db.prepare(
    "UPDATE payments SET status = 'cancelled', reason = 'cancelled by the player', updated_at = ? WHERE id = ?",
  ).run(nowIso(), row.id);
  return paymentOf(db, playerId, paymentId);
}

/** completed crypto deposit -> refunded, its transaction confirmed -> refunded; the amount leaves the balance. */
export function refundCryptoDeposit(
  db: Db,
  playerId: number,
  paymentId: number,
  cryptoTransactionId: number,
  address: string,
): PaymentRow {
  const row = paymentOf(db, playerId, paymentId);
  const crypto = db
    .prepare('SELECT * FROM crypto_transactions WHERE id = ? AND payment_id = ?')
    .get(cryptoTransactionId, paymentId) as CryptoRow | undefined;
  if (row.kind !== 'deposit' || !crypto)
    throw ApiError.notFound('cryptoTransactionId', 'no such crypto transaction for this deposit');
  if (crypto.status !== 'confirmed' || row.status !== 'completed')
    throw ApiError.conflict(
      'cryptoTransactionId',
      `a ${row.status} deposit with a ${crypto.status} transaction cannot be refunded`,
    );
  moveMoneyOfItsAccount(db, playerId, money(-crypto.amount_cents, row.currency));
  const at = nowIso();
  db.prepare(
    "UPDATE crypto_transactions SET status = 'refunded', refund_address = ?, updated_at = ? WHERE id = ?",
  ).run(address, at, crypto.id);
  db.prepare(
    "UPDATE payments SET status = 'refunded', reason = 'refunded to the sender', updated_at = ? WHERE id = ?",
  ).run(at, row.id);
  return paymentOf(db, playerId, paymentId);
}
