import {
  LIMIT_KINDS,
  PANIC_HOURS,
  RAISE_COOLING_HOURS,
  SESSION_IDLE_MINUTES,
  SESSION_LIMIT_BREAK_MINUTES,
  type Currency,
  type LimitHistoryItem,
  type LimitKind,
  type LimitRefusal,
  type PlayerLimit,
  type PlaySession,
  type ResponsibleGamingOverview,
} from '@casino/contract/schemas';
import type { Db } from '../../db/database';
import { currentAccount } from '../../db/wallet';
import { ApiError } from '../../errors';
import { asCurrency, convert, formatMoney, fromBase, money, parseMoney, type Money } from '../../money/money';
import { clockOf, type PlayerClock } from './clock';
import { profileFor, profileView, type ProfileRules } from './profiles';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Rolling windows: a day is the last 24 hours, a week the last 7 days, a month the last 30 days. */
const WINDOW_MS = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS } as const;
const SESSION_MINUTES_MAX = 24 * 60;

const isMoneyKind = (kind: LimitKind) => kind !== 'session.minutes';
const windowOf = (kind: LimitKind): number | null => {
  const period = kind.split('.')[1];
  return period === 'day' || period === 'week' || period === 'month' ? WINDOW_MS[period] : null;
};

interface LimitRow {
  kind: LimitKind;
  currency: string | null;
  amount_minor: number | null;
  has_pending: number;
  pending_minor: number | null;
  pending_requested_at: string | null;
  pending_effective_at: string | null;
}
interface SessionRow {
  id: number;
  started_at: string;
  last_active_at: string;
  ended_at: string | null;
  ended_reason: string | null;
}

