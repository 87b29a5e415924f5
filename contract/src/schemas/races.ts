import { Type, type Static } from 'typebox';
import { ID_MAX, Money, Paged } from './common';
import { GameCard } from './games';
import { MyStanding, Prize, TournamentStatus } from './tournaments';

/**
 * Races (SPEC.md section 7). Public; a signed-in request also gets `me` and `isMe` flags. A race runs in stages
 * (one leaderboard per stage; the seeded race has daily stages). Every real-money player takes part: no join.
 *
 *   GET /race/latest?lang                              -> RaceDetails     the running race, else the one that started last
 *   GET /race/latest/leaderboard?limit                 -> StageLeaderboard of the latest race's current stage
 *                                                         (its last stage when finished, its first when upcoming)
 *   GET /race-stage/{id}?lang                          -> RaceStageDetails
 *   GET /race-stage/{id}/leaderboard?limit             -> StageLeaderboard
 *   GET /race-stage/{id}/drifts?limit                  -> LeaderboardDrifts (tournaments.ts): place changes over 24 hours
 *   GET /race-stage/{id}/bonus-games                   -> GameCard[]      games that score double
 *   GET /race-stage/{id}/all-games?page&perPage        -> Paged<GameCard> every game that scores (bonus games included)
 *
 * Leaderboard rule: points are the sum of the player's REAL-money bets on the stage's games inside the stage window,
 * converted to EUR cents (1 point per 0.01 EUR staked), doubled on bonus games; bets below the stage minimum do not count.
 * Ties go to whoever reached the score first.
 *
 * Schedule on a long-lived database (no reseeding): a recurring race (seed: the daily cash race, seven daily stages,
 * every 7 days, back to back) gets its next occurrence as a new race once its latest has started (slug
 * `<series>-<yyyy-mm-dd>`, the same stages shifted to its start: lengths, minimum bets, prizes, games, bonus games),
 * plus the one the cycle has running now if any; never invented after the fact, never moved. Same rule and audit log as
 * tournaments.ts. `/race/latest` therefore always finds the running occurrence.
 */

export const RaceStageSummary = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  status: TournamentStatus,
  startsAt: Type.String(),
  endsAt: Type.String(),
  prizePool: Money,
});
export type RaceStageSummary = Static<typeof RaceStageSummary>;

export const RaceStageDetails = Type.Object({
  ...RaceStageSummary.properties,
  race: Type.Object({ id: Type.Integer(), slug: Type.String(), title: Type.String() }),
  currency: Type.String(),
  minBet: Money,
  prizes: Type.Array(Prize),
  rules: Type.Array(Type.String()),
  gameCount: Type.Integer(),
  bonusGameCount: Type.Integer(),
  participants: Type.Integer(),
  me: Type.Union([MyStanding, Type.Null()]),
});
export type RaceStageDetails = Static<typeof RaceStageDetails>;

export const RaceDetails = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  status: TournamentStatus,
  startsAt: Type.String(),
  endsAt: Type.String(),
  currency: Type.String(),
  themeHue: Type.Integer(),
  stages: Type.Array(RaceStageSummary),
  /** The stage /race/latest/leaderboard shows. */
  currentStage: RaceStageDetails,
});
export type RaceDetails = Static<typeof RaceDetails>;

export const StageLeaderboard = Type.Object({
  stageId: Type.Integer(),
  computedAt: Type.String(),
  participants: Type.Integer(),
  items: Type.Array(
    Type.Object({
      place: Type.Integer(),
      nickname: Type.String(),
      points: Type.Integer(),
      prize: Type.Union([Type.Object({ amount: Money, freeSpins: Type.Integer() }), Type.Null()]),
      isMe: Type.Boolean(),
    }),
  ),
  me: Type.Union([MyStanding, Type.Null()]),
});
export type StageLeaderboard = Static<typeof StageLeaderboard>;

export const RaceStageParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: ID_MAX }) });
export const RaceGames = Paged(GameCard);
