import type { Db } from '../../db/database';

/**
 * The clock responsible gaming reads (issue 35): real time plus, per player, an offset only the test switch
 * (`POST /_dev/clock`, absent unless API_DEV_SECRET is set) or a jest test can set. Rolling windows, the 24-hour wait on
 * a raised limit, sessions and the time per round all read it, so a test moves one player's day forward without
 * touching anyone else's.
 */
export class PlayerClock {
  private readonly offsets = new Map<number, number>();
  // Read Date.now at each call (not a captured reference), so a test that fakes Date moves this clock too.
  constructor(private readonly realNow: () => number = () => Date.now()) {}
  now(playerId: number | null | undefined): number {
    return this.realNow() + (playerId == null ? 0 : (this.offsets.get(playerId) ?? 0));
  }
  nowIso(playerId: number | null | undefined): string {
    return new Date(this.now(playerId)).toISOString();
  }
  setOffset(playerId: number, offsetMs: number): void {
    if (offsetMs === 0) this.offsets.delete(playerId);
    else this.offsets.set(playerId, offsetMs);
  }
}

const clocks = new WeakMap<Db, PlayerClock>();
/** One clock per database (per API instance). */
export function clockOf(db: Db): PlayerClock {
  let clock = clocks.get(db);
  if (!clock) clocks.set(db, (clock = new PlayerClock()));
  return clock;
}