/** A refusal by a limit: 403 `limit.exceeded` (429 `limit.too_fast`) with the body's `limit` (LimitRefusedBody). */
export class LimitError extends ApiError {
  constructor(status: 403 | 429, field: string, message: string, refusal: LimitRefusal) {
    super(status, [{ field, code: status === 429 ? 'limit.too_fast' : 'limit.exceeded', message }]);
    this.extra = { limit: refusal };
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Responsible gaming for one API instance (issue 35): limits with their audit history, play sessions, reality checks,
 * the panic button and the jurisdiction profile. Every `assert*` is called inside the transaction that moves the money,
 * so the check and the write cannot be split by a concurrent request.
 */
export class ResponsibleGaming {
  readonly clock: PlayerClock;
  constructor(
    private readonly db: Db,
    private readonly configuredProfile: string,
  ) {
    this.clock = clockOf(db);
  }

  profileOf(playerId: number | null | undefined): ProfileRules {
    const country =
      playerId == null
        ? null
        : ((this.db.prepare('SELECT country FROM players WHERE id = ?').pluck().get(playerId) as string | null | undefined) ?? null);
    return profileFor(this.configuredProfile, country);
  }

  profileView(playerId: number | null | undefined) {
    const currency = playerId == null ? 'EUR' : currentAccount(this.db, playerId).currency;
    return profileView(this.profileOf(playerId), currency);
  }

  // ---------------------------------------------------------------- limits

  private row(playerId: number, kind: LimitKind): LimitRow | undefined {
    return this.db.prepare('SELECT * FROM rg_limits WHERE player_id = ? AND kind = ?').get(playerId, kind) as LimitRow | undefined;
  }

  private rows(playerId: number): Map<LimitKind, LimitRow> {
    const rows = this.db.prepare('SELECT * FROM rg_limits WHERE player_id = ?').all(playerId) as LimitRow[];
    return new Map(rows.map((row) => [row.kind, row]));
  }

  /** The limit in force as Money (or minutes for session.minutes), or null. */
  private amountOf(row: LimitRow | undefined): Money | number | null {
    if (!row || row.amount_minor === null) return null;
    return isMoneyKind(row.kind) ? money(row.amount_minor, asCurrency(row.currency!)) : row.amount_minor;
  }

  /** Deposits (completed or waiting) in the window, in `currency`, each currency converted rounding up. */
  depositsSince(playerId: number, sinceIso: string, currency: Currency): Money {
    const rows = this.db
      .prepare(
        `SELECT currency, SUM(amount_cents) AS total FROM payments
         WHERE player_id = ? AND kind = 'deposit' AND status IN ('completed', 'pending') AND created_at > ? GROUP BY currency`,
      )
      .all(playerId, sinceIso) as { currency: string; total: number }[];
    return money(rows.reduce((sum, row) => sum + convert(money(row.total, row.currency), currency, 'up').minor, 0), currency);
  }

  /** Net loss (staked minus won, never below zero) of real rounds since the moment, in `currency`. */
  lossSince(playerId: number, sinceIso: string, currency: Currency): Money {
    const rows = this.db
      .prepare(
        `SELECT currency, SUM(bet_cents) - SUM(win_cents) AS net FROM game_rounds
         WHERE player_id = ? AND mode = 'real' AND created_at > ? GROUP BY currency`,
      )
      .all(playerId, sinceIso) as { currency: string; net: number }[];
    const total = rows.reduce(
      (sum, row) => sum + Math.sign(row.net) * convert(money(Math.abs(row.net), row.currency), currency, 'up').minor,
      0,
    );
    return money(Math.max(0, total), currency);
  }

  private usedOf(playerId: number, kind: LimitKind, currency: Currency | null, now: number): number | null {
    const window = windowOf(kind);
    if (kind === 'session.minutes') {
      const session = this.currentSession(playerId, now);
      return session ? Math.floor((now - Date.parse(session.started_at)) / MINUTE_MS) : 0;
    }
    if (window === null || currency === null) return null;
    const since = iso(now - window);
    return kind.startsWith('deposit.')
      ? this.depositsSince(playerId, since, currency).minor
      : this.lossSince(playerId, since, currency).minor;
  }

  private limitView(playerId: number, kind: LimitKind, row: LimitRow | undefined, now: number, accountCurrency: Currency): PlayerLimit {
    const currency = isMoneyKind(kind) ? asCurrency(row?.currency ?? accountCurrency) : null;
    const show = (minor: number | null): string | null =>
      minor === null ? null : currency ? formatMoney(money(minor, currency)) : String(minor);
    const amount = row?.amount_minor ?? null;
    const used = this.usedOf(playerId, kind, currency, now);
    const pending =
      row && row.has_pending
        ? {
            amount: show(row.pending_minor),
            requestedAt: row.pending_requested_at!,
            effectiveAt: row.pending_effective_at!,
            confirmable: Date.parse(row.pending_effective_at!) <= now,
          }
        : null;
    return {
      kind,
      currency,
      amount: show(amount),
      used: show(used),
      remaining: amount === null || used === null ? null : show(Math.max(0, amount - used)),
      pending,
    };
  }

  overview(playerId: number): ResponsibleGamingOverview {
    const now = this.clock.now(playerId);
    const account = currentAccount(this.db, playerId);
    const rows = this.rows(playerId);
    const rules = this.profileOf(playerId);
    const player = this.db
      .prepare('SELECT rg_reality_check_minutes AS minutes, cooling_off_until AS coolingOff FROM players WHERE id = ?')
      .get(playerId) as { minutes: number | null; coolingOff: string | null };
    const moneyOf = (kind: 'deposit' | 'withdrawal', statuses: string) =>
      money(
        (this.db
          .prepare(`SELECT COALESCE(SUM(amount_cents), 0) FROM payments WHERE player_id = ? AND kind = ? AND currency = ? AND status IN (${statuses})`)
          .pluck()
          .get(playerId, kind, account.currency) as number) ?? 0,
        account.currency,
      );
    const deposits = moneyOf('deposit', "'completed'");
    const withdrawals = moneyOf('withdrawal', "'pending', 'completed'");
    return {
      profile: profileView(rules, account.currency),
      currency: account.currency,
      limits: LIMIT_KINDS.map((kind) => this.limitView(playerId, kind, rows.get(kind), now, account.currency)),
      netPosition: {
        currency: account.currency,
        deposits: formatMoney(deposits),
        withdrawals: formatMoney(withdrawals),
        net: formatMoney(money(deposits.minor - withdrawals.minor, account.currency)),
        session: this.sessionView(playerId, now, account.currency),
      },
      realityCheckMinutes: player.minutes === null ? rules.realityCheckDefaultMinutes : player.minutes === 0 ? null : player.minutes,
      lockedUntil: player.coolingOff && Date.parse(player.coolingOff) > now ? player.coolingOff : null,
      now: iso(now),
    };
  }

  private record(playerId: number, kind: LimitKind, action: LimitHistoryItem['action'], currency: string | null, from: number | null, to: number | null, effectiveAt: string, at: string): void {
    this.db
      .prepare(
        'INSERT INTO rg_limit_history (player_id, kind, action, currency, from_minor, to_minor, effective_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(playerId, kind, action, currency, from, to, effectiveAt, at);
  }

  /** Reads the player's typed amount: Money in the account's currency, or whole minutes for session.minutes. */
  private parseAmount(kind: LimitKind, text: string, currency: Currency): number {
    if (!isMoneyKind(kind)) {
      if (!/^\d{1,4}$/.test(text.trim())) throw ApiError.badRequest('amount', 'must be a whole number of minutes', 'validation.format');
      const minutes = Number(text.trim());
      if (minutes < 1 || minutes > SESSION_MINUTES_MAX)
        throw ApiError.badRequest('amount', `must be between 1 and ${SESSION_MINUTES_MAX} minutes`, 'validation.out_of_range');
      return minutes;
    }
    const amount = parseMoney(text, currency, 'amount');
    if (amount.minor <= 0) throw ApiError.badRequest('amount', 'must be more than zero', 'validation.out_of_range');
    return amount.minor;
  }

  /**
   * Sets, lowers, raises or removes a limit. A first limit or a lower one applies at once (and drops a pending raise);
   * a higher one or a removal waits RAISE_COOLING_HOURS and then needs `confirm`.
   */
  setLimit(playerId: number, kind: LimitKind, text: string | null): void {
    this.db
      .transaction(() => {
        const now = this.clock.now(playerId);
        const at = iso(now);
        const currency = currentAccount(this.db, playerId).currency;
        const next = text === null ? null : this.parseAmount(kind, text, currency);
        const row = this.row(playerId, kind);
        const rowCurrency = isMoneyKind(kind) ? currency : null;
        // The limit in force, in today's currency (a limit set before a currency switch is converted, rounding down).
        const current =
          row?.amount_minor == null
            ? null
            : isMoneyKind(kind)
              ? convert(money(row.amount_minor, asCurrency(row.currency!)), currency, 'down').minor
              : row.amount_minor;
        const upsert = this.db.prepare(
          `INSERT INTO rg_limits (player_id, kind, currency, amount_minor, has_pending, pending_minor, pending_requested_at, pending_effective_at, updated_at)
           VALUES (@playerId, @kind, @currency, @amount, @hasPending, @pending, @requestedAt, @effectiveAt, @at)
           ON CONFLICT (player_id, kind) DO UPDATE SET currency = excluded.currency, amount_minor = excluded.amount_minor,
             has_pending = excluded.has_pending, pending_minor = excluded.pending_minor,
             pending_requested_at = excluded.pending_requested_at, pending_effective_at = excluded.pending_effective_at,
             updated_at = excluded.updated_at`,
        );
        if (next !== null && (current === null || next <= current)) {
          upsert.run({ playerId, kind, currency: rowCurrency, amount: next, hasPending: 0, pending: null, requestedAt: null, effectiveAt: null, at });
          this.record(playerId, kind, current === null ? 'set' : 'lowered', rowCurrency, current, next, at, at);
          return;
        }
        if (next === null && current === null) {
          // nothing in force: a removal only withdraws a pending request
          if (row) upsert.run({ playerId, kind, currency: rowCurrency, amount: null, hasPending: 0, pending: null, requestedAt: null, effectiveAt: null, at });
          return;
        }
        const effectiveAt = iso(now + RAISE_COOLING_HOURS * HOUR_MS);
        upsert.run({ playerId, kind, currency: rowCurrency, amount: current, hasPending: 1, pending: next, requestedAt: at, effectiveAt, at });
        this.record(playerId, kind, next === null ? 'removal_requested' : 'raise_requested', rowCurrency, current, next, effectiveAt, at);
      })
      .immediate();
  }

  /** Applies a pending raise or removal once its 24 hours have passed (409 before, or when none is pending). */
  confirm(playerId: number, kind: LimitKind): void {
    this.db
      .transaction(() => {
        const now = this.clock.now(playerId);
        const row = this.row(playerId, kind);
        if (!row || !row.has_pending) throw ApiError.conflict('kind', 'no raise of this limit is waiting');
        if (Date.parse(row.pending_effective_at!) > now)
          throw ApiError.conflict('kind', `the raise can be confirmed from ${row.pending_effective_at}`);
        this.db
          .prepare(
            `UPDATE rg_limits SET amount_minor = pending_minor, has_pending = 0, pending_minor = NULL, pending_requested_at = NULL,
             pending_effective_at = NULL, updated_at = ? WHERE player_id = ? AND kind = ?`,
          )
          .run(iso(now), playerId, kind);
        this.record(playerId, kind, row.pending_minor === null ? 'removed' : 'raise_confirmed', row.currency, row.amount_minor, row.pending_minor, iso(now), iso(now));
      })
      .immediate();
  }

  history(playerId: number): LimitHistoryItem[] {
    const rows = this.db
      .prepare('SELECT * FROM rg_limit_history WHERE player_id = ? ORDER BY id DESC LIMIT 200')
      .all(playerId) as { id: number; kind: LimitKind; action: LimitHistoryItem['action']; currency: string | null; from_minor: number | null; to_minor: number | null; effective_at: string; created_at: string }[];
    const show = (minor: number | null, currency: string | null) =>
      minor === null ? null : currency ? formatMoney(money(minor, currency)) : String(minor);
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      action: row.action,
      currency: row.currency,
      from: show(row.from_minor, row.currency),
      to: show(row.to_minor, row.currency),
      effectiveAt: row.effective_at,
      at: row.created_at,
    }));
  }

