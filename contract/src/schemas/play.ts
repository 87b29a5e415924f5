import { Type, type Static } from 'typebox';
import { ID_MAX, ApiErrorItem, LocaleSchema, Money, Paged } from './common';
import { GameCard, GameSlug } from './games';
import { HistoryDateRange } from './history';

/**
 * Real and demo play (SPEC.md section 7 "Games", section 4 "Game mode", section 6 "Blocked player").
 *
 *   POST /game/real   body GameLaunchRequest (also GET with the same fields as query) -> GameLaunch   signed in only
 *   POST /game/demo   body GameLaunchRequest (also GET with query)                    -> GameLaunch   anonymous allowed
 *   GET  /game/launch/{sessionToken}?lang      -> text/html: the playable slot, for an <iframe src=launchUrl>
 *   GET  /game/launch/{sessionToken}/state     -> SlotState
 *   POST /game/launch/{sessionToken}/round     body SpinRequest -> SpinResult   (the slot calls this on every spin)
 *   GET  /player/history/round?mode&gameId&page&perPage -> Paged<RoundHistoryItem>   signed in; newest first
 *
 * Launch flow: the game page asks /game/real or /game/demo for a launch, puts `launchUrl` in an iframe (same origin: the edge
 * proxies /api/v1), and the slot posts each spin to `{launchUrl path}/round`. The session token in the URL is the only
 * credential the slot needs; sessions last 8 hours. A real-money round debits the bet and credits the win on the player's
 * current currency account in one transaction with the round record, adds loyalty points (LOYALTY_POINTS_PER_BET: 0.01
 * point per 0.10 staked, i.e. points_cents += bet_cents / 10) and marks the game as last played. A demo round moves only
 * the demo balance (signed-in: the player's demo wallet; anonymous: the session's own 1,000.00 balance, both refill when
 * they cannot cover a bet).
 *
 * The slot posts `{ type: "casino:balance", mode, currency, balance }` to its parent window (same origin) after each
 * round's answer (a refused one too), so the host can refresh the balance it shows and read the session's net position
 * again from the API (issue 35; the numbers in the message are never trusted for that). The host posts
 * `{ type: "casino:pause" }` to the frame when it pauses the game (reality check, pre-play notice): autoplay stops.
 *
 * Errors: 401 (no valid token, /game/real), 403 PlayBlockedBody (blocked, cooling-off or self-excluded player), 404 (unknown
 * game or session), 409 (insufficient funds; no demo for this game; no open currency account; currency account changed).
 */

export const GameLaunchRequest = Type.Object({
  /** Either gameId or slug identifies the game. */
  gameId: Type.Optional(Type.Integer({ minimum: 1, maximum: ID_MAX })),
  slug: Type.Optional(GameSlug),
  /** Language of the slot's labels (default ru). */
  lang: Type.Optional(LocaleSchema),
});
export type GameLaunchRequest = Static<typeof GameLaunchRequest>;

export const GameMode = Type.Union([Type.Literal('real'), Type.Literal('demo')]);
export type GameMode = Static<typeof GameMode>;

export const GameLaunch = Type.Object({
  mode: GameMode,
  /** Path under /api/v1 (prefixed by the API's public URL when one is configured) that serves the game. */
  launchUrl: Type.String(),
  sessionToken: Type.String(),
  expiresAt: Type.String(),
  game: GameCard,
  currency: Type.String(),
  balance: Money,
});
export type GameLaunch = Static<typeof GameLaunch>;

/** Why a player may not launch real-money play; `playerBlockedByLite` is the notification value of SPEC.md section 4. */
export const PlayBlockReason = Type.Union([Type.Literal('playerBlockedByLite'), Type.Literal('coolingOff'), Type.Literal('selfExclusion')]);
export type PlayBlockReason = Static<typeof PlayBlockReason>;
/** 403 body of /game/real and real rounds: the documented error body plus `reason`. */
export const PlayBlockedBody = Type.Object({ status: Type.Literal('error'), errors: Type.Array(ApiErrorItem), reason: PlayBlockReason });
export type PlayBlockedBody = Static<typeof PlayBlockedBody>;

export const SessionTokenParams = Type.Object({ sessionToken: Type.String({ pattern: '^[A-Za-z0-9_-]{20,64}$' }) });

export const SlotSymbol = Type.Union(['seven', 'star', 'diamond', 'heart', 'spade', 'club'].map((s) => Type.Literal(s)));

export const SlotState = Type.Object({
  mode: GameMode,
  game: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), provider: Type.String() }),
  currency: Type.String(),
  balance: Money,
  /** Allowed bets, smallest first (in the session currency). */
  bets: Type.Array(Money),
  /** Multiples of the bet paid for 3, 4 and 5 of a symbol from the left on the middle row. */
  payTable: Type.Array(Type.Object({ symbol: Type.String(), count: Type.Integer(), multiplier: Type.Number() })),
  /** Return to player, percent ("96.00"). */
  rtp: Type.String(),
  expiresAt: Type.String(),
  /** Whether the player's jurisdiction profile offers autoplay (issue 35: not in Germany nor the UK). */
  autoplay: Type.Boolean(),
  /** The profile's minimum seconds between two real-money rounds (0: none); autoplay waits at least this long too. */
  minSecondsPerRound: Type.Integer({ minimum: 0 }),
});
export type SlotState = Static<typeof SlotState>;

/**
 * `autoplay: true` marks a round the slot's autoplay sent (not a press of "spin"); where the profile offers no autoplay
 * the API refuses it with 403 `play.autoplay_off`. Every other rule (time per round, stake, limits) holds for it as for
 * any round.
 */
export const SpinRequest = Type.Object({ bet: Money, autoplay: Type.Optional(Type.Boolean()) });
export type SpinRequest = Static<typeof SpinRequest>;

export const SpinResult = Type.Object({
  roundId: Type.Integer(),
  bet: Money,
  win: Money,
  multiplier: Type.Number(),
  /** reels[reel][row], five reels of three symbols, top to bottom. */
  reels: Type.Array(Type.Array(Type.String())),
  /** The winning run on the middle row, from the left. */
  line: Type.Union([Type.Object({ symbol: Type.String(), count: Type.Integer() }), Type.Null()]),
  currency: Type.String(),
  balance: Money,
});
export type SpinResult = Static<typeof SpinResult>;

export const RoundHistoryQuery = Type.Object({
  mode: Type.Optional(Type.Union([Type.Literal('real'), Type.Literal('demo'), Type.Literal('all')], { default: 'real' })),
  gameId: Type.Optional(Type.Integer({ minimum: 1, maximum: ID_MAX })),
  ...HistoryDateRange.properties,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export const RoundHistoryItem = Type.Object({
  id: Type.Integer(),
  game: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), provider: Type.String() }),
  mode: GameMode,
  currency: Type.String(),
  bet: Money,
  win: Money,
  balanceAfter: Type.Union([Money, Type.Null()]),
  createdAt: Type.String(),
});
export type RoundHistoryItem = Static<typeof RoundHistoryItem>;
export const RoundHistory = Paged(RoundHistoryItem);
