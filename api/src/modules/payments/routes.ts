import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type ApiOk,
  type CashierData,
  type Payment,
} from '@casino/contract/schemas';
import { playerIdOf, requirePlayer } from '../../auth/guard';
import { currentAccount } from '../../db/wallet';
import { compare, formatMoney, parseMoney } from '../../money/money';
import { ApiError } from '../../errors';
import { activeBlocks } from '../player/player-rules';
import { playerRow } from '../player/player-row';
import { methodsFor } from './cashier-methods';
import { cancelPayment, paymentView, recordPayment, refundCryptoDeposit } from './payment-service';
import { route } from '../../http/route';
import { responsibleGamingOf } from '../responsible-gaming/responsible-gaming';

/** Cashier and payment records (state machine: contract/src/schemas/payments.ts). */
export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const rg = responsibleGamingOf(db, app.config.rgProfile);

  route(app, 'payments.cashier', { onRequest: requirePlayer }, async (request): Promise<ApiOk<CashierData>> => {
    const playerId = playerIdOf(request);
    const account = currentAccount(db, playerId);
    const blocks = activeBlocks(playerRow(db, playerId));
    const forCurrency = methodsFor(account.currency).map(({ limits: _limits, ...method }) => method);
    return {
      status: 'ok',
      data: {
        currency: account.currency,
        balance: formatMoney(account.balance),
        canDeposit: !blocks.coolingOffBlock && !blocks.selfExclusionBlock,
        deposit: forCurrency.filter((m) => m.kind === 'deposit'),
        withdrawal: forCurrency.filter((m) => m.kind === 'withdrawal'),
      },
    };
  });

  for (const kind of ['deposit', 'withdrawal'] as const) {
    route(
      app,
      `payments.${kind}`,
      { onRequest: requirePlayer },
      async (request): Promise<ApiOk<Payment>> => {
        const playerId = playerIdOf(request);
        const account = currentAccount(db, playerId);
        const method = methodsFor(account.currency).find((m) => m.id === request.body.methodId && m.kind === kind);
        if (!method)
          throw ApiError.badRequest('methodId', `no ${kind} method with this id for ${account.currency}`);
        const amount = parseMoney(request.body.amount, account.currency, 'amount');
        if (compare(amount, method.limits.min) < 0 || compare(amount, method.limits.max) > 0)
          throw ApiError.badRequest(
            'amount',
            `must be between ${method.min} and ${method.max} ${account.currency}`,
            'validation.out_of_range',
          );
        const blocks = activeBlocks(playerRow(db, playerId));
        if (kind === 'deposit' && (blocks.coolingOffBlock || blocks.selfExclusionBlock))
          throw ApiError.forbidden(
            'player',
            blocks.selfExclusionBlock
              ? 'self-exclusion is on: deposits are closed'
              : 'cooling-off is on: deposits are closed',
          );
        if (kind === 'withdrawal' && method.type === 'crypto' && !request.body.address)
          throw ApiError.badRequest('address', 'is required for crypto', 'validation.required');
        // The limit check and the insert in one immediate transaction: parallel deposits cannot pass the same check.
        const row = db
          .transaction(() => {
            if (kind === 'deposit') rg.assertDeposit(playerId, amount);
            return recordPayment(db, {
              playerId,
              kind,
              method: method.id,
              methodType: method.type,
              amount,
              createdAt: rg.clock.nowIso(playerId),
            });
          })
          .immediate();
        return { status: 'ok', data: paymentView(db, row) };
      },
    );
  }

  route(
    app,
    'payments.cancel',
    { onRequest: requirePlayer },
    async (request): Promise<ApiOk<Payment>> => {
      const playerId = playerIdOf(request);
      const row = db.transaction(() => cancelPayment(db, playerId, request.params.paymentId))();
      return { status: 'ok', data: paymentView(db, row) };
    },
  );

  route(
    app,
    'payments.refundCrypto',
    { onRequest: requirePlayer },
    async (request): Promise<ApiOk<Payment>> => {
      const playerId = playerIdOf(request);
      const { paymentId, cryptoTransactionId } = request.params;
      const row = db.transaction(() =>
        refundCryptoDeposit(db, playerId, paymentId, cryptoTransactionId, request.body.address),
      )();
      return { status: 'ok', data: paymentView(db, row) };
    },
  );
};
