import { randomUUID } from 'node:crypto';
import type {
  Paged,
  BonusCampaign,
  BonusKind,
  BonusStatus,
  PlayerBonus,
  VerifyRulesData,
} from '@casino/contract/schemas';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';
import type { Currency } from '@casino/contract/schemas';
import { currentAccount, moveBonusMoney, moveRealMoney } from '../../db/wallet';
import { add, convert, formatMoney, fromBase, min, money, negate, zero, type Money } from '../../money/money';
import { ApiError } from '../../errors';
import { dateRangeConditions, pageOf, type DateRangeRequest, type PageRequest } from '../history/paging';
import { wageredCentsSince, wageringProgress } from './wagering';

/**
 * The stored end of a campaign that runs until it is switched off: far enough that every "running now" comparison
 * keeps working, and shown to players as no end at all (`endsAt: null`), never as a made-up date.
 */
export const OPEN_ENDED = '9999-12-31T23:59:59.999Z';

export interface CampaignRow {
  id: number;
  kind: Exclude<BonusKind, 'cashback'>;
  title_json: string;
  description_json: string;
  code: string | null;
  amount_cents: number;
  free_spins: number;
  wager_factor: number;
  min_deposit_cents: number;
  currency: string | null;
  game_ids: string;
  on_dashboard: number;
  on_cashbox: number;
  starts_at: string;
  ends_at: string;
}
export interface BonusRow {
  id: number;
  uuid: string;
  player_id: number;
  campaign_id: number | null;
  kind: BonusKind;
  status: BonusStatus;
  /** minor units of `currency` */
  amount_cents: number;
  wager_required_cents: number;
  currency: string;
  activated_at: string | null;
  finished_at: string | null;
  created_at: string;
}

/** Picks the text in the asked language, falling back to English, then to any. */
export function localized(json: string, lang: string): string {
  try {
    const texts = JSON.parse(json) as Record<string, string>;
    return texts[lang] ?? texts.en ?? Object.values(texts)[0] ?? '';
  } catch {
    return '';
  }
}

const CASHBACK_TITLE: Record<string, string> = {
  en: 'Weekly cashback',
  ca: 'Reemborsament setmanal',
  es: 'Reembolso semanal',
  fr: 'Cashback hebdomadaire',
  kk: 'Апталық кэшбэк',
  pl: 'Cotygodniowy cashback',
  pt: 'Cashback semanal',
  ru: 'Еженедельный кешбэк',
  tr: 'Haftalık nakit iade',
  de: 'Wöchentliches Cashback',
};

/** The bonus's amount with its currency. */
export const bonusAmount = (bonus: BonusRow): Money => money(bonus.amount_cents, bonus.currency);

/**
 * A campaign's amount for a player whose current account is in `currency`: a campaign tied to a currency (its row's
 * `currency`) is defined in it; any other is defined once in the base currency (EUR) and converted, rounded down.
 */
export function campaignAmount(campaign: CampaignRow, currency: Currency): Money {
  return campaign.currency ? convert(money(campaign.amount_cents, campaign.currency), currency) : fromBase(campaign.amount_cents, currency, 'down');
}

/** The smallest deposit a campaign asks for, in `currency`: converted like the amount but rounded up. */
export function campaignMinDeposit(campaign: CampaignRow, currency: Currency): Money {
  return campaign.currency
    ? convert(money(campaign.min_deposit_cents, campaign.currency), currency, 'up')
    : fromBase(campaign.min_deposit_cents, currency, 'up');
}

/** Cashback waiting to be taken, as it would be credited to an account in `currency`. */
export function availableCashback(db: Db, playerId: number, currency: Currency): Money {
  const rows = db
    .prepare("SELECT * FROM player_bonuses WHERE player_id = ? AND kind = 'cashback' AND status = 'available'")
    .all(playerId) as BonusRow[];
  return rows.reduce((sum, row) => add(sum, convert(bonusAmount(row), currency)), zero(currency));
}

