import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DEFAULT_LOCALE,
  type Locale,
  type RaceDetails,
  type RaceStageDetails,
  type RaceStageSummary,
  type StageLeaderboard,
} from '@casino/contract/schemas';
import { optionalPlayer } from '../../auth/guard';
import { nowIso } from '../../db/database';
import { formatMoney, money } from '../../money/money';
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
} from '../tournaments/leaderboard';
import { ruleParagraphs } from '../tournaments/promo-texts';
import { scheduleKeeper } from '../tournaments/schedule';
import { scheduleRecurringRaces } from './recurring';
import { RECURRING_RACES } from './seed';
import { route } from '../../http/route';

interface RaceRow {
  id: number;
  slug: string;
  titleJson: string;
  currency: string;
  startsAt: string;
  endsAt: string;
  themeHue: number;
}
interface StageRow {
  id: number;
  raceId: number;
  number: number;
  startsAt: string;
  endsAt: string;
  minBetCents: number;
  prizesJson: string;
}


export async function racesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;
  const catalogue = catalogueOf(db, app.config.publicUrl);

  // As for tournaments: due occurrences of recurring races are added on start and before any request once one can be
  // due; each addition is logged (nothing existing is changed).
  const keepScheduleCurrent = scheduleKeeper((nowMs) => {
    const { added, nextDueMs } = scheduleRecurringRaces(db, RECURRING_RACES, nowMs);
    if (added.length > 0) app.log.info({ added }, 'races: next occurrences of recurring races scheduled');
    return nextDueMs;
  });
  keepScheduleCurrent();
  app.addHook('onRequest', async () => keepScheduleCurrent());

  const raceColumns = 'id, slug, title_json AS titleJson, currency, starts_at AS startsAt, ends_at AS endsAt, theme_hue AS themeHue';
  const stageColumns = 'id, race_id AS raceId, number, starts_at AS startsAt, ends_at AS endsAt, min_bet_cents AS minBetCents, prizes_json AS prizesJson';
  const statements = {
    // The running race, else the one that started last, else the next one.
    latest: db.prepare(
      `SELECT ${raceColumns} FROM races
       ORDER BY (starts_at <= @now AND ends_at > @now) DESC, (starts_at <= @now) DESC, starts_at DESC, id DESC LIMIT 1`,
    ),
    race: db.prepare(`SELECT ${raceColumns} FROM races WHERE id = ?`),
    stage: db.prepare(`SELECT ${stageColumns} FROM race_stages WHERE id = ?`),
    stages: db.prepare(`SELECT ${stageColumns} FROM race_stages WHERE race_id = ? ORDER BY number`),
    games: db.prepare('SELECT sg.game_id FROM race_stage_games sg JOIN games g ON g.id = sg.game_id WHERE sg.stage_id = ? ORDER BY sg.is_bonus DESC, g.popularity DESC, g.id LIMIT ? OFFSET ?').pluck(),
    bonusGames: db.prepare('SELECT sg.game_id FROM race_stage_games sg JOIN games g ON g.id = sg.game_id WHERE sg.stage_id = ? AND sg.is_bonus = 1 ORDER BY g.popularity DESC, g.id').pluck(),
    gameCounts: db.prepare('SELECT COUNT(*) AS games, COALESCE(SUM(is_bonus), 0) AS bonus FROM race_stage_games WHERE stage_id = ?'),
    // The leaderboard rule of contract/src/schemas/races.ts, in one query.
    scores: db.prepare(
      `SELECT r.player_id AS playerId, ${NICKNAME_SQL} AS nickname,
         CAST(SUM(r.bet_cents * (1 + sg.is_bonus) / COALESCE(cr.per_eur, 1)) AS INTEGER) AS points,
         MAX(r.created_at) AS reachedAt
       FROM race_stages s
       JOIN race_stage_games sg ON sg.stage_id = s.id
       JOIN game_rounds r ON r.game_id = sg.game_id AND r.mode = 'real' AND r.player_id IS NOT NULL
         AND r.created_at >= s.starts_at AND r.created_at < s.ends_at AND r.created_at <= @asOf
       JOIN players p ON p.id = r.player_id
       JOIN races race ON race.id = s.race_id
       LEFT JOIN game_currency_rates cr ON cr.currency = r.currency
       LEFT JOIN game_currency_rates rr ON rr.currency = race.currency
       -- the minimum bet is in the race's currency; a round in another counts when it is worth as much
       WHERE s.id = @id AND r.bet_cents * COALESCE(rr.per_eur, 1) >= s.min_bet_cents * COALESCE(cr.per_eur, 1)
       GROUP BY r.player_id
       HAVING points > 0
       ORDER BY points DESC, reachedAt, r.player_id`,
    ),
  };

  const scores = (stageId: number, asOf = nowIso()) => statements.scores.all({ id: stageId, asOf }) as ScoreRow[];
  const loadStage = (id: number): StageRow => {
    const stage = statements.stage.get(id) as StageRow | undefined;
    if (!stage) throw ApiError.notFound('id', 'no race stage with this id');
    return stage;
  };
  const prizesOf = (stage: StageRow) => JSON.parse(stage.prizesJson) as StoredPrize[];
  const titleOf = (race: RaceRow, lang: Locale) => (JSON.parse(race.titleJson) as Translated)[lang];

  const stageSummary = (stage: StageRow, currency: string, now: string): RaceStageSummary => ({
    id: stage.id,
    number: stage.number,
    status: promotionStatus(stage, now),
    startsAt: stage.startsAt,
    endsAt: stage.endsAt,
    prizePool: formatMoney(money(prizePoolCents(prizesOf(stage)), currency)),
  });

  const stageDetails = (stage: StageRow, lang: Locale, playerId: number | undefined): RaceStageDetails => {
    const race = statements.race.get(stage.raceId) as RaceRow;
    const prizes = prizesOf(stage);
    const rows = scores(stage.id);
    const counts = statements.gameCounts.get(stage.id) as { games: number; bonus: number };
    return {
      ...stageSummary(stage, race.currency, nowIso()),
      race: { id: race.id, slug: race.slug, title: titleOf(race, lang) },
      currency: race.currency,
      minBet: formatMoney(money(stage.minBetCents, race.currency)),
      prizes: prizesOnWire(prizes, race.currency),
      rules: ruleParagraphs(
        { kind: 'race', places: prizedPlaces(prizes), poolCents: prizePoolCents(prizes), currency: race.currency, minBetCents: stage.minBetCents, startsAt: stage.startsAt, endsAt: stage.endsAt },
        lang,
      ).rules,
      gameCount: counts.games,
      bonusGameCount: counts.bonus,
      participants: rows.length,
      me: playerId === undefined ? null : standingOf(rows, playerId),
    };
  };

  const leaderboard = (stage: StageRow, playerId: number | undefined, limit: number): StageLeaderboard => {
    const rows = scores(stage.id);
    return {
      stageId: stage.id,
      computedAt: nowIso(),
      participants: rows.length,
      items: leaderboardEntries(rows, prizesOf(stage), (statements.race.get(stage.raceId) as RaceRow).currency, playerId, limit),
      me: playerId === undefined ? null : standingOf(rows, playerId),
    };
  };

  /** The stage a race's page shows now: the running one, else the last finished, else the first. */
  const currentStage = (race: RaceRow, now: string): StageRow => {
    const stages = statements.stages.all(race.id) as StageRow[];
    return stages.find((s) => promotionStatus(s, now) === 'running') ?? [...stages].reverse().find((s) => promotionStatus(s, now) === 'finished') ?? stages[0]!;
  };
  const latestRace = (now: string): RaceRow => {
    const race = statements.latest.get({ now }) as RaceRow | undefined;
    if (!race) throw ApiError.notFound('race', 'there is no race');
    return race;
  };

  route(app, 'races.latest', { preHandler: optionalPlayer }, async (request) => {
    const now = nowIso();
    const lang = request.query.lang ?? DEFAULT_LOCALE;
    const race = latestRace(now);
    const stages = statements.stages.all(race.id) as StageRow[];
    const poolCents = stages.reduce((sum, s) => sum + prizePoolCents(prizesOf(s)), 0);
    const first = stages[0]!;
    const details: RaceDetails = {
      id: race.id,
      slug: race.slug,
      title: titleOf(race, lang),
      summary: ruleParagraphs(
        { kind: 'race', places: prizedPlaces(prizesOf(first)), poolCents, currency: race.currency, minBetCents: first.minBetCents, startsAt: race.startsAt, endsAt: race.endsAt },
        lang,
      ).summary,
      status: promotionStatus(race, now),
      startsAt: race.startsAt,
      endsAt: race.endsAt,
      currency: race.currency,
      themeHue: race.themeHue,
      stages: stages.map((s) => stageSummary(s, race.currency, now)),
      currentStage: stageDetails(currentStage(race, now), lang, request.playerId),
    };
    return { status: 'ok', data: details };
  });

  route(app, 'races.latestLeaderboard', { preHandler: optionalPlayer }, async (request) => {
    const now = nowIso();
    return { status: 'ok', data: leaderboard(currentStage(latestRace(now), now), request.playerId, request.query.limit ?? 50) };
  });

  route(app, 'races.stage', { preHandler: optionalPlayer }, async (request) => ({
    status: 'ok',
    data: stageDetails(loadStage(request.params.id), request.query.lang ?? DEFAULT_LOCALE, request.playerId),
  }));

  route(app, 'races.stageLeaderboard', { preHandler: optionalPlayer }, async (request) => ({
    status: 'ok',
    data: leaderboard(loadStage(request.params.id), request.playerId, request.query.limit ?? 50),
  }));

  route(app, 'races.stageDrifts', { preHandler: optionalPlayer }, async (request) => {
    const stage = loadStage(request.params.id);
    const since = new Date(Math.min(Date.now(), Date.parse(stage.endsAt)) - DRIFT_WINDOW_MS).toISOString();
    return { status: 'ok', data: { since, items: leaderboardDrifts(scores(stage.id), scores(stage.id, since), request.playerId, request.query.limit ?? 50) } };
  });

  route(app, 'races.stageBonusGames', { preHandler: optionalPlayer }, async (request) => {
    const stage = loadStage(request.params.id);
    const ids = statements.bonusGames.all(stage.id) as number[];
    return { status: 'ok', data: catalogue.cards(ids, new Set(catalogue.favoriteIds(request.playerId))) };
  });

  route(app, 'races.stageGames', { preHandler: optionalPlayer }, async (request) => {
    const stage = loadStage(request.params.id);
    const { page = 1, perPage = 20 } = request.query;
    const ids = statements.games.all(stage.id, perPage, (page - 1) * perPage) as number[];
    const total = (statements.gameCounts.get(stage.id) as { games: number }).games;
    return { status: 'ok', data: { items: catalogue.cards(ids, new Set(catalogue.favoriteIds(request.playerId))), page, perPage, total } };
  });
}
