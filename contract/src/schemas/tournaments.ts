import { Type, type Static } from 'typebox';
import { ID_MAX, LocaleSchema, Money, Paged } from './common';
import { GameCard } from './games';

/**
 * Tournaments (SPEC.md section 7). Public (SPEC.md section 6: tournament pages are public); a signed-in request also gets
 * `isJoined` and `me`. All amounts are in the tournament's currency (EUR in the seed).
 *
 *   GET  /tournaments/active?lang                          -> TournamentSummary[]        running and upcoming, ending soonest first
 *   GET  /tournaments/closed?lang&page&perPage             -> Paged<TournamentSummary>   finished, most recent first
 *   GET  /tournaments/{id}?lang                            -> TournamentDetails          rules, prizes, my place
 *   POST /tournaments/{id}/join                            -> TournamentJoin             signed in; idempotent; 409 when finished
 *   GET  /tournaments/{id}/drifts?limit                     -> LeaderboardDrifts          place changes over the last 24 hours
 *   GET  /tournaments/{id}/games?page&perPage               -> Paged<GameCard>            games whose rounds count
 *   GET  /tournament/{id}/leaderboard?limit                 -> Leaderboard                (singular path, as SPEC.md names it)
 *   GET  /tournaments/max-free-win/{tournamentId}/game/{gameId} -> MaxFreeWin           biggest single win on that game in the tournament
 *
 * Leaderboard rule (computed on every read from recorded rounds, nothing is cached): a participant's points are the sum,
 * over their REAL-money rounds on the tournament's games played inside the tournament window and after they joined (strictly later than the join time),
 * of the bet ('bet_sum') or of the win ('win_sum'), converted to EUR cents (1 point per 0.01 EUR). Rounds with a bet below
 * the tournament's minimum bet do not count. Ties go to whoever reached the score first. Only players with points are
 * listed. Prizes are paid by place as listed in `prizes`.
 *
 * Schedule on a long-lived database (the reference API, no reseeding): some series recur (seed: the weekly cup back to
 * back, the weekend hunt 3 days every week, the sprint every 14 days; the seasonal ones do not). Once a series' latest
 * occurrence has started, the API adds its next one as a new tournament (slug `<series>-<yyyy-mm-dd>` of its UTC start,
 * same title, rule, minimum bet, prizes and games, no participants) and, when the cycle has one running right now, that
 * one too; occurrences missed entirely while nobody asked are not invented. This happens on start and before any
 * tournament request once one can be due, and each addition is logged (the audit). Nothing already scheduled is moved:
 * a finished tournament keeps its window, so its leaderboard stays what the rounds inside that window made it.
 */

export const TournamentStatus = Type.Union([Type.Literal('upcoming'), Type.Literal('running'), Type.Literal('finished')]);
export type TournamentStatus = Static<typeof TournamentStatus>;
export const TournamentRule = Type.Union([Type.Literal('bet_sum'), Type.Literal('win_sum')]);
export type TournamentRule = Static<typeof TournamentRule>;

export const Prize = Type.Object({
  fromPlace: Type.Integer(),
  toPlace: Type.Integer(),
  /** Cash per place in the tournament currency ("0.00" when the prize is free spins only). */
  amount: Money,
  freeSpins: Type.Integer(),
});
export type Prize = Static<typeof Prize>;

export const TournamentSummary = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  status: TournamentStatus,
  rule: TournamentRule,
  startsAt: Type.String(),
  endsAt: Type.String(),
  currency: Type.String(),
  prizePool: Money,
  minBet: Money,
  participants: Type.Integer(),
  /** Base hue (0-359) for the tournament's artwork. */
  themeHue: Type.Integer(),
  /** Always false when anonymous. */
  isJoined: Type.Boolean(),
});
export type TournamentSummary = Static<typeof TournamentSummary>;