  /** Refuses a deposit past a deposit limit (403 limit.exceeded with what is left). Call inside the deposit's transaction. */
  assertDeposit(playerId: number, amount: Money): void {
    const now = this.clock.now(playerId);
    for (const kind of ['deposit.day', 'deposit.week', 'deposit.month'] as const) {
      const limit = this.amountOf(this.row(playerId, kind));
      if (!limit || typeof limit === 'number') continue;
      const used = this.depositsSince(playerId, iso(now - windowOf(kind)!), limit.currency);
      const asked = convert(amount, limit.currency, 'up');
      if (used.minor + asked.minor > limit.minor) {
        const remaining = money(Math.max(0, limit.minor - used.minor), limit.currency);
        throw new LimitError(403, 'amount', `the ${kind} limit leaves ${formatMoney(remaining)} ${limit.currency}`, {
          kind,
          currency: limit.currency,
          limit: formatMoney(limit),
          remaining: formatMoney(remaining),
          retryAt: this.windowFreesAt(playerId, 'deposit', now, windowOf(kind)!),
        });
      }
    }
  }

  /** When the oldest movement in the window leaves it (the earliest moment more becomes available). */
  private windowFreesAt(playerId: number, what: 'deposit' | 'loss', now: number, window: number): string | null {
    const oldest = (
      what === 'deposit'
        ? this.db.prepare("SELECT MIN(created_at) FROM payments WHERE player_id = ? AND kind = 'deposit' AND status IN ('completed', 'pending') AND created_at > ?")
        : this.db.prepare("SELECT MIN(created_at) FROM game_rounds WHERE player_id = ? AND mode = 'real' AND created_at > ?")
    )
      .pluck()
      .get(playerId, iso(now - window)) as string | null;
    return oldest ? iso(Date.parse(oldest) + window) : null;
  }

