import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type ApiOk,
  type BalanceData,
  type CurrencyAccount,
  type CurrencyAccounts,
  type PointsData,
  type PointsExchangeData,
} from '@casino/contract/schemas';
import { playerIdOf } from '../../auth/guard';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';
import { createAccount, currentAccount, formatPoints, movePoints, moveRealMoney, parsePoints, pointsOf } from '../../db/wallet';
import { add, formatMoney, money } from '../../money/money';
import { ApiError } from '../../errors';
import { POINTS_EXCHANGE_RATIO, POINTS_MIN_EXCHANGE_CENTS, pointsToMoney } from '../player/player-rules';
import { route } from '../../http/route';

function accountsOf(db: Db, playerId: number): CurrencyAccount[] {
  const rows = db
    .prepare(
      'SELECT currency, balance_cents AS b, bonus_cents AS bonus, is_current AS c FROM accounts WHERE player_id = ? AND closed_at IS NULL ORDER BY id',
    )
    .all(playerId) as { currency: string; b: number; bonus: number; c: number }[];
  return rows.map((r) => ({
    currency: r.currency,
    balance: formatMoney(money(r.b, r.currency)),
    bonus: formatMoney(money(r.bonus, r.currency)),
    isCurrent: r.c === 1,
  }));
}

/** Dashboard money: balance, loyalty points and their exchange, currency accounts. */
export const moneyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  route(app, 'dashboard.balance', {}, async (request): Promise<ApiOk<BalanceData>> => {
    const playerId = playerIdOf(request);
    const account = currentAccount(db, playerId);
    const demo =
      (
        db
          .prepare('SELECT demo_balance_cents AS n FROM player_wallet_extras WHERE player_id = ?')
          .get(playerId) as { n: number } | undefined
      )?.n ?? 0;
    return {
      status: 'ok',
      data: {
        currency: account.currency,
        balance: formatMoney(account.balance),
        bonus: formatMoney(account.bonus),
        total: formatMoney(add(account.balance, account.bonus)),
        demoBalance: formatMoney(money(demo, account.currency)),
        accounts: accountsOf(db, playerId),
      },
    };
  });

  route(app, 'dashboard.points', {}, async (request): Promise<ApiOk<PointsData>> => {
    const playerId = playerIdOf(request);
    const points = pointsOf(db, playerId);
    const { currency } = currentAccount(db, playerId);
    return {
      status: 'ok',
      data: {
        points: formatPoints(points),
        exchangeRatio: POINTS_EXCHANGE_RATIO,
        exchangeRate: formatMoney(pointsToMoney(POINTS_EXCHANGE_RATIO * 100, currency)),
        minExchange: formatPoints(POINTS_MIN_EXCHANGE_CENTS),
        exchangeResult: formatMoney(pointsToMoney(points, currency)),
        currency,
      },
    };
  });

  route(
    app,
    'dashboard.exchangePoints',
    {},
    async (request): Promise<ApiOk<PointsExchangeData>> => {
      const playerId = playerIdOf(request);
      const points = parsePoints(request.body.points, 'points');
      if (points < POINTS_MIN_EXCHANGE_CENTS)
        throw ApiError.badRequest('points', `at least ${formatPoints(POINTS_MIN_EXCHANGE_CENTS)} points`, 'validation.out_of_range');
      const result = db.transaction(() => {
        // the current account decides the currency of the credit, read inside the transaction that credits it
        const credited = pointsToMoney(points, currentAccount(db, playerId).currency);
        const left = movePoints(db, playerId, -points, 'exchange');
        return { left, credited, balance: moveRealMoney(db, playerId, credited).balance };
      })();
      return {
        status: 'ok',
        data: {
          points: formatPoints(result.left),
          credited: formatMoney(result.credited),
          balance: formatMoney(result.balance),
        },
      };
    },
  );

  route(app, 'dashboard.currencyAccounts', {}, async (request): Promise<ApiOk<CurrencyAccounts>> => ({
    status: 'ok',
    data: { accounts: accountsOf(db, playerIdOf(request)) },
  }));

  route(
    app,
    'dashboard.addCurrencyAccount',
    {},
    async (request): Promise<ApiOk<CurrencyAccounts>> => {
      const playerId = playerIdOf(request);
      const { currency } = request.body;
      db.transaction(() => {
        const existing = db
          .prepare('SELECT id, closed_at AS closedAt FROM accounts WHERE player_id = ? AND currency = ?')
          .get(playerId, currency) as { id: number; closedAt: string | null } | undefined;
        if (existing && existing.closedAt === null)
          throw ApiError.conflict('currency', 'the player already has this currency account');
        if (existing) db.prepare('UPDATE accounts SET closed_at = NULL WHERE id = ?').run(existing.id);
        else createAccount(db, playerId, currency, false);
      })();
      return { status: 'ok', data: { accounts: accountsOf(db, playerId) } };
    },
  );

  route(
    app,
    'dashboard.switchCurrencyAccount',
    {},
    async (request): Promise<ApiOk<CurrencyAccounts>> => {
      const playerId = playerIdOf(request);
      const { currency } = request.body;
      db.transaction(() => {
        const target = db
          .prepare('SELECT id FROM accounts WHERE player_id = ? AND currency = ? AND closed_at IS NULL')
          .get(playerId, currency) as { id: number } | undefined;
        if (!target) throw ApiError.notFound('currency', 'the player has no open account in this currency');
        if (
          db.prepare("SELECT 1 FROM player_bonuses WHERE player_id = ? AND status = 'active'").get(playerId)
        )
          throw ApiError.conflict('currency', 'finish or cancel the active bonus before switching currency');
        db.prepare('UPDATE accounts SET is_current = (id = ?) WHERE player_id = ?').run(target.id, playerId);
        db.prepare('UPDATE players SET currency = ? WHERE id = ?').run(currency, playerId);
      })();
      return { status: 'ok', data: { accounts: accountsOf(db, playerId) } };
    },
  );

  route(
    app,
    'dashboard.closeCurrencyAccount',
    {},
    async (request): Promise<ApiOk<CurrencyAccounts>> => {
      const playerId = playerIdOf(request);
      const account = db
        .prepare(
          'SELECT id, balance_cents AS b, bonus_cents AS bonus, is_current AS c FROM accounts WHERE player_id = ? AND currency = ? AND closed_at IS NULL',
        )
        .get(playerId, request.body.currency) as
        { id: number; b: number; bonus: number; c: number } | undefined;
      if (!account) throw ApiError.notFound('currency', 'the player has no open account in this currency');
      if (account.c === 1)
        throw ApiError.conflict('currency', 'the current account cannot be closed; switch to another first');
      if (account.b !== 0 || account.bonus !== 0)
        throw ApiError.conflict('currency', 'only an empty account can be closed');
      db.prepare('UPDATE accounts SET closed_at = ? WHERE id = ?').run(nowIso(), account.id);
      return { status: 'ok', data: { accounts: accountsOf(db, playerId) } };
    },
  );
};
