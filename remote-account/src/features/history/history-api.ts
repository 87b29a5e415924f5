import { apiClient, endpointQuery } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';
import { BONUS_STATUSES, POINTS_REASONS, type PaymentKind, type PaymentStatus } from '@casino/contract/schemas';

/**
 * The player's histories (SPEC.md section 2: /{lang}/player/history/{bonus,payments,points,rounds}); each is paged by
 * the API, and its filters and page live in the address (?page=&from=&to= and the type: ?kind=&status= for payments,
 * ?bonusStatus= for bonuses, ?reason= for points, ?mode= for rounds), so a reload or a
 * shared link shows the same rows. Dates are UTC calendar days (YYYY-MM-DD, both included), as the API reads them. This module is light: the route loader imports it.
 */
export const HISTORY_SECTIONS = ['payments', 'bonus', 'points', 'rounds'] as const;
export type HistorySection = (typeof HISTORY_SECTIONS)[number];
export const HISTORY_PER_PAGE = 10;
export const PAYMENT_KINDS = ['deposit', 'withdrawal'] as const satisfies readonly PaymentKind[];
export const PAYMENT_STATUS_FILTER = ['pending', 'completed', 'cancelled', 'failed', 'rejected', 'refunded'] as const satisfies readonly PaymentStatus[];
export const ROUND_MODES = ['real', 'demo', 'all'] as const;
export { BONUS_STATUSES, POINTS_REASONS };

export const historySection = (value: string | undefined): HistorySection | null =>
  value === undefined ? 'payments' : (HISTORY_SECTIONS as readonly string[]).includes(value) ? (value as HistorySection) : null;

const pageOf = (search: URLSearchParams) => {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** A YYYY-MM-DD day that exists, or undefined. */
export function calendarDay(value: string | null): string | undefined {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/** The filters the address asks for, with anything unknown dropped (and an end before the start, which the API refuses). */
export function historyFilters(search: URLSearchParams) {
  const from = calendarDay(search.get('from'));
  const to = calendarDay(search.get('to'));
  return {
    page: pageOf(search),
    from,
    to: from && to && to < from ? undefined : to,
    kind: oneOf(PAYMENT_KINDS, search.get('kind')),
    status: oneOf(PAYMENT_STATUS_FILTER, search.get('status')),
    mode: oneOf(ROUND_MODES, search.get('mode')),
    bonusStatus: oneOf(BONUS_STATUSES, search.get('bonusStatus')),
    reason: oneOf(POINTS_REASONS, search.get('reason')),
  };
}
export type HistoryFilters = ReturnType<typeof historyFilters>;

const paging = (f: HistoryFilters) => ({
  page: f.page,
  perPage: HISTORY_PER_PAGE,
  ...(f.from ? { from: f.from } : {}),
  ...(f.to ? { to: f.to } : {}),
});

export const paymentsHistoryQuery = (f: HistoryFilters) =>
  endpointQuery(ENDPOINTS['history.payments'], {
    query: { ...paging(f), ...(f.kind ? { kind: f.kind } : {}), ...(f.status ? { status: f.status } : {}) },
  });
export const bonusHistoryQuery = (f: HistoryFilters, lang: Locale) =>
  endpointQuery(ENDPOINTS['history.bonuses'], { query: { ...paging(f), ...(f.bonusStatus ? { status: f.bonusStatus } : {}), lang } });
export const pointsHistoryQuery = (f: HistoryFilters) =>
  endpointQuery(ENDPOINTS['history.points'], { query: { ...paging(f), ...(f.reason ? { reason: f.reason } : {}) } });
export const roundsHistoryQuery = (f: HistoryFilters) =>
  endpointQuery(ENDPOINTS['play.rounds'], { query: { ...paging(f), mode: f.mode ?? 'real' } });
export const bonusDetailsQuery = (uuid: string, lang: Locale) =>
  endpointQuery(ENDPOINTS['bonuses.historyInfo'], { params: { bonusUuid: uuid }, query: { lang } });

/** The query of a section's page, for the route loader. */
export function historyQuery(section: HistorySection, filters: HistoryFilters, lang: Locale) {
  if (section === 'bonus') return bonusHistoryQuery(filters, lang);
  if (section === 'points') return pointsHistoryQuery(filters);
  if (section === 'rounds') return roundsHistoryQuery(filters);
  return paymentsHistoryQuery(filters);
}

export const cancelPayment = (paymentId: number) =>
  apiClient.call(ENDPOINTS['payments.cancel'], { params: { paymentId } });
export const refundCryptoDeposit = (paymentId: number, cryptoTransactionId: number, address: string) =>
  apiClient.call(ENDPOINTS['payments.refundCrypto'], {
    params: { paymentId, cryptoTransactionId },
    body: { address },
  });