  // ---------------------------------------------------------------- sessions

  /** The open session, ending it first when it has been idle SESSION_IDLE_MINUTES. */
  currentSession(playerId: number, now: number): SessionRow | null {
    const row = this.db
      .prepare('SELECT * FROM rg_sessions WHERE player_id = ? AND ended_at IS NULL ORDER BY id DESC LIMIT 1')
      .get(playerId) as SessionRow | undefined;
    if (!row) return null;
    if (Date.parse(row.last_active_at) + SESSION_IDLE_MINUTES * MINUTE_MS < now) {
      this.db.prepare("UPDATE rg_sessions SET ended_at = last_active_at, ended_reason = 'idle' WHERE id = ?").run(row.id);
      return null;
    }
    return row;
  }

  private sessionView(playerId: number, now: number, currency: Currency): PlaySession | null {
    const session = this.currentSession(playerId, now);
    if (!session) return null;
    const totals = this.db
      .prepare(
        `SELECT COALESCE(SUM(bet_cents), 0) AS staked, COALESCE(SUM(win_cents), 0) AS won FROM game_rounds
         WHERE player_id = ? AND mode = 'real' AND currency = ? AND created_at >= ?`,
      )
      .get(playerId, currency, session.started_at) as { staked: number; won: number };
    return {
      startedAt: session.started_at,
      elapsedSeconds: Math.max(0, Math.floor((now - Date.parse(session.started_at)) / 1000)),
      staked: formatMoney(money(totals.staked, currency)),
      won: formatMoney(money(totals.won, currency)),
      net: formatMoney(money(totals.won - totals.staked, currency)),
    };
  }

