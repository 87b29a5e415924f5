import { Type, type Static } from 'typebox';
import { AMOUNT_MAX, ID_MAX, Money } from './common';
import { CurrencyInfo } from './settings';

/**
 * Payments are record keeping only: no real provider is called.
 *
 * Payment state machine (`status`):
 *   deposit:    pending -> completed (balance credited) | cancelled | failed
 *               completed -> refunded (crypto deposits only, via the refund endpoint; balance debited)
 *   withdrawal: pending (amount held: debited from the balance) -> completed | cancelled (held amount returned)
 *               | rejected (operator; held amount returned)
 * Only `pending` payments can be cancelled by the player (POST /payment/cancel/{paymentId}); any other state: 409.
 *
 * Crypto transaction state machine (`cryptoTransaction.status`): confirmed -> refunded.
 * POST /payment/deposit/{paymentId}/crypto/{cryptoTransactionId}/refund moves a completed crypto deposit to refunded;
 * 409 when already refunded, not completed, or the balance no longer covers the amount.
 */

/** Currencies the platform keeps accounts in. */
export const CURRENCIES = ['EUR', 'USD', 'RUB', 'KZT', 'PLN', 'TRY', 'BTC', 'USDT'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CurrencyCode = Type.Enum(CURRENCIES);

/** GET /payment/currencies (no /api/v1 prefix): CurrencyInfo as in the public settings (settings.ts). */
export const CurrencyList = Type.Object({ currencies: Type.Array(CurrencyInfo) });
export type CurrencyList = Static<typeof CurrencyList>;

export const PaymentKind = Type.Union([Type.Literal('deposit'), Type.Literal('withdrawal')]);
export type PaymentKind = Static<typeof PaymentKind>;
export const PAYMENT_STATUSES = [
  'pending',
  'completed',
  'cancelled',
  'failed',
  'rejected',
  'refunded',
] as const;
export const PaymentStatus = Type.Enum(PAYMENT_STATUSES);
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const CashierMethod = Type.Object({
  id: Type.String(),
  kind: PaymentKind,
  /** "card", "wallet", "bank" or "crypto" */
  type: Type.String(),
  name: Type.String(),
  currencies: Type.Array(Type.String()),
  /** The currency of `min` and `max`: the player's current one (the operator's limits converted through its rates). */
  currency: Type.String(),
  min: Money,
  max: Money,
});
export type CashierMethod = Static<typeof CashierMethod>;

/** GET /cashier (authenticated): the methods for the player's current currency and what the cashbox shows. */
export const CashierData = Type.Object({
  currency: Type.String(),
  balance: Money,
  /** false when a cooling-off or self-exclusion block is on: deposits answer 403. */
  canDeposit: Type.Boolean(),
  deposit: Type.Array(CashierMethod),
  withdrawal: Type.Array(CashierMethod),
});
export type CashierData = Static<typeof CashierData>;

/** POST /cashier/deposit and POST /cashier/withdrawal (authenticated). */
export const CashierPaymentBody = Type.Object({
  methodId: Type.String({ minLength: 1, maxLength: 64 }),
  amount: Type.Union([Type.String({ maxLength: 20 }), Type.Number({ minimum: 0, maximum: AMOUNT_MAX })]),
  /** Crypto withdrawals: the destination wallet. */
  address: Type.Optional(Type.String({ minLength: 8, maxLength: 128 })),
});
export type CashierPaymentBody = Static<typeof CashierPaymentBody>;

export const CryptoTransaction = Type.Object({
  id: Type.Integer(),
  network: Type.String(),
  txHash: Type.String(),
  amount: Money,
  status: Type.Union([Type.Literal('confirmed'), Type.Literal('refunded')]),
  refundAddress: Type.Union([Type.String(), Type.Null()]),
});
export type CryptoTransaction = Static<typeof CryptoTransaction>;

export const Payment = Type.Object({
  id: Type.Integer(),
  kind: PaymentKind,
  method: Type.String(),
  currency: Type.String(),
  amount: Money,
  status: PaymentStatus,
  reason: Type.Union([Type.String(), Type.Null()]),
  /** true when POST /payment/cancel/{id} is allowed */
  cancellable: Type.Boolean(),
  cryptoTransaction: Type.Union([CryptoTransaction, Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Payment = Static<typeof Payment>;

export const PaymentIdParams = Type.Object({ paymentId: Type.Integer({ minimum: 1, maximum: ID_MAX }) });
export const CryptoRefundParams = Type.Object({
  paymentId: Type.Integer({ minimum: 1, maximum: ID_MAX }),
  cryptoTransactionId: Type.Integer({ minimum: 1, maximum: ID_MAX }),
});
/** POST .../refund body: where to send the coins back. */
export const CryptoRefundBody = Type.Object({ address: Type.String({ minLength: 8, maxLength: 128 }) });
export type CryptoRefundBody = Static<typeof CryptoRefundBody>;
