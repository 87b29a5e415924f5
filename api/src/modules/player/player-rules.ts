import type { Currency } from '@casino/contract/schemas';
import { fromBase, type Money } from '../../money/money';

/** Platform rules the player fields report (SPEC.md section 3 defaults; wager factors are the operator's settings). */
export const DEFAULT_STATUS_NAME = 'iron';
/** 100 loyalty points exchange for 1.00 EUR (the base currency), converted to the player's current currency. */
export const POINTS_EXCHANGE_RATIO = 100;
/** Smallest exchange: 100.00 points. */
export const POINTS_MIN_EXCHANGE_CENTS = 100_00;
export const BONUS_WAGER_FACTOR = 35;
export const FREE_SPIN_WAGER_FACTOR = 40;
export const DEFAULT_BONUS_WAGER = 35;

export interface BlockColumns {
  cooling_off_until: string | null;
  self_exclusion_until: string | null;
}

/** A block is on while its end lies in the future; an expired end is reported as no block. */
export function activeBlocks(row: BlockColumns, now = new Date().toISOString()) {
  const coolingOffUntil = row.cooling_off_until && row.cooling_off_until > now ? row.cooling_off_until : null;
  const selfExclusionUntil =
    row.self_exclusion_until && row.self_exclusion_until > now ? row.self_exclusion_until : null;
  return {
    coolingOffBlock: coolingOffUntil !== null,
    coolingOffUntil,
    selfExclusionBlock: selfExclusionUntil !== null,
    selfExclusionUntil,
  };
}

/**
 * What a number of points (in hundredths) is worth in `currency`: 100 points are 1.00 EUR, converted through the rate
 * table and rounded down to the currency's minor unit (never up in the player's favour by accident).
 */
export const pointsToMoney = (pointsHundredths: number, currency: Currency): Money =>
  fromBase(Math.floor(pointsHundredths / POINTS_EXCHANGE_RATIO), currency, 'down');
