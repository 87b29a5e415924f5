import { Type, type Static } from 'typebox';
import { ApiErrorItem, Money } from './common';

/**
 * Responsible gaming (issue 35): limits, play sessions, reality checks and jurisdiction profiles. The API enforces
 * every rule here on every deposit, round and session; pages only show them. docs/responsible-gaming.md.
 *
 * A limit is one of LIMIT_KINDS. Money limits are amounts in `currency` (the player's current account when set);
 * `session.minutes` is a whole number of minutes ("60"). Setting a limit where none is, or lowering one, applies at
 * once; raising or removing one waits RAISE_COOLING_HOURS and then needs the player's confirmation.
 */
export const LIMIT_KINDS = [
  'deposit.day',
  'deposit.week',
  'deposit.month',
  'loss.day',
  'loss.week',
  'loss.month',
  'stake.round',
  'session.minutes',
] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LimitKindSchema = Type.Enum(LIMIT_KINDS);
/** Hours a raise (or removal) of a limit waits before the player may confirm it. */
export const RAISE_COOLING_HOURS = 24;
/** The reality-check intervals a player may choose, in minutes. */
export const REALITY_CHECK_MINUTES = [10, 20, 30, 60] as const;
/** A play session ends after this many minutes without a real-money game opened or round played. */
export const SESSION_IDLE_MINUTES = 30;
/** After a session time limit is reached, real play stays closed this long. */
export const SESSION_LIMIT_BREAK_MINUTES = 60;
/** The panic button closes real-money play for this long. */
export const PANIC_HOURS = 24;

export const PendingLimit = Type.Object({
  /** The new amount, or null when the player asked to remove the limit. */
  amount: Type.Union([Type.String(), Type.Null()]),
  requestedAt: Type.String(),
  /** From this moment the player may confirm it; until then the current amount holds. */
  effectiveAt: Type.String(),
  confirmable: Type.Boolean(),
});
export type PendingLimit = Static<typeof PendingLimit>;

export const PlayerLimit = Type.Object({
  kind: LimitKindSchema,
  /** Money limits: currency of amount, used and remaining; null for session.minutes. */
  currency: Type.Union([Type.String(), Type.Null()]),
  amount: Type.Union([Type.String(), Type.Null()]),
  /** Used in the current rolling window (deposits, net loss), this session's minutes; null for stake.round. */
  used: Type.Union([Type.String(), Type.Null()]),
  remaining: Type.Union([Type.String(), Type.Null()]),
  pending: Type.Union([PendingLimit, Type.Null()]),
});
export type PlayerLimit = Static<typeof PlayerLimit>;

export const PlaySession = Type.Object({
  startedAt: Type.String(),
  elapsedSeconds: Type.Integer(),
  staked: Money,
  won: Money,
  /** won minus staked this session */
  net: Money,
});
export type PlaySession = Static<typeof PlaySession>;

export const NetPosition = Type.Object({
  currency: Type.String(),
  deposits: Money,
  withdrawals: Money,
  /** deposits minus withdrawals, all time, in the current account's currency */
  net: Money,
  session: Type.Union([PlaySession, Type.Null()]),
});
export type NetPosition = Static<typeof NetPosition>;

export const JURISDICTION_IDS = ['default', 'uk', 'mga', 'se', 'de'] as const;
export type JurisdictionId = (typeof JURISDICTION_IDS)[number];
export const JurisdictionIdSchema = Type.Enum(JURISDICTION_IDS);

/** A jurisdiction profile: data the API chooses from its configuration and the player's country. */
export const JurisdictionProfile = Type.Object({
  id: JurisdictionIdSchema,
  /** Ask for a deposit limit in the registration form (and at the first deposit). */
  depositLimitPrompt: Type.Boolean(),
  /** The player may choose a reality-check interval. */
  realityCheckAvailable: Type.Boolean(),
  /** Interval in minutes a player who never chose gets; null: off until chosen. */
  realityCheckDefaultMinutes: Type.Union([Type.Integer(), Type.Null()]),
  /** Session timer and net position on screen during real play. */
  sessionTimer: Type.Boolean(),
  netPosition: Type.Boolean(),
  /** A notice the player acknowledges before the first real-money round. */
  prePlayNotice: Type.Boolean(),
  /** Spelpaus, Spelgränser and Självtest at the top of every page. */
  topButtons: Type.Boolean(),
  panicButton: Type.Boolean(),
  autoplay: Type.Boolean(),
  /** The API refuses a real round sooner than this after the previous one in the same game session. */
  minSecondsPerRound: Type.Integer(),
  /** Highest stake per round in the player's currency; null: none beyond the player's own limit. */
  maxStake: Type.Union([Money, Type.Null()]),
});
export type JurisdictionProfile = Static<typeof JurisdictionProfile>;

