import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DEFAULT_LOCALE,
  type Locale,
  type TournamentDetails,
  type TournamentRule,
  type TournamentSummary,
} from '@casino/contract/schemas';
import { optionalPlayer, playerIdOf, requirePlayer } from '../../auth/guard';
import { nowIso } from '../../db/database';
import { formatMinor, formatMoney, money } from '../../money/money';
import { ApiError } from '../../errors';
import { catalogueOf } from '../games/catalogue';
import type { Translated } from '../games/texts';
import {
  DRIFT_WINDOW_MS,
  leaderboardDrifts,
  leaderboardEntries,
  NICKNAME_SQL,
  prizedPlaces,
  prizePoolCents,
  prizesOnWire,
  promotionStatus,
  standingOf,
  type ScoreRow,
  type StoredPrize,
} from './leaderboard';
import { ruleParagraphs } from './promo-texts';
import { scheduleRecurringTournaments } from './recurring';
import { scheduleKeeper } from './schedule';
import { RECURRING_TOURNAMENTS } from './seed';
import { route } from '../../http/route';

interface TournamentRow {
  id: number;
  slug: string;
  titleJson: string;
  rule: TournamentRule;
  currency: string;
  minBetCents: number;
  startsAt: string;
  endsAt: string;
  prizesJson: string;
  themeHue: number;
  participants: number;
}