export const LeaderboardEntry = Type.Object({
  place: Type.Integer(),
  nickname: Type.String(),
  points: Type.Integer(),
  prize: Type.Union([Type.Object({ amount: Money, freeSpins: Type.Integer() }), Type.Null()]),
  isMe: Type.Boolean(),
});
export type LeaderboardEntry = Static<typeof LeaderboardEntry>;

/** The signed-in player's standing; place is null until they score. */
export const MyStanding = Type.Object({ place: Type.Union([Type.Integer(), Type.Null()]), points: Type.Integer() });
export type MyStanding = Static<typeof MyStanding>;

export const TournamentDetails = Type.Object({
  ...TournamentSummary.properties,
  /** Rules as paragraphs in the requested language. */
  rules: Type.Array(Type.String()),
  prizes: Type.Array(Prize),
  gameCount: Type.Integer(),
  /** null when anonymous or not joined. */
  me: Type.Union([MyStanding, Type.Null()]),
});
export type TournamentDetails = Static<typeof TournamentDetails>;

export const Leaderboard = Type.Object({
  rule: Type.String(),
  /** When the leaderboard was computed. */
  computedAt: Type.String(),
  participants: Type.Integer(),
  items: Type.Array(LeaderboardEntry),
  me: Type.Union([MyStanding, Type.Null()]),
});
export type Leaderboard = Static<typeof Leaderboard>;

export const LeaderboardDrift = Type.Object({
  place: Type.Integer(),
  /** null when the player had no points at `since`. */
  previousPlace: Type.Union([Type.Integer(), Type.Null()]),
  /** Places gained (positive) or lost (negative); a newcomer counts from one below the last place at `since`. */
  change: Type.Integer(),
  nickname: Type.String(),
  points: Type.Integer(),
  pointsGained: Type.Integer(),
  isMe: Type.Boolean(),
});
export type LeaderboardDrift = Static<typeof LeaderboardDrift>;
export const LeaderboardDrifts = Type.Object({ since: Type.String(), items: Type.Array(LeaderboardDrift) });
export type LeaderboardDrifts = Static<typeof LeaderboardDrifts>;

export const TournamentJoin = Type.Object({ tournamentId: Type.Integer(), isJoined: Type.Boolean(), joinedAt: Type.String() });
export type TournamentJoin = Static<typeof TournamentJoin>;

export const MaxFreeWin = Type.Object({
  tournamentId: Type.Integer(),
  gameId: Type.Integer(),
  currency: Type.String(),
  /** Biggest single real-money win on the game inside the tournament window (any participant), null if none yet. */
  maxWin: Type.Union([Money, Type.Null()]),
  multiplier: Type.Union([Type.Number(), Type.Null()]),
  nickname: Type.Union([Type.String(), Type.Null()]),
  /** The signed-in player's own biggest win there. */
  myMaxWin: Type.Union([Money, Type.Null()]),
});
export type MaxFreeWin = Static<typeof MaxFreeWin>;

export const TournamentIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: ID_MAX }) });
export const MaxFreeWinParams = Type.Object({ tournamentId: Type.Integer({ minimum: 1, maximum: ID_MAX }), gameId: Type.Integer({ minimum: 1, maximum: ID_MAX }) });
export const PromoLangQuery = Type.Object({ lang: Type.Optional(LocaleSchema) });
export const PromoPagedQuery = Type.Object({
  lang: Type.Optional(LocaleSchema),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export const LeaderboardQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })) });
export const ClosedTournaments = Paged(TournamentSummary);
export const TournamentGames = Paged(GameCard);

/**
 * The promotions calendar (GET /tournaments/calendar): every tournament that has not ended, by start, with its dates
 * only, for a page that lays the season out (the promotions team's spring page). Title in the asked language.
 */
export const PromotionsCalendar = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      startsAt: Type.String({ format: 'date-time' }),
      endsAt: Type.String({ format: 'date-time' }),
    }),
  ),
});
export type PromotionsCalendar = Static<typeof PromotionsCalendar>;