export const ResponsibleGamingOverview = Type.Object({
  profile: JurisdictionProfile,
  currency: Type.String(),
  limits: Type.Array(PlayerLimit),
  netPosition: NetPosition,
  /** The interval in force (the player's choice or the profile's default); null: off. */
  realityCheckMinutes: Type.Union([Type.Integer(), Type.Null()]),
  /** Until when the panic button (or a cooling-off) closes real play; null: open. */
  lockedUntil: Type.Union([Type.String(), Type.Null()]),
  /** The moment the API counts as now (moved forward only by the test clock). */
  now: Type.String(),
});
export type ResponsibleGamingOverview = Static<typeof ResponsibleGamingOverview>;

export const SetLimitBody = Type.Object({
  kind: LimitKindSchema,
  /** A positive amount typed by the player (minutes for session.minutes); null removes the limit (after 24 h). */
  amount: Type.Union([Type.String({ minLength: 1, maxLength: 32 }), Type.Null()]),
});
export type SetLimitBody = Static<typeof SetLimitBody>;
export const LimitKindBody = Type.Object({ kind: LimitKindSchema });
export type LimitKindBody = Static<typeof LimitKindBody>;

export const RealityCheckBody = Type.Object({
  // each literal carries its bounds: every number a request may carry has a minimum and a maximum (fuzz test)
  minutes: Type.Union([
    Type.Literal(10, { minimum: 10, maximum: 10 }),
    Type.Literal(20, { minimum: 20, maximum: 20 }),
    Type.Literal(30, { minimum: 30, maximum: 30 }),
    Type.Literal(60, { minimum: 60, maximum: 60 }),
    Type.Null(),
  ]),
});
export type RealityCheckBody = Static<typeof RealityCheckBody>;

export const LIMIT_ACTIONS = ['set', 'lowered', 'raise_requested', 'raise_confirmed', 'removal_requested', 'removed'] as const;
export const LimitHistoryItem = Type.Object({
  id: Type.Integer(),
  kind: LimitKindSchema,
  action: Type.Enum(LIMIT_ACTIONS),
  currency: Type.Union([Type.String(), Type.Null()]),
  from: Type.Union([Type.String(), Type.Null()]),
  to: Type.Union([Type.String(), Type.Null()]),
  effectiveAt: Type.String(),
  at: Type.String(),
});
export type LimitHistoryItem = Static<typeof LimitHistoryItem>;

/** What a refusal carries beside the errors: which limit, how much is left and when the window frees up. */
export const LimitRefusal = Type.Object({
  kind: Type.Union([LimitKindSchema, Type.Literal('profile.stake'), Type.Literal('profile.interval')]),
  currency: Type.Union([Type.String(), Type.Null()]),
  limit: Type.Union([Type.String(), Type.Null()]),
  remaining: Type.Union([Type.String(), Type.Null()]),
  /** When more becomes available (rolling window, session break, next allowed spin); null: not by waiting. */
  retryAt: Type.Union([Type.String(), Type.Null()]),
});
export type LimitRefusal = Static<typeof LimitRefusal>;
/** 403 `limit.exceeded` (or 429 `limit.too_fast`) body: the error body plus `limit`. */
export const LimitRefusedBody = Type.Object({ status: Type.Literal('error'), errors: Type.Array(ApiErrorItem), limit: LimitRefusal });
export type LimitRefusedBody = Static<typeof LimitRefusedBody>;

export const DevClockBody = Type.Object({
  login: Type.String({ minLength: 1, maxLength: 254 }),
  /** How far ahead of the real clock the API's clock runs for this player. */
  offsetSeconds: Type.Integer({ minimum: 0, maximum: 400 * 24 * 3600 }),
});
export type DevClockBody = Static<typeof DevClockBody>;
