import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { GameMode, PlayBlockReason, PlayBlockedBody, SlotState, SpinResult } from '@casino/contract/schemas';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';
import { currentAccount, moveDemoMoney, movePoints, moveRealMoney } from '../../db/wallet';
import { asCurrency, BASE_CURRENCY, convert, formatMinor, fromBase, money } from '../../money/money';
import { ApiError } from '../../errors';
import type { Catalogue } from '../games/catalogue';
import type { ResponsibleGaming } from '../responsible-gaming/responsible-gaming';
import { betStepsCents, PAY_TABLE, SLOT_RTP, spin } from './slot-math';

/** A launch stays playable this long. */
export const GAME_SESSION_HOURS = 8;
/** Loyalty points for real play: 0.01 point per 0.10 staked (points are kept in cents, like money). */
export const LOYALTY_POINT_CENTS_PER_BET_CENT = 1 / 10;
/** An anonymous demo session starts with (and refills to) 1,000.00, like a signed-in player's demo wallet. */
export const ANONYMOUS_DEMO_START_CENTS = 100_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface GameSession {
  id: number;
  playerId: number | null;
  gameId: number;
  mode: GameMode;
  currency: string;
  demoBalanceCents: number;
  lang: string;
  expiresAt: string;
}

/** Thrown as a 403 with the `reason` field the front end maps to its notification (PlayBlockedBody). */
export class PlayBlockedError extends ApiError {
  constructor(readonly reason: PlayBlockReason, message: string) {
    super(403, [{ field: 'player', message }]);
  }
  send(reply: FastifyReply) {
    const body: PlayBlockedBody = { status: 'error', errors: this.errors, reason: this.reason };
    return reply.status(403).send(body);
  }
}

export class PlayService {
  private readonly statements;

