import type { Paged } from '@casino/contract/schemas';
import type { Db } from '../../db/database';
import { ApiError } from '../../errors';

export interface PageRequest {
  page?: number;
  perPage?: number;
}

/**
 * One page of a list: `fromWhere` is the FROM ... WHERE ... part shared by the count and the page query,
 * `select` the columns and `order` the ORDER BY; rows are mapped to wire items by `toItem`.
 */
export function pageOf<Row, Item>(
  db: Db,
  query: PageRequest,
  sql: { select: string; fromWhere: string; order: string },
  params: unknown[],
  toItem: (row: Row) => Item,
): Paged<Item> {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 20;
  const total = (db.prepare(`SELECT COUNT(*) AS n ${sql.fromWhere}`).get(...params) as { n: number }).n;
  const rows = db
    .prepare(`SELECT ${sql.select} ${sql.fromWhere} ORDER BY ${sql.order} LIMIT ? OFFSET ?`)
    .all(...params, perPage, (page - 1) * perPage) as Row[];
  return { items: rows.map(toItem), page, perPage, total };
}

export interface DateRangeRequest {
  from?: string;
  to?: string;
}

/** Whether `value` is a day that exists, written YYYY-MM-DD. */
function isDay(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day after a YYYY-MM-DD day, as YYYY-MM-DD (UTC). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * A history's date range (contract/history.ts HistoryDateRange: UTC days, both included) as bounds on an ISO-8601
 * column compared as text (ISO instants sort as they read): `since` included, `before` excluded. The schema has
 * checked each day exists; a range that ends before it starts is the caller's mistake, answered 400, not an empty page.
 */
export function dateRangeBounds(range: DateRangeRequest): { since: string | null; before: string | null } {
  // the schemas say so too; a route that forgot to declare its range still answers 400, not "Invalid time value"
  for (const field of ['from', 'to'] as const) {
    const day = range[field];
    if (day !== undefined && !isDay(day)) throw ApiError.badRequest(field, 'must be a day (YYYY-MM-DD)', 'validation.format');
  }
  if (range.from && range.to && range.to < range.from)
    throw ApiError.badRequest('to', '`to` is before `from`', 'validation.out_of_range');
  return { since: range.from ?? null, before: range.to ? nextDay(range.to) : null };
}

/** The same bounds as WHERE conditions on `column`, with their parameters. */
export function dateRangeConditions(range: DateRangeRequest, column: string): { conditions: string[]; params: string[] } {
  const { since, before } = dateRangeBounds(range);
  return {
    conditions: [...(since ? [`${column} >= ?`] : []), ...(before ? [`${column} < ?`] : [])],
    params: [...(since ? [since] : []), ...(before ? [before] : [])],
  };
}