  endSession(playerId: number, reason: 'player' | 'limit' | 'panic'): void {
    const now = this.clock.now(playerId);
    const session = this.currentSession(playerId, now);
    if (session) this.db.prepare('UPDATE rg_sessions SET ended_at = ?, ended_reason = ? WHERE id = ?').run(iso(now), reason, session.id);
  }

  /**
   * Real play is about to happen (a real game opened, a round): refuses it when the session time limit is reached (and
   * for SESSION_LIMIT_BREAK_MINUTES after), else opens or extends the session. Opening a game (`open: false`) only
   * checks: a launch can be a link's prefetch, and the session is real play, so its first round opens it.
   */
  enterSession(playerId: number, { open = true }: { open?: boolean } = {}): void {
    const now = this.clock.now(playerId);
    const limit = this.amountOf(this.row(playerId, 'session.minutes'));
    const refuse = (retryAt: number, message: string): never => {
      throw new LimitError(403, 'session', message, {
        kind: 'session.minutes',
        currency: null,
        limit: typeof limit === 'number' ? String(limit) : null,
        remaining: '0',
        retryAt: iso(retryAt),
      });
    };
    const session = this.currentSession(playerId, now);
    if (session && typeof limit === 'number' && now - Date.parse(session.started_at) >= limit * MINUTE_MS) {
      this.db.prepare("UPDATE rg_sessions SET ended_at = ?, ended_reason = 'limit' WHERE id = ?").run(iso(now), session.id);
      refuse(now + SESSION_LIMIT_BREAK_MINUTES * MINUTE_MS, `the session time limit of ${limit} minutes is reached`);
    }
    if (!session) {
      const last = this.db
        .prepare("SELECT ended_at FROM rg_sessions WHERE player_id = ? AND ended_reason = 'limit' ORDER BY id DESC LIMIT 1")
        .pluck()
        .get(playerId) as string | undefined;
      if (last && Date.parse(last) + SESSION_LIMIT_BREAK_MINUTES * MINUTE_MS > now)
        refuse(Date.parse(last) + SESSION_LIMIT_BREAK_MINUTES * MINUTE_MS, 'a break follows a reached session time limit');
      if (!open) return;
      this.db.prepare('INSERT INTO rg_sessions (player_id, started_at, last_active_at) VALUES (?, ?, ?)').run(playerId, iso(now), iso(now));
    } else {
      this.db.prepare('UPDATE rg_sessions SET last_active_at = ? WHERE id = ?').run(iso(now), session.id);
    }
  }