export function campaignById(db: Db, id: number): CampaignRow | undefined {
  return db.prepare('SELECT * FROM bonus_campaigns WHERE id = ?').get(id) as CampaignRow | undefined;
}

function latestBonusFor(db: Db, playerId: number, campaignId: number): BonusRow | undefined {
  return db
    .prepare('SELECT * FROM player_bonuses WHERE player_id = ? AND campaign_id = ? ORDER BY id DESC LIMIT 1')
    .get(playerId, campaignId) as BonusRow | undefined;
}

export function activeBonus(db: Db, playerId: number): BonusRow | undefined {
  return db
    .prepare("SELECT * FROM player_bonuses WHERE player_id = ? AND status = 'active' LIMIT 1")
    .get(playerId) as BonusRow | undefined;
}

export function playerBonusView(db: Db, bonus: BonusRow, lang: string): PlayerBonus {
  const campaign = bonus.campaign_id ? campaignById(db, bonus.campaign_id) : undefined;
  const wagered =
    bonus.status === 'active'
      ? wageredCentsSince(db, bonus.player_id, bonus.activated_at, bonus.currency)
      : bonus.status === 'rewarded'
        ? bonus.wager_required_cents
        : 0;
  return {
    uuid: bonus.uuid,
    campaignId: bonus.campaign_id,
    kind: bonus.kind,
    title: campaign
      ? localized(campaign.title_json, lang)
      : (CASHBACK_TITLE[lang] ?? CASHBACK_TITLE.en ?? ''),
    status: bonus.status,
    amount: formatMoney(bonusAmount(bonus)),
    wagerRequired: formatMoney(money(bonus.wager_required_cents, bonus.currency)),
    wagered: formatMoney(money(Math.min(wagered, bonus.wager_required_cents), bonus.currency)),
    activatedAt: bonus.activated_at,
    finishedAt: bonus.finished_at,
    createdAt: bonus.created_at,
  };
}

export function progressOf(db: Db, bonus: BonusRow) {
  return wageringProgress(
    { uuid: bonus.uuid, campaignId: bonus.campaign_id, requiredCents: bonus.wager_required_cents, currency: bonus.currency },
    wageredCentsSince(db, bonus.player_id, bonus.activated_at, bonus.currency),
  );
}

export function campaignView(db: Db, playerId: number, campaign: CampaignRow, lang: string): BonusCampaign {
  const bonus = latestBonusFor(db, playerId, campaign.id);
  const currency = currentAccount(db, playerId).currency;
  return {
    id: campaign.id,
    kind: campaign.kind,
    title: localized(campaign.title_json, lang),
    description: localized(campaign.description_json, lang),
    // in the player's current currency (`currency` below stays the campaign's restriction, null for any)
    amount: formatMoney(campaignAmount(campaign, currency)),
    freeSpins: campaign.free_spins,
    wagerFactor: campaign.wager_factor,
    minDeposit: formatMoney(campaignMinDeposit(campaign, currency)),
    currency: campaign.currency,
    byCode: campaign.code !== null,
    startsAt: campaign.starts_at,
    endsAt: campaign.ends_at >= OPEN_ENDED ? null : campaign.ends_at,
    playerStatus: bonus?.status ?? 'none',
    bonusUuid: bonus?.uuid ?? null,
    wagering: bonus?.status === 'active' ? progressOf(db, bonus) : null,
  };
}

export type CampaignPlace = 'dashboard' | 'cashbox' | { gameGlobalId: string };

