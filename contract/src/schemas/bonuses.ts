import { Type, type Static } from 'typebox';
import { AMOUNT_MAX, ID_MAX, LangQuery, Money } from './common';

/**
 * Bonuses, all authenticated, under /api/v1. Titles and descriptions come in the language of `?lang=` (default ru).
 *
 * A campaign is the operator's offer; the player's participation in it is a *bonus* with a uuid.
 * Bonus state machine (`status`):
 *   available -> active        POST /bonus-campaign/{bonusId}/activate (one active bonus at a time, 409 otherwise);
 *                              the amount is credited to the bonus balance and wagering starts
 *   active    -> available     POST /bonus-campaign/{bonusId}/deactivate (bonus balance removed, wagering restarts)
 *   active    -> rewarded      POST /bonus-campaign/{bonusId}/reward once wagering is complete (409 before):
 *                              the bonus amount moves from the bonus balance to the real balance
 *   available | active -> cancelled   POST /bonus-campaign/{bonusId}/cancel (bonus balance removed)
 * `{bonusId}` is the campaign id. A campaign the player has no bonus for yet counts as available.
 *
 * Wagering: the real-money bets (table game_rounds, mode "real") placed since activation, against
 * amount x wagerFactor. GET /bonus-campaign/wagering-progress answers the active bonus's progress (null when none).
 */

export const BONUS_KINDS = ['deposit', 'no_deposit', 'freespins', 'gamification', 'cashback'] as const;
export const BonusKind = Type.Enum(BONUS_KINDS);
export type BonusKind = (typeof BONUS_KINDS)[number];
export const BONUS_STATUSES = ['available', 'active', 'rewarded', 'cancelled'] as const;
export const BonusStatus = Type.Enum(BONUS_STATUSES);
export type BonusStatus = (typeof BONUS_STATUSES)[number];

export const WageringProgress = Type.Object({
  bonusUuid: Type.String(),
  campaignId: Type.Union([Type.Integer(), Type.Null()]),
  required: Money,
  wagered: Money,
  remaining: Money,
  /** 0-100, one decimal */
  percent: Type.Number(),
  completed: Type.Boolean(),
});
export type WageringProgress = Static<typeof WageringProgress>;

export const BonusCampaign = Type.Object({
  id: Type.Integer(),
  kind: BonusKind,
  title: Type.String(),
  description: Type.String(),
  amount: Money,
  freeSpins: Type.Integer(),
  wagerFactor: Type.Integer(),
  minDeposit: Money,
  currency: Type.Union([Type.String(), Type.Null()]),
  /** true for campaigns redeemed with a code (the code itself is never listed) */
  byCode: Type.Boolean(),
  startsAt: Type.String(),
  /** null: the campaign runs until it is switched off, and a player is shown no end date */
  endsAt: Type.Union([Type.String(), Type.Null()]),
  /** the player's bonus in this campaign; "none" when not taken yet */
  playerStatus: Type.Union([BonusStatus, Type.Literal('none')]),
  bonusUuid: Type.Union([Type.String(), Type.Null()]),
  wagering: Type.Union([WageringProgress, Type.Null()]),
});
export type BonusCampaign = Static<typeof BonusCampaign>;
export const BonusCampaignList = Type.Object({ campaigns: Type.Array(BonusCampaign) });
export type BonusCampaignList = Static<typeof BonusCampaignList>;

export const BonusLangQuery = LangQuery;
/** GET /bonus-campaign/campaign-list-for-game-page/{gameGlobalId}: campaigns that apply to that game. */
export const GameGlobalIdParams = Type.Object({
  gameGlobalId: Type.String({ minLength: 1, maxLength: 128 }),
});
export const BonusIdParams = Type.Object({ bonusId: Type.Integer({ minimum: 1, maximum: ID_MAX }) });
export const BonusUuidParams = Type.Object({ bonusUuid: Type.String({ minLength: 1, maxLength: 64 }) });
export const CashbackIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * POST /bonus/code { code }: adds the campaign's bonus as available. Refusals, field "code": 404 `bonus.code_unknown`,
 * 410 `bonus.code_expired`, 409 `bonus.code_used` (already redeemed) or `bonus.rules` (a code for another currency).
 */
export const BonusCodeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) });
export type BonusCodeBody = Static<typeof BonusCodeBody>;

/** One bonus of the player (history-list, history-info, /player/history/bonus, action answers). */
export const PlayerBonus = Type.Object({
  uuid: Type.String(),
  campaignId: Type.Union([Type.Integer(), Type.Null()]),
  kind: BonusKind,
  title: Type.String(),
  status: BonusStatus,
  amount: Money,
  wagerRequired: Money,
  wagered: Money,
  activatedAt: Type.Union([Type.String(), Type.Null()]),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type PlayerBonus = Static<typeof PlayerBonus>;
/** GET /bonus-campaign/history-list?page&perPage&lang: every bonus of the player, newest first (Paged). */
/** GET /bonus-campaign/history-info/{bonusUuid}: one bonus; 404 when not the player's. */

/** POST /bonus-campaign/verify-rules { bonusId, depositAmount? }: whether activation (or a deposit) would qualify. */
export const VerifyRulesBody = Type.Object({
  bonusId: Type.Integer({ minimum: 1, maximum: ID_MAX }),
  depositAmount: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Number({ minimum: 0, maximum: AMOUNT_MAX })])),
});
export type VerifyRulesBody = Static<typeof VerifyRulesBody>;
export const RuleViolation = Type.Object({
  /** "period", "currency", "min-deposit", "already-used", "active-bonus" */
  rule: Type.String(),
  message: Type.String(),
});
export const VerifyRulesData = Type.Object({ ok: Type.Boolean(), violations: Type.Array(RuleViolation) });
export type VerifyRulesData = Static<typeof VerifyRulesData>;

/**
 * GET /bonus-campaign/can-lose-gamification-reward?bonusId: true when activating that campaign would cancel an
 * active gamification reward (only one bonus is active at a time), so the front end can warn first.
 */
export const CanLoseQuery = Type.Object({ bonusId: Type.Optional(Type.Integer({ minimum: 1, maximum: ID_MAX })) });
export const CanLoseData = Type.Object({
  canLose: Type.Boolean(),
  reward: Type.Union([PlayerBonus, Type.Null()]),
});
export type CanLoseData = Static<typeof CanLoseData>;

/** Answer of activate/deactivate/reward/cancel/cashback reward. */
export const BonusActionData = Type.Object({
  handled: Type.Boolean(),
  bonus: PlayerBonus,
  balance: Money,
  bonusBalance: Money,
});
export type BonusActionData = Static<typeof BonusActionData>;

/**
 * POST /bonus-campaign/{id}/cashback/reward: `id` is the uuid of an available cashback bonus (player field
 * cashbackReward sums them); its amount goes to the real balance at once (no wagering). 409 when not available.
 */
