import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DEFAULT_LOCALE,
  type ApiOk,
  type BonusActionData,
  type BonusCampaignList,
  type CanLoseData,
  type Paged,
  type PlayerBonus,
  type VerifyRulesData,
  type WageringProgress,
} from '@casino/contract/schemas';
import { playerIdOf, requirePlayer } from '../../auth/guard';
import { currentAccount } from '../../db/wallet';
import { formatMoney, parseMoney } from '../../money/money';
import { ApiError } from '../../errors';
import type { Db } from '../../db/database';
import {
  activate,
  activeBonus,
  campaignById,
  campaignsFor,
  cancel,
  deactivate,
  playerBonusView,
  progressOf,
  redeemBonusCode,
  reward,
  ruleViolations,
  takeCashback,
  type BonusRow,
  bonusHistoryPage,
} from './bonus-service';
import { route } from '../../http/route';


function actionAnswer(db: Db, playerId: number, bonus: BonusRow, lang: string): ApiOk<BonusActionData> {
  const account = currentAccount(db, playerId);
  return {
    status: 'ok',
    data: {
      handled: true,
      bonus: playerBonusView(db, bonus, lang),
      balance: formatMoney(account.balance),
      bonusBalance: formatMoney(account.bonus),
    },
  };
}

/** Bonuses (contract: contract/src/schemas/bonuses.ts, with the bonus state machine). */
export const bonusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  app.addHook('onRequest', requirePlayer);

  route(app, 'bonuses.redeemCode', {}, async (request) => {
    const playerId = playerIdOf(request);
    const bonus = db.transaction(() => redeemBonusCode(db, playerId, request.body.code))();
    return actionAnswer(db, playerId, bonus, request.query.lang ?? DEFAULT_LOCALE);
  });

  const list = (place: 'dashboard' | 'cashbox') =>
    route(
      app,
      place === 'dashboard' ? 'bonuses.forDashboard' : 'bonuses.forCashbox',
      {},
      async (request): Promise<ApiOk<BonusCampaignList>> => ({
        status: 'ok',
        data: {
          campaigns: campaignsFor(db, playerIdOf(request), place, request.query.lang ?? DEFAULT_LOCALE),
        },
      }),
    );
  list('dashboard');
  list('cashbox');
  route(
    app,
    'bonuses.forGamePage',
    {},
    async (request): Promise<ApiOk<BonusCampaignList>> => ({
      status: 'ok',
      data: {
        campaigns: campaignsFor(
          db,
          playerIdOf(request),
          { gameGlobalId: request.params.gameGlobalId },
          request.query.lang ?? DEFAULT_LOCALE,
        ),
      },
    }),
  );

  route(
    app,
    'bonuses.history',
    {},
    async (request): Promise<ApiOk<Paged<PlayerBonus>>> => {
      return {
        status: 'ok',
        data: bonusHistoryPage(db, playerIdOf(request), request.query, request.query.lang ?? DEFAULT_LOCALE),
      };
    },
  );

  route(
    app,
    'bonuses.historyInfo',
    {},
    async (request): Promise<ApiOk<PlayerBonus>> => {
      const bonus = db
        .prepare('SELECT * FROM player_bonuses WHERE uuid = ? AND player_id = ?')
        .get(request.params.bonusUuid, playerIdOf(request)) as BonusRow | undefined;
      if (!bonus) throw ApiError.notFound('bonusUuid', 'no such bonus');
      return { status: 'ok', data: playerBonusView(db, bonus, request.query.lang ?? DEFAULT_LOCALE) };
    },
  );

  route(
    app,
    'bonuses.verifyRules',
    {},
    async (request): Promise<ApiOk<VerifyRulesData>> => {
      const campaign = campaignById(db, request.body.bonusId);
      if (!campaign) throw ApiError.notFound('bonusId', 'no such bonus campaign');
      const deposit =
        request.body.depositAmount === undefined
          ? undefined
          : parseMoney(request.body.depositAmount, currentAccount(db, playerIdOf(request)).currency, 'depositAmount');
      const violations = ruleViolations(db, playerIdOf(request), campaign, deposit);
      return { status: 'ok', data: { ok: violations.length === 0, violations } };
    },
  );

  route(
    app,
    'bonuses.canLoseReward',
    {},
    async (request): Promise<ApiOk<CanLoseData>> => {
      const playerId = playerIdOf(request);
      const active = activeBonus(db, playerId);
      const atStake =
        active?.kind === 'gamification' && active.campaign_id !== request.query.bonusId ? active : undefined;
      return {
        status: 'ok',
        data: {
          canLose: atStake !== undefined,
          reward: atStake ? playerBonusView(db, atStake, DEFAULT_LOCALE) : null,
        },
      };
    },
  );

  route(app, 'bonuses.wageringProgress', {}, async (request): Promise<ApiOk<WageringProgress | null>> => {
    const active = activeBonus(db, playerIdOf(request));
    return { status: 'ok', data: active ? progressOf(db, active) : null };
  });

  const actions = { activate, deactivate, reward, cancel } as const;
  for (const [name, action] of Object.entries(actions)) {
    route(
      app,
      `bonuses.${name as keyof typeof actions}`,
      {},
      async (request) => {
        const playerId = playerIdOf(request);
        const bonus = db.transaction(() => action(db, playerId, request.params.bonusId))();
        return actionAnswer(db, playerId, bonus, request.query.lang ?? DEFAULT_LOCALE);
      },
    );
  }

  route(
    app,
    'bonuses.takeCashback',
    {},
    async (request) => {
      const playerId = playerIdOf(request);
      const bonus = db.transaction(() => takeCashback(db, playerId, request.params.id))();
      return actionAnswer(db, playerId, bonus, request.query.lang ?? DEFAULT_LOCALE);
    },
  );
};
