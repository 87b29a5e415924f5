/** Platform rules the player fields report (SPEC.md section 3 defaults; wager factors are the operator's settings). */
export const DEFAULT_STATUS_NAME = 'iron';
/** 100 loyalty points exchange for 1.00 of the player's currency. */
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

/** Money for a number of points (both in cents): floor, never rounds up in the player's favour by accident. */
export const pointsToMoneyCents = (pointsCents: number): number =>
  Math.floor(pointsCents / POINTS_EXCHANGE_RATIO);