  constructor(
    private readonly db: Db,
    private readonly catalogue: Catalogue,
    readonly rg: ResponsibleGaming,
  ) {
    this.statements = {
      player: db.prepare('SELECT is_blocked AS blocked, cooling_off_until AS coolingOff, self_exclusion_until AS selfExclusion FROM players WHERE id = ?'),
      rate: db.prepare('SELECT per_eur FROM game_currency_rates WHERE currency = ?').pluck(),
      insertSession: db.prepare(
        `INSERT INTO game_sessions (token_hash, player_id, game_id, mode, currency, demo_balance_cents, lang, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      session: db.prepare(
        `SELECT id, player_id AS playerId, game_id AS gameId, mode, currency, demo_balance_cents AS demoBalanceCents, lang, expires_at AS expiresAt
         FROM game_sessions WHERE token_hash = ?`,
      ),
      setSessionDemo: db.prepare('UPDATE game_sessions SET demo_balance_cents = ? WHERE id = ?'),
      demoBalance: db.prepare('SELECT demo_balance_cents FROM player_wallet_extras WHERE player_id = ?').pluck(),
      insertRound: db.prepare(
        `INSERT INTO game_rounds (player_id, game_id, session_id, mode, currency, bet_cents, win_cents, balance_after_cents, outcome, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      touchLastGame: db.prepare(
        `INSERT INTO player_last_games (player_id, game_id, played_at) VALUES (?, ?, ?)
         ON CONFLICT (player_id, game_id) DO UPDATE SET played_at = excluded.played_at`,
      ),
    };
  }

  /** 403 with a reason when the player may not play for real money (SPEC.md section 6). */
  assertMayPlayForReal(playerId: number): void {
    const row = this.statements.player.get(playerId) as { blocked: number; coolingOff: string | null; selfExclusion: string | null } | undefined;
    if (!row) throw ApiError.unauthorized();
    const now = nowIso();
    if (row.blocked) throw new PlayBlockedError('playerBlockedByLite', 'the player is blocked and cannot play for real money');
    if (row.selfExclusion && row.selfExclusion > now) throw new PlayBlockedError('selfExclusion', `the player is self-excluded until ${row.selfExclusion}`);
    if (row.coolingOff && row.coolingOff > now) throw new PlayBlockedError('coolingOff', `the player is cooling off until ${row.coolingOff}`);
  }

  perEur(currency: string): number {
    return (this.statements.rate.get(currency) as number | undefined) ?? 1;
  }

  /** Opens a launch session; returns the token for the URL (only its hash is stored). */
  openSession(options: { playerId: number | null; gameId: number; mode: GameMode; currency: string; lang: string }): {
    token: string;
    session: GameSession;
    balanceCents: number;
  } {
    const token = randomBytes(24).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + GAME_SESSION_HOURS * 3600_000).toISOString();
    const demoStart = options.mode === 'demo' && options.playerId === null ? ANONYMOUS_DEMO_START_CENTS : 0;
    const id = this.db.transaction(() => {
      const result = this.statements.insertSession.run(
        hashToken(token),
        options.playerId,
        options.gameId,
        options.mode,
        options.currency,
        demoStart,
        options.lang,
        now.toISOString(),
        expiresAt,
      );
      if (options.playerId !== null) this.statements.touchLastGame.run(options.playerId, options.gameId, now.toISOString());
      return Number(result.lastInsertRowid);
    })();
    const session: GameSession = { id, ...options, demoBalanceCents: demoStart, expiresAt };
    return { token, session, balanceCents: this.balanceCents(session) };
  }

  /** The live session for a token; 404 when unknown or expired (the slot then asks to reopen the game). */
  session(token: string): GameSession {
    const session = this.statements.session.get(hashToken(token)) as GameSession | undefined;
    if (!session || session.expiresAt <= nowIso()) throw ApiError.notFound('sessionToken', 'the game session is unknown or has expired');
    return session;
  }

  balanceCents(session: GameSession): number {
    if (session.mode === 'real') return currentAccount(this.db, session.playerId!).balance.minor;
    if (session.playerId === null) return session.demoBalanceCents;
    this.db.prepare('INSERT OR IGNORE INTO player_wallet_extras (player_id) VALUES (?)').run(session.playerId);
    return this.statements.demoBalance.get(session.playerId) as number;
  }

  betSteps(session: GameSession): number[] {
    return betStepsCents(this.perEur(session.currency));
  }

  /**
   * The bets the slot lets the player choose: in real play, none above the profile's stake cap (DE: 1 EUR), so the
   * player sees the cap in the game instead of meeting it as a refused spin. The API still refuses a larger bet sent by
   * hand (`assertRound`).
   */
  private offeredBets(session: GameSession, maxStakeBase: number | null): number[] {
    const steps = this.betSteps(session);
    if (session.mode !== 'real' || maxStakeBase === null) return steps;
    const cap = fromBase(maxStakeBase, asCurrency(session.currency)).minor;
    const allowed = steps.filter((bet) => bet <= cap);
    return allowed.length > 0 ? allowed : steps.slice(0, 1);
  }

  state(session: GameSession): SlotState {
    const game = this.catalogue.game(session.gameId)!;
    const rules = this.rg.profileOf(session.playerId);
    return {
      mode: session.mode,
      game: { id: game.id, slug: game.slug, name: game.name, provider: game.provider.name },
      currency: session.currency,
      balance: formatMinor(this.balanceCents(session), session.currency),
      bets: this.offeredBets(session, rules.maxStakeBase).map((bet) => formatMinor(bet, session.currency)),
      payTable: PAY_TABLE.map(({ symbol, count, multiplier }) => ({ symbol, count, multiplier })),
      rtp: (SLOT_RTP * 100).toFixed(2),
      expiresAt: session.expiresAt,
      autoplay: rules.autoplay,
      minSecondsPerRound: session.mode === 'real' ? rules.minSecondsPerRound : 0,
    };
  }

  /**
   * One spin: the bet is debited, the outcome drawn, the win credited and the round recorded in one transaction,
   * so a failed debit (409 insufficient funds) leaves no round and no money moved.
   */
  playRound(session: GameSession, betCents: number, { autoplay = false }: { autoplay?: boolean } = {}): SpinResult {
    if (!this.betSteps(session).includes(betCents)) throw ApiError.badRequest('body.bet', 'is not one of the bets this game offers');
    // The profile's autoplay rule (issue 35), for demo play too: a series the player did not press for is refused.
    if (autoplay && !this.rg.profileOf(session.playerId).autoplay)
      throw ApiError.forbidden('body.autoplay', 'autoplay is not offered under this jurisdiction', 'play.autoplay_off');
    if (session.mode === 'real') this.assertMayPlayForReal(session.playerId!);
    const outcome = spin(betCents);
    let now = session.mode === 'real' ? this.rg.clock.nowIso(session.playerId) : nowIso();
    const recorded = this.db.transaction((): { balance: number; roundId: number } => {
      let balance: number;
      if (session.mode === 'real') {
        const playerId = session.playerId!;
        const account = currentAccount(this.db, playerId);
        if (account.currency !== session.currency)
          throw ApiError.conflict('sessionToken', 'the current currency account changed since the game was opened; reopen the game');
        // Limits and the jurisdiction's rules (issue 35), checked with the debit so parallel spins cannot both pass.
        this.rg.assertRound(playerId, session.id, money(betCents, account.currency));
        // The round is timed after the rules passed: the play session its first round opens starts no later than the
        // round, so the session's net position always counts it (a round stamped a millisecond before was left out).
        now = this.rg.clock.nowIso(playerId);
        moveRealMoney(this.db, playerId, money(-betCents, account.currency));
        balance = moveRealMoney(this.db, playerId, money(outcome.winCents, account.currency)).balance.minor;
        // points are earned on the bet's worth in EUR, so a RUB or BTC bet earns what the same stake in EUR does
        const earned = Math.floor(convert(money(betCents, account.currency), BASE_CURRENCY).minor * LOYALTY_POINT_CENTS_PER_BET_CENT);
        // Through the ledger, so points history shows what play earned (api/src/db/wallet.ts movePoints).
        if (earned > 0) movePoints(this.db, playerId, earned, 'play', now);
        this.statements.touchLastGame.run(playerId, session.gameId, now);
      } else if (session.playerId !== null) {
        moveDemoMoney(this.db, session.playerId, -betCents);
        balance = moveDemoMoney(this.db, session.playerId, outcome.winCents);
      } else {
        const start = session.demoBalanceCents < betCents ? ANONYMOUS_DEMO_START_CENTS : session.demoBalanceCents;
        balance = start - betCents + outcome.winCents;
        this.statements.setSessionDemo.run(balance, session.id);
      }
      const round = this.statements.insertRound.run(
        session.playerId,
        session.gameId,
        session.id,
        session.mode,
        session.currency,
        betCents,
        outcome.winCents,
        balance,
        JSON.stringify({ reels: outcome.reels, line: outcome.line }),
        now,
      );
      return { balance, roundId: Number(round.lastInsertRowid) };
    }).immediate();
    return {
      roundId: recorded.roundId,
      bet: formatMinor(betCents, session.currency),
      win: formatMinor(outcome.winCents, session.currency),
      multiplier: outcome.multiplier,
      reels: outcome.reels,
      line: outcome.line,
      currency: session.currency,
      balance: formatMinor(recorded.balance, session.currency),
    };
  }
}