  /**
   * Every rule a real round must pass, inside the round's transaction: the profile's time per round and highest stake,
   * the player's stake limit, loss limits (the stake counts as lost) and the session time limit.
   */
  assertRound(playerId: number, gameSessionId: number, bet: Money): void {
    const now = this.clock.now(playerId);
    const rules = this.profileOf(playerId);
    if (rules.minSecondsPerRound > 0) {
      const last = this.db
        .prepare('SELECT created_at FROM game_rounds WHERE session_id = ? ORDER BY id DESC LIMIT 1')
        .pluck()
        .get(gameSessionId) as string | undefined;
      const next = last ? Date.parse(last) + rules.minSecondsPerRound * 1000 : 0;
      if (next > now)
        throw new LimitError(429, 'bet', `a round takes at least ${rules.minSecondsPerRound} seconds here`, {
          kind: 'profile.interval',
          currency: null,
          limit: String(rules.minSecondsPerRound),
          remaining: null,
          retryAt: iso(next),
        });
    }
    if (rules.maxStakeBase !== null) {
      const max = fromBase(rules.maxStakeBase, bet.currency);
      if (bet.minor > max.minor)
        throw new LimitError(403, 'bet', `the highest stake per round here is ${formatMoney(max)} ${bet.currency}`, {
          kind: 'profile.stake',
          currency: bet.currency,
          limit: formatMoney(max),
          remaining: formatMoney(max),
          retryAt: null,
        });
    }
    const stake = this.amountOf(this.row(playerId, 'stake.round'));
    if (stake && typeof stake !== 'number' && convert(bet, stake.currency, 'up').minor > stake.minor)
      throw new LimitError(403, 'bet', `the stake limit is ${formatMoney(stake)} ${stake.currency} per round`, {
        kind: 'stake.round',
        currency: stake.currency,
        limit: formatMoney(stake),
        remaining: formatMoney(stake),
        retryAt: null,
      });
    for (const kind of ['loss.day', 'loss.week', 'loss.month'] as const) {
      const limit = this.amountOf(this.row(playerId, kind));
      if (!limit || typeof limit === 'number') continue;
      const used = this.lossSince(playerId, iso(now - windowOf(kind)!), limit.currency);
      if (used.minor + convert(bet, limit.currency, 'up').minor > limit.minor) {
        const remaining = money(Math.max(0, limit.minor - used.minor), limit.currency);
        throw new LimitError(403, 'bet', `the ${kind} limit leaves ${formatMoney(remaining)} ${limit.currency}`, {
          kind,
          currency: limit.currency,
          limit: formatMoney(limit),
          remaining: formatMoney(remaining),
          retryAt: this.windowFreesAt(playerId, 'loss', now, windowOf(kind)!),
        });
      }
    }
    this.enterSession(playerId);
  }

  setRealityCheck(playerId: number, minutes: number | null): void {
    if (!this.profileOf(playerId).realityCheckAvailable) throw ApiError.conflict('minutes', 'reality checks are not offered here');
    this.db.prepare('UPDATE players SET rg_reality_check_minutes = ? WHERE id = ?').run(minutes ?? 0, playerId);
  }

  /** The panic button: real play closes for PANIC_HOURS (a longer cooling-off stays), the session ends. */
  panic(playerId: number): void {
    this.db
      .transaction(() => {
        const until = iso(this.clock.now(playerId) + PANIC_HOURS * HOUR_MS);
        this.db
          .prepare('UPDATE players SET cooling_off_until = ? WHERE id = ? AND (cooling_off_until IS NULL OR cooling_off_until < ?)')
          .run(until, playerId, until);
        this.endSession(playerId, 'panic');
      })
      .immediate();
  }
}

const instances = new WeakMap<Db, ResponsibleGaming>();
/** One service per database, shared by the payments, play and responsible-gaming routes. */
export function responsibleGamingOf(db: Db, configuredProfile: string): ResponsibleGaming {
  let service = instances.get(db);
  if (!service) instances.set(db, (service = new ResponsibleGaming(db, configuredProfile)));
  return service;
}