/** Campaigns a player sees in one place: running now, in the player's currency, code campaigns only once redeemed. */
export function campaignsFor(db: Db, playerId: number, place: CampaignPlace, lang: string): BonusCampaign[] {
  const now = nowIso();
  const currency = currentAccount(db, playerId).currency;
  const rows = db
    .prepare(
      `SELECT c.* FROM bonus_campaigns c
       WHERE (c.currency IS NULL OR c.currency = ?)
         AND ((c.starts_at <= ? AND c.ends_at > ?) OR EXISTS (SELECT 1 FROM player_bonuses b WHERE b.campaign_id = c.id AND b.player_id = ? AND b.status IN ('available', 'active')))
         AND (c.code IS NULL OR EXISTS (SELECT 1 FROM player_bonuses b WHERE b.campaign_id = c.id AND b.player_id = ?))
         -- a status reward is offered only to a player who reached that status (it was granted to them)
         AND (c.kind <> 'gamification' OR EXISTS (SELECT 1 FROM player_bonuses b WHERE b.campaign_id = c.id AND b.player_id = ?))
       ORDER BY c.id`,
    )
    .all(currency, now, now, playerId, playerId, playerId) as CampaignRow[];
  return rows
    .filter((c) => {
      if (place === 'dashboard') return c.on_dashboard === 1;
      if (place === 'cashbox') return c.on_cashbox === 1;
      const games = JSON.parse(c.game_ids) as unknown[];
      return games.length === 0 || games.map(String).includes(place.gameGlobalId);
    })
    .map((c) => campaignView(db, playerId, c, lang));
}

