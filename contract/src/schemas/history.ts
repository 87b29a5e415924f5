import { Type, type Static } from 'typebox';
import { LangQuery, Money, PageQuery } from './common';
import { BonusStatus } from './bonuses';
import { PaymentKind, PaymentStatus } from './payments';

/**
 * Player history, authenticated, newest first, paged (`Paged<T>` of common.ts: items, page, perPage, total).
 * GET /player/history/payments?page&perPage&from&to&kind&status -> Paged<Payment> (payments.ts)
 * GET /player/history/bonus?page&perPage&from&to&status&lang    -> Paged<PlayerBonus> (bonuses.ts)
 * GET /player/history/points?page&perPage&from&to&reason        -> Paged<PointsHistoryItem>
 * (GET /player/history/round, with the same from&to, belongs to the games module.)
 */

/**
 * A history's date range: `from` and `to` are calendar days (YYYY-MM-DD, UTC), both included; either may be left out.
 * A day that does not exist answers 400 validation.format; `to` before `from` answers 400 validation.out_of_range.
 * UTC days, not the player's, so a page rendered on the server asks for the same rows as the browser.
 */
export const HistoryDateRange = Type.Object({
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
});
export type HistoryDateRange = Static<typeof HistoryDateRange>;

/** Why points moved (PointsHistoryItem.reason), the points history's type filter. */
export const POINTS_REASONS = ['play', 'exchange', 'bonus', 'operator'] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];
export const PointsHistoryQuery = Type.Object({
  ...PageQuery.properties,
  ...HistoryDateRange.properties,
  reason: Type.Optional(Type.Enum(POINTS_REASONS)),
});
export const BonusHistoryQuery = Type.Object({
  ...PageQuery.properties,
  ...HistoryDateRange.properties,
  status: Type.Optional(BonusStatus),
  ...LangQuery.properties,
});
export const PaymentHistoryQuery = Type.Object({
  ...PageQuery.properties,
  ...HistoryDateRange.properties,
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
