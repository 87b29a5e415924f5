import { Type, type Static } from 'typebox';
import { Money, PageQuery } from './common';
import { PaymentKind, PaymentStatus } from './payments';

/**
 * Player history, authenticated, newest first, paged (`Paged<T>` of common.ts: items, page, perPage, total).
 * GET /player/history/payments?page&perPage&kind&status -> Paged<Payment> (payments.ts)
 * GET /player/history/bonus?page&perPage&lang           -> Paged<PlayerBonus> (bonuses.ts)
 * GET /player/history/points?page&perPage               -> Paged<PointsHistoryItem>
 * (GET /player/history/round belongs to the games module.)
 */
export const PaymentHistoryQuery = Type.Object({
  ...PageQuery.properties,
  kind: Type.Optional(PaymentKind),
  status: Type.Optional(PaymentStatus),
});
export type PaymentHistoryQuery = Static<typeof PaymentHistoryQuery>;

export const PointsHistoryItem = Type.Object({
  id: Type.Integer(),
  /** signed: earnings positive ("12.50"), exchanges negative ("-100.00") */
  delta: Money,
  balanceAfter: Money,
  /** "play", "exchange", "bonus", "operator" */
  reason: Type.String(),
  createdAt: Type.String(),
});
export type PointsHistoryItem = Static<typeof PointsHistoryItem>;
