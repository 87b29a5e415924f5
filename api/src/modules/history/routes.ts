import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DEFAULT_LOCALE,
  type ApiOk,
  type Paged,
  type Payment,
  type PlayerBonus,
  type PointsHistoryItem,
} from '@casino/contract/schemas';
import { playerIdOf, requirePlayer } from '../../auth/guard';
import { formatPoints } from '../../db/wallet';
import { bonusHistoryPage } from '../bonuses/bonus-service';
import { paymentView, type PaymentRow } from '../payments/payment-service';
import { dateRangeConditions, pageOf } from './paging';
import { route } from '../../http/route';

/** Player history: payments, bonuses, loyalty points (rounds belong to the games module). */
export const historyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  route(
    app,
    'history.payments',
    { onRequest: requirePlayer },
    async (request): Promise<ApiOk<Paged<Payment>>> => {
      const { kind, status } = request.query;
      const range = dateRangeConditions(request.query, 'created_at');
      const filters = ['player_id = ?', ...(kind ? ['kind = ?'] : []), ...(status ? ['status = ?'] : []), ...range.conditions];
      const params = [playerIdOf(request), ...(kind ? [kind] : []), ...(status ? [status] : []), ...range.params];
      return {
        status: 'ok',
        data: pageOf<PaymentRow, Payment>(
          db,
          request.query,
          {
            select: '*',
            fromWhere: `FROM payments WHERE ${filters.join(' AND ')}`,
            order: 'created_at DESC, id DESC',
          },
          params,
          (row) => paymentView(db, row),
        ),
      };
    },
  );

  route(
    app,
    'history.bonuses',
    { onRequest: requirePlayer },
    async (request): Promise<ApiOk<Paged<PlayerBonus>>> => {
      return {
        status: 'ok',
        data: bonusHistoryPage(db, playerIdOf(request), request.query, request.query.lang ?? DEFAULT_LOCALE),
      };
    },
  );

  route(
    app,
    'history.points',
    { onRequest: requirePlayer },
    async (request): Promise<ApiOk<Paged<PointsHistoryItem>>> => {
      type Row = {
        id: number;
        delta_cents: number;
        balance_after_cents: number;
        reason: string;
        created_at: string;
      };
      const { reason } = request.query;
      const range = dateRangeConditions(request.query, 'created_at');
      const filters = ['player_id = ?', ...(reason ? ['reason = ?'] : []), ...range.conditions];
      return {
        status: 'ok',
        data: pageOf<Row, PointsHistoryItem>(
          db,
          request.query,
          { select: '*', fromWhere: `FROM points_ledger WHERE ${filters.join(' AND ')}`, order: 'id DESC' },
          [playerIdOf(request), ...(reason ? [reason] : []), ...range.params],
          (row) => ({
            id: row.id,
            delta: formatPoints(row.delta_cents),
            balanceAfter: formatPoints(row.balance_after_cents),
            reason: row.reason,
            createdAt: row.created_at,
          }),
        ),
      };
    },
  );
};
