import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BonusCodeBody,
  DEFAULT_LOCALE,
  BonusIdParams,
  BonusUuidParams,
  CanLoseQuery,
  CashbackIdParams,
  GameGlobalIdParams,
  LangQuery,
  PageQuery,
  VerifyRulesBody,
  type ApiOk,
  type BonusActionData,
  type BonusCampaignList,
  type CanLoseData,
  type Paged,
  type PlayerBonus,
  type VerifyRulesData,
  type WageringProgress,
} from '@casino/shared/contract';
import { playerIdOf, requirePlayer } from '../../auth/guard';
import { currentAccount, formatMoney, parseMoney } from '../../db/wallet';
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

const PagedLangQuery = Type.Object({ ...PageQuery.properties, ...LangQuery.properties });

function actionAnswer(db: Db, playerId: number, bonus: BonusRow, lang: string): ApiOk<BonusActionData> {
  const account = currentAccount(db, playerId);
  return {
    status: 'ok',
    data: {
      handled: true,
      bonus: playerBonusView(db, bonus, lang),
      balance: formatMoney(account.balanceCents),
      bonusBalance: formatMoney(account.bonusCents),
    },
  };
}

/** Bonuses (contract: shared/src/api/contract/bonuses.ts, with the bonus state machine). */
export const bonusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  app.addHook('onRequest', requirePlayer);

  app.post('/bonus/code', { schema: { body: BonusCodeBody, querystring: LangQuery } }, async (request) => {
    const playerId = playerIdOf(request);
    const bonus = db.transaction(() => redeemBonusCode(db, playerId, request.body.code))();
    return actionAnswer(db, playerId, bonus, request.query.lang ?? DEFAULT_LOCALE);
  });

  const list = (place: 'dashboard' | 'cashbox') =>
    app.get(
      `/bonus-campaign/campaign-list-for-${place}`,
      { schema: { querystring: LangQuery } },
      async (request): Promise<ApiOk<BonusCampaignList>> => ({
        status: 'ok',
        data: {
          campaigns: campaignsFor(db, playerIdOf(request), place, request.query.lang ?? DEFAULT_LOCALE),
        },
      }),
    );
  list('dashboard');
  list('cashbox');
  app.get(
    '/bonus-campaign/campaign-list-for-game-page/:gameGlobalId',
    { schema: { params: GameGlobalIdParams, querystring: LangQuery } },
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

  app.get(
    '/bonus-campaign/history-list',
    { schema: { querystring: PagedLangQuery } },
    async (request): Promise<ApiOk<Paged<PlayerBonus>>> => {
      return {
        status: 'ok',
        data: bonusHistoryPage(db, playerIdOf(request), request.query, request.query.lang ?? DEFAULT_LOCALE),
      };
    },
  );

  app.get(
    '/bonus-campaign/history-info/:bonusUuid',
    { schema: { params: BonusUuidParams, querystring: LangQuery } },
    async (request): Promise<ApiOk<PlayerBonus>> => {
      const bonus = db
        .prepare('SELECT * FROM player_bonuses WHERE uuid = ? AND player_id = ?')
        .get(request.params.bonusUuid, playerIdOf(request)) as BonusRow | undefined;
      if (!bonus) throw ApiError.notFound('bonusUuid', 'no such bonus');
      return { status: 'ok', data: playerBonusView(db, bonus, request.query.lang ?? DEFAULT_LOCALE) };
    },
  );

  app.post(
    '/bonus-campaign/verify-rules',
    { schema: { body: VerifyRulesBody } },
    async (request): Promise<ApiOk<VerifyRulesData>> => {
      const campaign = campaignById(db, request.body.bonusId);
      if (!campaign) throw ApiError.notFound('bonusId', 'no such bonus campaign');
      const deposit =
        request.body.depositAmount === undefined
          ? undefined
          : parseMoney(request.body.depositAmount, 'depositAmount');
      const violations = ruleViolations(db, playerIdOf(request), campaign, deposit);
      return { status: 'ok', data: { ok: violations.length === 0, violations } };
    },
  );

  app.get(
    '/bonus-campaign/can-lose-gamification-reward',
    { schema: { querystring: CanLoseQuery } },
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

  app.get('/bonus-campaign/wagering-progress', async (request): Promise<ApiOk<WageringProgress | null>> => {
    const active = activeBonus(db, playerIdOf(request));
    return { status: 'ok', data: active ? progressOf(db, active) : null };
  });

  const actions = { activate, deactivate, reward, cancel } as const;
  for (const [name, action] of Object.entries(actions)) {
    app.post(
      `/bonus-campaign/:bonusId/${name}`,
      { schema: { params: BonusIdParams, querystring: LangQuery } },
      async (request) => {
        const playerId = playerIdOf(request);
        const bonus = db.transaction(() => action(db, playerId, request.params.bonusId))();
        return actionAnswer(db, playerId, bonus, request.query.lang ?? DEFAULT_LOCALE);
      },
    );
  }

  app.post(
    '/bonus-campaign/:id/cashback/reward',
    { schema: { params: CashbackIdParams, querystring: LangQuery } },
    async (request) => {
      const playerId = playerIdOf(request);
      const bonus = db.transaction(() => takeCashback(db, playerId, request.params.id))();
      return actionAnswer(db, playerId, bonus, request.query.lang ?? DEFAULT_LOCALE);
    },
  );
};