export async function tournamentsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;
  const catalogue = catalogueOf(db, app.config.publicUrl);

  // A long-lived database keeps a current calendar: due occurrences of recurring series are added on start and
  // before any request once one can be due; each addition is logged (the audit: nothing existing is changed).
  const keepScheduleCurrent = scheduleKeeper((nowMs) => {
    const { added, nextDueMs } = scheduleRecurringTournaments(db, RECURRING_TOURNAMENTS, nowMs);
    if (added.length > 0) app.log.info({ added }, 'tournaments: next occurrences of recurring series scheduled');
    return nextDueMs;
  });
  keepScheduleCurrent();
  app.addHook('onRequest', async () => keepScheduleCurrent());

  const columns = `t.id, t.slug, t.title_json AS titleJson, t.rule, t.currency, t.min_bet_cents AS minBetCents, t.starts_at AS startsAt,
    t.ends_at AS endsAt, t.prizes_json AS prizesJson, t.theme_hue AS themeHue,
    (SELECT COUNT(*) FROM tournament_participants tp WHERE tp.tournament_id = t.id) AS participants`;
  const statements = {
    one: db.prepare(`SELECT ${columns} FROM tournaments t WHERE t.id = ?`),
    active: db.prepare(`SELECT ${columns} FROM tournaments t WHERE t.ends_at > ? ORDER BY t.ends_at, t.id`),
    closed: db.prepare(`SELECT ${columns} FROM tournaments t WHERE t.ends_at <= ? ORDER BY t.ends_at DESC, t.id LIMIT ? OFFSET ?`),
    closedCount: db.prepare('SELECT COUNT(*) FROM tournaments WHERE ends_at <= ?').pluck(),
    joinedIds: db.prepare('SELECT tournament_id FROM tournament_participants WHERE player_id = ?').pluck(),
    joinedAt: db.prepare('SELECT joined_at FROM tournament_participants WHERE tournament_id = ? AND player_id = ?').pluck(),
    join: db.prepare('INSERT OR IGNORE INTO tournament_participants (tournament_id, player_id, joined_at) VALUES (?, ?, ?)'),
    games: db.prepare('SELECT tg.game_id FROM tournament_games tg JOIN games g ON g.id = tg.game_id WHERE tg.tournament_id = ? ORDER BY g.popularity DESC, g.id LIMIT ? OFFSET ?').pluck(),
    gameCount: db.prepare('SELECT COUNT(*) FROM tournament_games WHERE tournament_id = ?').pluck(),
    hasGame: db.prepare('SELECT 1 FROM tournament_games WHERE tournament_id = ? AND game_id = ?').pluck(),
    // The leaderboard rule of contract/src/schemas/tournaments.ts, in one query.
    scores: db.prepare(
      `SELECT tp.player_id AS playerId, ${NICKNAME_SQL} AS nickname,
         CAST(SUM((CASE WHEN t.rule = 'bet_sum' THEN r.bet_cents ELSE r.win_cents END) / COALESCE(cr.per_eur, 1)) AS INTEGER) AS points,
         MAX(r.created_at) AS reachedAt
       FROM tournaments t
       JOIN tournament_participants tp ON tp.tournament_id = t.id
       JOIN game_rounds r ON r.player_id = tp.player_id AND r.mode = 'real'
         AND r.created_at >= t.starts_at AND r.created_at > tp.joined_at AND r.created_at < t.ends_at AND r.created_at <= @asOf
       JOIN tournament_games tg ON tg.tournament_id = t.id AND tg.game_id = r.game_id
       JOIN players p ON p.id = tp.player_id
       LEFT JOIN game_currency_rates cr ON cr.currency = r.currency
       LEFT JOIN game_currency_rates tr ON tr.currency = t.currency
       -- the minimum bet is in the tournament's currency; a round in another counts when it is worth as much
       WHERE t.id = @id AND r.bet_cents * COALESCE(tr.per_eur, 1) >= t.min_bet_cents * COALESCE(cr.per_eur, 1)
       GROUP BY tp.player_id
       HAVING points > 0
       ORDER BY points DESC, reachedAt, tp.player_id`,
    ),
    maxWin: db.prepare(
      `SELECT ${NICKNAME_SQL} AS nickname, r.win_cents / COALESCE(cr.per_eur, 1) AS winEurCents, CAST(r.win_cents AS REAL) / r.bet_cents AS multiplier
       FROM tournaments t
       JOIN tournament_participants tp ON tp.tournament_id = t.id
       JOIN game_rounds r ON r.player_id = tp.player_id AND r.mode = 'real' AND r.game_id = @gameId
         AND r.created_at >= t.starts_at AND r.created_at > tp.joined_at AND r.created_at < t.ends_at
       JOIN players p ON p.id = tp.player_id
       LEFT JOIN game_currency_rates cr ON cr.currency = r.currency
       WHERE t.id = @id AND r.win_cents > 0 AND (@playerId IS NULL OR tp.player_id = @playerId)
       ORDER BY winEurCents DESC, r.id LIMIT 1`,
    ),
  };

  const load = (id: number): TournamentRow => {
    const row = statements.one.get(id) as TournamentRow | undefined;
    if (!row) throw ApiError.notFound('id', 'no tournament with this id');
    return row;
  };
  const prizesOf = (row: TournamentRow) => JSON.parse(row.prizesJson) as StoredPrize[];
  const scores = (id: number, asOf = nowIso()) => statements.scores.all({ id, asOf }) as ScoreRow[];
  const joinedSet = (playerId: number | undefined) =>
    new Set(playerId === undefined ? [] : (statements.joinedIds.all(playerId) as number[]));

  const rulesOf = (row: TournamentRow, lang: Locale) => {
    const prizes = prizesOf(row);
    return ruleParagraphs(
      { kind: row.rule, places: prizedPlaces(prizes), poolCents: prizePoolCents(prizes), currency: row.currency, minBetCents: row.minBetCents, startsAt: row.startsAt, endsAt: row.endsAt },
      lang,
    );
  };

  const summary = (row: TournamentRow, lang: Locale, joined: Set<number>, now: string): TournamentSummary => ({
    id: row.id,
    slug: row.slug,
    title: (JSON.parse(row.titleJson) as Translated)[lang],
    summary: rulesOf(row, lang).summary,
    status: promotionStatus(row, now),
    rule: row.rule,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    currency: row.currency,
    prizePool: formatMoney(money(prizePoolCents(prizesOf(row)), row.currency)),
    minBet: formatMoney(money(row.minBetCents, row.currency)),
    participants: row.participants,
    themeHue: row.themeHue,
    isJoined: joined.has(row.id),
  });

  route(app, 'tournaments.active', { preHandler: optionalPlayer }, async (request) => {
    const now = nowIso();
    const joined = joinedSet(request.playerId);
    const rows = statements.active.all(now) as TournamentRow[];
    return { status: 'ok', data: rows.map((row) => summary(row, request.query.lang ?? DEFAULT_LOCALE, joined, now)) };
  });

  route(app, 'tournaments.calendar', {}, async (request) => {
    const lang = request.query.lang ?? DEFAULT_LOCALE;
    const rows = (statements.active.all(nowIso()) as TournamentRow[]).sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id - b.id);
    const items = rows.map((row) => ({ id: row.id, title: (JSON.parse(row.titleJson) as Translated)[lang], startsAt: row.startsAt, endsAt: row.endsAt }));
    return { status: 'ok' as const, data: { items } };
  });

  route(app, 'tournaments.closed', { preHandler: optionalPlayer }, async (request) => {
    const { lang = DEFAULT_LOCALE, page = 1, perPage = 20 } = request.query;
    const now = nowIso();
    const joined = joinedSet(request.playerId);
    const rows = statements.closed.all(now, perPage, (page - 1) * perPage) as TournamentRow[];
    return {
      status: 'ok',
      data: { items: rows.map((row) => summary(row, lang, joined, now)), page, perPage, total: statements.closedCount.get(now) as number },
    };
  });

  route(app, 'tournaments.details', { preHandler: optionalPlayer }, async (request) => {
    const row = load(request.params.id);
    const lang = request.query.lang ?? DEFAULT_LOCALE;
    const joined = joinedSet(request.playerId);
    const details: TournamentDetails = {
      ...summary(row, lang, joined, nowIso()),
      rules: rulesOf(row, lang).rules,
      prizes: prizesOnWire(prizesOf(row), row.currency),
      gameCount: statements.gameCount.get(row.id) as number,
      me: request.playerId !== undefined && joined.has(row.id) ? standingOf(scores(row.id), request.playerId) : null,
    };
    return { status: 'ok', data: details };
  });

  route(app, 'tournaments.join', { preHandler: requirePlayer }, async (request) => {
    const playerId = playerIdOf(request);
    const row = load(request.params.id);
    const now = nowIso();
    if (promotionStatus(row, now) === 'finished') throw ApiError.conflict('id', 'the tournament has finished');
    statements.join.run(row.id, playerId, now);
    return { status: 'ok', data: { tournamentId: row.id, isJoined: true, joinedAt: statements.joinedAt.get(row.id, playerId) as string } };
  });

  route(app, 'tournaments.drifts', { preHandler: optionalPlayer }, async (request) => {
    const row = load(request.params.id);
    const since = new Date(Math.min(Date.now(), Date.parse(row.endsAt)) - DRIFT_WINDOW_MS).toISOString();
    const items = leaderboardDrifts(scores(row.id), scores(row.id, since), request.playerId, request.query.limit ?? 50);
    return { status: 'ok', data: { since, items } };
  });

  route(app, 'tournaments.games', { preHandler: optionalPlayer }, async (request) => {
    const row = load(request.params.id);
    const { page = 1, perPage = 20 } = request.query;
    const ids = statements.games.all(row.id, perPage, (page - 1) * perPage) as number[];
    const items = catalogue.cards(ids, new Set(catalogue.favoriteIds(request.playerId)));
    return { status: 'ok', data: { items, page, perPage, total: statements.gameCount.get(row.id) as number } };
  });

  route(app, 'tournaments.leaderboard', { preHandler: optionalPlayer }, async (request) => {
    const row = load(request.params.id);
    const rows = scores(row.id);
    const me = request.playerId;
    return {
      status: 'ok',
      data: {
        rule: row.rule,
        computedAt: nowIso(),
        participants: row.participants,
        items: leaderboardEntries(rows, prizesOf(row), row.currency, me, request.query.limit ?? 50),
        me: me !== undefined && joinedSet(me).has(row.id) ? standingOf(rows, me) : null,
      },
    };
  });

  route(app, 'tournaments.maxFreeWin', { preHandler: optionalPlayer }, async (request) => {
    const { tournamentId, gameId } = request.params;
    const row = load(tournamentId);
    if (!statements.hasGame.get(row.id, gameId)) throw ApiError.notFound('gameId', 'the game is not part of this tournament');
    type Best = { nickname: string; winEurCents: number; multiplier: number } | undefined;
    const best = statements.maxWin.get({ id: row.id, gameId, playerId: null }) as Best;
    const mine = request.playerId === undefined ? undefined : (statements.maxWin.get({ id: row.id, gameId, playerId: request.playerId }) as Best);
    return {
      status: 'ok',
      data: {
        tournamentId: row.id,
        gameId,
        currency: row.currency,
        maxWin: best ? formatMinor(Math.floor(best.winEurCents), 'EUR') : null,
        multiplier: best ? Math.round(best.multiplier * 100) / 100 : null,
        nickname: best?.nickname ?? null,
        myMaxWin: mine ? formatMinor(Math.floor(mine.winEurCents), 'EUR') : null,
      },
    };
  });
}
