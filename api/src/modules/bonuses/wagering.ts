import type { WageringProgress } from '@casino/contract/schemas';
import type { Db } from '../../db/database';
import { formatMoney, money } from '../../money/money';

/**
 * Wagering is computed at read time from the games module's `game_rounds` table (migration 0500): the sum of real-money
 * bets since the bonus was activated. The table may not exist (games module absent) or be empty: then nothing is wagered.
 */
const hasRoundsByDb = new WeakMap<Db, boolean>();

function hasGameRounds(db: Db): boolean {
  let known = hasRoundsByDb.get(db);
  if (known === undefined) {
    known =
      db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'game_rounds'").get() !==
      undefined;
    hasRoundsByDb.set(db, known);
  }
  return known;
}

/** Real-money bets since `since`, in minor units of `currency` (bets in another currency do not wager this bonus). */
export function wageredCentsSince(db: Db, playerId: number, since: string | null, currency: string): number {
  if (!since || !hasGameRounds(db)) return 0;
  const row = db
    .prepare(
      "SELECT SUM(bet_cents) AS wagered FROM game_rounds WHERE player_id = ? AND mode = 'real' AND created_at >= ? AND currency = ?",
    )
    .get(playerId, since, currency) as { wagered: number | null };
  return row.wagered ?? 0;
}

export function wageringProgress(
  bonus: { uuid: string; campaignId: number | null; requiredCents: number; currency: string },
  wageredCents: number,
): WageringProgress {
  const required = bonus.requiredCents;
  const wagered = Math.min(wageredCents, required);
  return {
    bonusUuid: bonus.uuid,
    campaignId: bonus.campaignId,
    required: formatMoney(money(required, bonus.currency)),
    wagered: formatMoney(money(wagered, bonus.currency)),
    remaining: formatMoney(money(required - wagered, bonus.currency)),
    percent: required === 0 ? 100 : Math.floor((wagered / required) * 1000) / 10,
    completed: wagered >= required,
  };
}
