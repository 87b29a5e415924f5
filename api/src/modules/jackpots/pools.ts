import type { Jackpot, JackpotLevel, JackpotsPool, JackpotWin } from '@casino/contract/schemas';
import { formatMinor } from '../../money/money';
import { seededRandom } from '../games/seed-catalogue';
import { BOT_NICKNAMES } from '../play/seed-bots';

/** Pools grow from this moment on; every amount is computed from the time elapsed since. */
export const JACKPOTS_START = Date.parse('2026-01-01T00:00:00Z');

interface PoolRule {
  level: JackpotLevel;
  name: string;
  /** Restart amount after a win, EUR cents. */
  seedCents: number;
  /** EUR cents added per second. */
  growthCentsPerSecond: number;
  /** Mean time between wins; each gap is drawn between half and one and a half times this. */
  meanGapSeconds: number;
  prngSeed: number;
}

export const POOLS: readonly PoolRule[] = [
  { level: 'mini', name: 'Mini', seedCents: 100_00, growthCentsPerSecond: 2.31, meanGapSeconds: 6 * 3600, prngSeed: 101 },
  { level: 'major', name: 'Major', seedCents: 1_000_00, growthCentsPerSecond: 1.49, meanGapSeconds: 7 * 86400, prngSeed: 202 },
  { level: 'grand', name: 'Grand', seedCents: 10_000_00, growthCentsPerSecond: 2.7, meanGapSeconds: 60 * 86400, prngSeed: 303 },
];
const RECENT_WINS = 10;

interface Cycle {
  startsAt: number;
  /** Ms; the pool was won at startsAt + lengthMs. */
  lengthMs: number;
}

/** Win moments of a pool up to `now`: the current cycle last, at most `keep` finished ones before it. */
function cyclesUntil(rule: PoolRule, now: number, keep: number): Cycle[] {
  const random = seededRandom(rule.prngSeed);
  const cycles: Cycle[] = [];
  let startsAt = JACKPOTS_START;
  for (;;) {
    const lengthMs = Math.round(rule.meanGapSeconds * (0.5 + random()) * 1000);
    cycles.push({ startsAt, lengthMs });
    if (cycles.length > keep + 1) cycles.shift();
    if (startsAt + lengthMs > now) return cycles;
    startsAt += lengthMs;
  }
}

const amountAfter = (rule: PoolRule, ms: number) => rule.seedCents + Math.floor((rule.growthCentsPerSecond * Math.max(0, ms)) / 1000);

/** The pools at `now` in a currency (`perEur`: its minor units per EUR cent). */
export function jackpotsAt(now: number, currency: string, perEur: number): JackpotsPool {
  const toMinor = (eurCents: number) => Math.floor(eurCents * perEur);
  const convert = (eurCents: number) => formatMinor(toMinor(eurCents), currency);
  let totalMinor = 0;
  const wins: (JackpotWin & { at: number })[] = [];
  const pools: Jackpot[] = POOLS.map((rule) => {
    const cycles = cyclesUntil(rule, now, RECENT_WINS);
    const current = cycles[cycles.length - 1]!;
    let lastWin: JackpotWin | null = null;
    for (const cycle of cycles.slice(0, -1)) {
      const at = cycle.startsAt + cycle.lengthMs;
      // The winner's name is a function of the win moment, so it never changes between calls.
      const nickname = BOT_NICKNAMES[Math.floor(at / 1000) % BOT_NICKNAMES.length]!;
      lastWin = { level: rule.level, nickname, amount: convert(amountAfter(rule, cycle.lengthMs)), wonAt: new Date(at).toISOString() };
      wins.push({ ...lastWin, at });
    }
    return {
      level: rule.level,
      name: rule.name,
      amount: formatMinor((totalMinor += toMinor(amountAfter(rule, now - current.startsAt)), toMinor(amountAfter(rule, now - current.startsAt))), currency),
      seedAmount: convert(rule.seedCents),
      growthPerSecond: ((rule.growthCentsPerSecond * perEur) / 100).toFixed(4),
      lastWin,
    };
  });
  return {
    currency,
    at: new Date(now).toISOString(),
    total: formatMinor(totalMinor, currency),
    pools,
    recentWins: wins
      .sort((a, b) => b.at - a.at)
      .slice(0, RECENT_WINS)
      .map(({ at: _at, ...win }) => win),
  };
}