function insertBonus(
  db: Db,
  playerId: number,
  kind: BonusKind,
  campaign: CampaignRow | null,
  amount: Money,
  status: BonusStatus,
): BonusRow {
  const uuid = randomUUID();
  db.prepare(
    `INSERT INTO player_bonuses (uuid, player_id, campaign_id, kind, status, amount_cents, wager_required_cents, currency, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    uuid,
    playerId,
    campaign?.id ?? null,
    kind,
    status,
    amount.minor,
    campaign ? amount.minor * campaign.wager_factor : 0,
    amount.currency,
    nowIso(),
  );
  return db.prepare('SELECT * FROM player_bonuses WHERE uuid = ?').get(uuid) as BonusRow;
}

/** POST /bonus/code: the code's campaign becomes an available bonus of the player. */
export function redeemBonusCode(db: Db, playerId: number, code: string): BonusRow {
  const now = nowIso();
  const campaign = db
    .prepare('SELECT * FROM bonus_campaigns WHERE code = ? AND starts_at <= ?')
    .get(code.trim(), now) as CampaignRow | undefined;
  // A code whose campaign has not started yet is unknown to the player: nothing about it is public.
  if (!campaign) throw ApiError.notFound('code', 'unknown bonus code', 'bonus.code_unknown');
  if (campaign.ends_at <= now) throw ApiError.gone('code', 'this bonus code has expired', 'bonus.code_expired');
  if (campaign.currency && campaign.currency !== currentAccount(db, playerId).currency)
    throw ApiError.conflict('code', `this code is for ${campaign.currency} accounts`, 'bonus.rules');
  if (latestBonusFor(db, playerId, campaign.id))
    throw ApiError.conflict('code', 'this code has already been redeemed', 'bonus.code_used');
  return insertBonus(db, playerId, campaign.kind, campaign, campaignAmount(campaign, currentAccount(db, playerId).currency), 'available');
}

/** Everything that stands between the player and activating a campaign (empty: it may be activated). */
export function ruleViolations(
  db: Db,
  playerId: number,
  campaign: CampaignRow,
  deposit?: Money,
): VerifyRulesData['violations'] {
  const violations: VerifyRulesData['violations'] = [];
  const now = nowIso();
  const bonus = latestBonusFor(db, playerId, campaign.id);
  if (!(campaign.starts_at <= now && campaign.ends_at > now) && bonus?.status !== 'available')
    violations.push({ rule: 'period', message: 'the campaign is not running' });
  if (campaign.currency && campaign.currency !== currentAccount(db, playerId).currency)
    violations.push({ rule: 'currency', message: `the campaign is for ${campaign.currency} accounts` });
  if (campaign.code && !bonus) violations.push({ rule: 'code', message: 'the campaign needs a bonus code' });
  if (campaign.kind === 'gamification' && !bonus)
    violations.push({ rule: 'status', message: 'the reward is for players who reached its status' });
  if (bonus && (bonus.status === 'rewarded' || bonus.status === 'cancelled'))
    violations.push({ rule: 'already-used', message: 'the bonus has already been used' });
  if (bonus?.status === 'active')
    violations.push({ rule: 'already-used', message: 'the bonus is already active' });
  const active = activeBonus(db, playerId);
  if (active && active.campaign_id !== campaign.id && active.kind !== 'gamification')
    violations.push({
      rule: 'active-bonus',
      message: 'another bonus is active; deactivate or cancel it first',
    });
  if (campaign.kind === 'deposit' && campaign.min_deposit_cents > 0) {
    const currency = currentAccount(db, playerId).currency;
    const needed = campaignMinDeposit(campaign, currency);
    // a deposit counts in the currency it was made in: the biggest one in the current currency since the start
    const made =
      deposit ??
      money(
        (
          db
            .prepare(
              "SELECT MAX(amount_cents) AS n FROM payments WHERE player_id = ? AND kind = 'deposit' AND status = 'completed' AND created_at >= ? AND currency = ?",
            )
            .get(playerId, campaign.starts_at, currency) as { n: number | null }
        ).n ?? 0,
        currency,
      );
    if (convert(made, currency).minor < needed.minor)
      violations.push({
        rule: 'min-deposit',
        message: `a deposit of at least ${formatMoney(needed)} is needed`,
      });
  }
  return violations;
}

function finish(db: Db, bonus: BonusRow, status: BonusStatus): void {
  db.prepare('UPDATE player_bonuses SET status = ?, finished_at = ? WHERE id = ?').run(
    status,
    nowIso(),
    bonus.id,
  );
}

/** Removes what is left of a bonus's credit from the bonus balance; answers how much was removed. */
function takeBonusCredit(db: Db, playerId: number, amount: Money): Money {
  const account = currentAccount(db, playerId);
  // the switch of currency waits for the active bonus to end, so this is the account's currency already
  const taken = min(account.bonus, convert(amount, account.currency));
  moveBonusMoney(db, playerId, negate(taken));
  return taken;
}

function requireBonus(db: Db, playerId: number, campaignId: number, statuses: BonusStatus[]): BonusRow {
  if (!campaignById(db, campaignId)) throw ApiError.notFound('bonusId', 'no such bonus campaign');
  const bonus = latestBonusFor(db, playerId, campaignId);
  if (!bonus || !statuses.includes(bonus.status))
    throw ApiError.conflict(
      'bonusId',
      `the bonus is ${bonus?.status ?? 'not taken'}; this needs it ${statuses.join(' or ')}`,
    );
  return bonus;
}

export function activate(db: Db, playerId: number, campaignId: number): BonusRow {
  const campaign = campaignById(db, campaignId);
  if (!campaign) throw ApiError.notFound('bonusId', 'no such bonus campaign');
  const violation = ruleViolations(db, playerId, campaign)[0];
  if (violation) throw ApiError.conflict('bonusId', violation.message, 'bonus.rules');
  const active = activeBonus(db, playerId);
  // Only one bonus is active at a time; an active gamification reward is the one that gives way (see can-lose).
  if (active) {
    takeBonusCredit(db, playerId, bonusAmount(active));
    finish(db, active, 'cancelled');
  }
  const amount = campaignAmount(campaign, currentAccount(db, playerId).currency);
  let bonus = latestBonusFor(db, playerId, campaignId);
  if (!bonus || bonus.status !== 'available')
    bonus = insertBonus(db, playerId, campaign.kind, campaign, amount, 'available');
  // A code redeemed on one account and activated on another is worth the campaign's amount in the current currency.
  db.prepare(
    "UPDATE player_bonuses SET status = 'active', activated_at = ?, amount_cents = ?, wager_required_cents = ?, currency = ? WHERE id = ?",
  ).run(nowIso(), amount.minor, amount.minor * campaign.wager_factor, amount.currency, bonus.id);
  moveBonusMoney(db, playerId, amount);
  return db.prepare('SELECT * FROM player_bonuses WHERE id = ?').get(bonus.id) as BonusRow;
}

export function deactivate(db: Db, playerId: number, campaignId: number): BonusRow {
  const bonus = requireBonus(db, playerId, campaignId, ['active']);
  takeBonusCredit(db, playerId, bonusAmount(bonus));
  db.prepare("UPDATE player_bonuses SET status = 'available', activated_at = NULL WHERE id = ?").run(
    bonus.id,
  );
  return db.prepare('SELECT * FROM player_bonuses WHERE id = ?').get(bonus.id) as BonusRow;
}

export function reward(db: Db, playerId: number, campaignId: number): BonusRow {
  const bonus = requireBonus(db, playerId, campaignId, ['active']);
  if (!progressOf(db, bonus).completed) throw ApiError.conflict('bonusId', 'wagering is not complete yet', 'bonus.rules');
  moveRealMoney(db, playerId, takeBonusCredit(db, playerId, bonusAmount(bonus)));
  finish(db, bonus, 'rewarded');
  return db.prepare('SELECT * FROM player_bonuses WHERE id = ?').get(bonus.id) as BonusRow;
}

export function cancel(db: Db, playerId: number, campaignId: number): BonusRow {
  const bonus = requireBonus(db, playerId, campaignId, ['available', 'active']);
  if (bonus.status === 'active') takeBonusCredit(db, playerId, bonusAmount(bonus));
  finish(db, bonus, 'cancelled');
  return db.prepare('SELECT * FROM player_bonuses WHERE id = ?').get(bonus.id) as BonusRow;
}

/** Cashback goes straight to the real balance: no wagering. */
export function takeCashback(db: Db, playerId: number, uuid: string): BonusRow {
  const bonus = db
    .prepare("SELECT * FROM player_bonuses WHERE uuid = ? AND player_id = ? AND kind = 'cashback'")
    .get(uuid, playerId) as BonusRow | undefined;
  if (!bonus) throw ApiError.notFound('id', 'no such cashback');
  if (bonus.status !== 'available') throw ApiError.conflict('id', `the cashback is ${bonus.status}`);
  // Granted in one currency, taken into the current account: converted through the rate table, rounded down.
  moveRealMoney(db, playerId, convert(bonusAmount(bonus), currentAccount(db, playerId).currency, 'down'));
  finish(db, bonus, 'rewarded');
  return db.prepare('SELECT * FROM player_bonuses WHERE id = ?').get(bonus.id) as BonusRow;
}

export function grantCashback(db: Db, playerId: number, amount: Money): BonusRow {
  return insertBonus(db, playerId, 'cashback', null, amount, 'available');
}

/** One page of the player's bonuses, newest first: GET /bonus-campaign/history-list and GET /player/history/bonus. */
export function bonusHistoryPage(
  db: Db,
  playerId: number,
  query: PageRequest & DateRangeRequest & { status?: BonusStatus },
  lang: string,
): Paged<PlayerBonus> {
  const range = dateRangeConditions(query, 'created_at');
  const filters = ['player_id = ?', ...(query.status ? ['status = ?'] : []), ...range.conditions];
  return pageOf<BonusRow, PlayerBonus>(
    db,
    query,
    { select: '*', fromWhere: `FROM player_bonuses WHERE ${filters.join(' AND ')}`, order: 'id DESC' },
    [playerId, ...(query.status ? [query.status] : []), ...range.params],
    (row) => playerBonusView(db, row, lang),
  );
}
