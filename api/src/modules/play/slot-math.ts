import { randomInt } from 'node:crypto';
import { niceCents } from '../games/live-tables';

/**
 * The maths of the reference slot: 5 reels x 3 rows, one pay line (the middle row, left to right).
 * The outcome is drawn first from a weighted pay table (server-side RNG), then reels are laid out to show it,
 * so the return to player is exactly SLOT_RTP by construction and is checked by a unit test.
 */
export const SYMBOLS = ['seven', 'star', 'diamond', 'heart', 'spade', 'club'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];
export const REELS = 5;
export const ROWS = 3;
const WEIGHT_TOTAL = 1_000_000;

interface PayLine {
  symbol: SlotSymbol;
  count: 3 | 4 | 5;
  /** Win as a multiple of the bet. */
  multiplier: number;
  /** Chance out of WEIGHT_TOTAL. */
  weight: number;
}

export const PAY_TABLE: readonly PayLine[] = [
  { symbol: 'club', count: 3, multiplier: 0.5, weight: 172_000 },
  { symbol: 'club', count: 4, multiplier: 1, weight: 50_000 },
  { symbol: 'club', count: 5, multiplier: 2, weight: 20_000 },
  { symbol: 'spade', count: 3, multiplier: 1, weight: 60_000 },
  { symbol: 'spade', count: 4, multiplier: 2, weight: 30_000 },
  { symbol: 'spade', count: 5, multiplier: 4, weight: 12_000 },
  { symbol: 'heart', count: 3, multiplier: 2, weight: 30_000 },
  { symbol: 'heart', count: 4, multiplier: 4, weight: 15_000 },
  { symbol: 'heart', count: 5, multiplier: 10, weight: 5_000 },
  { symbol: 'diamond', count: 3, multiplier: 3, weight: 20_000 },
  { symbol: 'diamond', count: 4, multiplier: 8, weight: 7_000 },
  { symbol: 'diamond', count: 5, multiplier: 20, weight: 2_500 },
  { symbol: 'star', count: 3, multiplier: 5, weight: 10_000 },
  { symbol: 'star', count: 4, multiplier: 20, weight: 2_500 },
  { symbol: 'star', count: 5, multiplier: 50, weight: 1_000 },
  { symbol: 'seven', count: 3, multiplier: 10, weight: 4_000 },
  { symbol: 'seven', count: 4, multiplier: 50, weight: 800 },
  { symbol: 'seven', count: 5, multiplier: 250, weight: 200 },
];

/** Expected return of one spin as a share of the bet: 0.96. */
export const SLOT_RTP = PAY_TABLE.reduce((sum, line) => sum + line.multiplier * line.weight, 0) / WEIGHT_TOTAL;

export interface SpinOutcome {
  /** reels[reel][row], top to bottom. */
  reels: SlotSymbol[][];
  line: { symbol: SlotSymbol; count: number } | null;
  multiplier: number;
  winCents: number;
}

/** `random(n)` returns an integer in [0, n): crypto for real spins, a seeded PRNG for bot seed data. */
export type RandomInt = (n: number) => number;
export const cryptoRandomInt: RandomInt = (n) => randomInt(n);

export function spin(betCents: number, random: RandomInt = cryptoRandomInt): SpinOutcome {
  let roll = random(WEIGHT_TOTAL);
  let hit: PayLine | null = null;
  for (const line of PAY_TABLE) {
    if (roll < line.weight) {
      hit = line;
      break;
    }
    roll -= line.weight;
  }
  const anySymbol = () => SYMBOLS[random(SYMBOLS.length)]!;
  const reels = Array.from({ length: REELS }, () => Array.from({ length: ROWS }, anySymbol));
  const middle = (reel: number) => reels[reel]![1]!;
  const setMiddle = (reel: number, symbol: SlotSymbol) => (reels[reel]![1] = symbol);
  if (hit) {
    for (let reel = 0; reel < hit.count; reel++) setMiddle(reel, hit.symbol);
    // The run must stop exactly at `count` so the reels show the win that was drawn.
    if (hit.count < REELS && middle(hit.count) === hit.symbol) setMiddle(hit.count, SYMBOLS[(SYMBOLS.indexOf(hit.symbol) + 1) % SYMBOLS.length]!);
  } else if (middle(0) === middle(1) && middle(1) === middle(2)) {
    setMiddle(2, SYMBOLS[(SYMBOLS.indexOf(middle(2)) + 1 + random(SYMBOLS.length - 1)) % SYMBOLS.length]!);
  }
  const multiplier = hit?.multiplier ?? 0;
  return {
    reels,
    line: hit ? { symbol: hit.symbol, count: hit.count } : null,
    multiplier,
    winCents: Math.floor(betCents * multiplier),
  };
}

/** Bet steps in EUR; other currencies get the same steps converted and rounded to a printable amount. */
const EUR_BET_STEPS_CENTS = [10, 20, 50, 100, 200, 500, 1000, 2000];

export function betStepsCents(perEur: number): number[] {
  return [...new Set(EUR_BET_STEPS_CENTS.map((cents) => niceCents(cents * perEur)))];
}
