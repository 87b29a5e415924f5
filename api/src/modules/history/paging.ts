import type { Paged } from '@casino/shared/contract';
import type { Db } from '../../db/database';

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
