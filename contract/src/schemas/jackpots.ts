import { Type, type Static } from 'typebox';
import { Money } from './common';

/**
 * Jackpots pool (SPEC.md section 7, "Settings and content").
 *
 *   GET /jackpots/pool?currency=EUR -> JackpotsPool   (404 for a currency the platform does not know)
 *
 * Three progressive pools (Mini, Major, Grand: proper names, the same in every language) restart at €100, €1,000 and
 * €10,000 after a win and grow every second. The amounts are a pure function of the time since a fixed start
 * (2026-01-01 UTC) with win moments drawn from a fixed-seed PRNG, so every server and every call agrees, values only grow
 * between wins, and the front end may animate between two reads using `growthPerSecond`.
 */
export const JackpotLevel = Type.Union([Type.Literal('mini'), Type.Literal('major'), Type.Literal('grand')]);
export type JackpotLevel = Static<typeof JackpotLevel>;

export const JackpotWin = Type.Object({ level: JackpotLevel, nickname: Type.String(), amount: Money, wonAt: Type.String() });
export type JackpotWin = Static<typeof JackpotWin>;

export const Jackpot = Type.Object({
  level: JackpotLevel,
  name: Type.String(),
  amount: Money,
  /** The amount the pool restarts from after a win. */
  seedAmount: Money,
  /** Growth in the requested currency per second (string with up to four decimals, e.g. "0.0231"). */
  growthPerSecond: Type.String(),
  lastWin: Type.Union([JackpotWin, Type.Null()]),
});
export type Jackpot = Static<typeof Jackpot>;

export const JackpotsPool = Type.Object({
  currency: Type.String(),
  /** The moment the amounts were computed for. */
  at: Type.String(),
  total: Money,
  pools: Type.Array(Jackpot),
  /** Latest wins across all pools, newest first. */
  recentWins: Type.Array(JackpotWin),
});
export type JackpotsPool = Static<typeof JackpotsPool>;

export const JackpotsPoolQuery = Type.Object({ currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3,4}$', default: 'EUR' })) });
