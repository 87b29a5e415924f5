import type { Db } from '../../db/database';
import type { StoredPrize } from '../tournaments/leaderboard';
import { PROMO_TITLES } from '../tournaments/promo-texts';
import type { RecurringSeries } from '../tournaments/schedule';

const DAY_MS = 86400_000;
const GAMES_PER_STAGE = 40;
/** Every fifth stage game is a bonus game (double points). */
const BONUS_EVERY = 5;

const prize = (fromPlace: number, toPlace: number, euros: number, freeSpins = 0): StoredPrize => ({ fromPlace, toPlace, amountCents: euros * 100, freeSpins });
const STAGE_PRIZES = [prize(1, 1, 500), prize(2, 2, 250), prize(3, 3, 100), prize(4, 10, 25), prize(11, 20, 0, 10)];

/**
 * A running race of seven daily stages (UTC days, the fourth is today) and a finished one of three two-day stages.
 * Stage games rotate through the popular slots, which is what the seeded bots play. `everyDays`: the race recurs
 * back to back (tournaments/schedule.ts adds its next occurrences on a long-lived database); the seasonal one does not.
 */
const RACES = [
  { slug: 'daily-cash-race', fromDay: -3, stages: 7, stageDays: 1, minBet: 10, hue: 140, everyDays: 7 },
  { slug: 'summer-cash-race', fromDay: -20, stages: 3, stageDays: 2, minBet: 20, hue: 45 },
];

export const RECURRING_RACES: readonly RecurringSeries[] = RACES.flatMap((race) =>
  race.everyDays === undefined ? [] : [{ slug: race.slug, cycleMs: race.everyDays * DAY_MS }],
);

export function seedRaces(db: Db): void {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const slots = db
    .prepare(
      `SELECT g.id FROM games g JOIN game_categories c ON c.id = g.category_id
       WHERE g.is_popular = 1 AND c.slug IN ('slots', 'megaways', 'jackpots', 'bonus-buy') ORDER BY g.popularity DESC, g.id`,
    )
    .pluck()
    .all() as number[];
  const insertRace = db.prepare('INSERT INTO races (slug, title_json, currency, starts_at, ends_at, theme_hue) VALUES (?, ?, ?, ?, ?, ?)');
  const insertStage = db.prepare('INSERT INTO race_stages (race_id, number, starts_at, ends_at, min_bet_cents, prizes_json) VALUES (?, ?, ?, ?, ?, ?)');
  const insertGame = db.prepare('INSERT INTO race_stage_games (stage_id, game_id, is_bonus) VALUES (?, ?, ?)');
  for (const race of RACES) {
    const start = today + race.fromDay * DAY_MS;
    const end = start + race.stages * race.stageDays * DAY_MS;
    const raceId = Number(
      insertRace.run(race.slug, JSON.stringify(PROMO_TITLES[race.slug]), 'EUR', new Date(start).toISOString(), new Date(end).toISOString(), race.hue).lastInsertRowid,
    );
    for (let number = 1; number <= race.stages; number++) {
      const stageStart = start + (number - 1) * race.stageDays * DAY_MS;
      const stageId = Number(
        insertStage.run(raceId, number, new Date(stageStart).toISOString(), new Date(stageStart + race.stageDays * DAY_MS).toISOString(), race.minBet, JSON.stringify(STAGE_PRIZES))
          .lastInsertRowid,
      );
      for (let n = 0; n < Math.min(GAMES_PER_STAGE, slots.length); n++) {
        const gameId = slots[(n + number * 7) % slots.length]!;
        insertGame.run(stageId, gameId, n % BONUS_EVERY === 0 ? 1 : 0);
      }
    }
  }
}
