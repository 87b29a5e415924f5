import type { Db } from '../../db/database';
import { seededRandom } from '../games/seed-catalogue';
import { botPlayerIds } from '../play/seed-bots';
import type { StoredPrize } from './leaderboard';
import { PROMO_TITLES } from './promo-texts';
import type { RecurringSeries } from './schedule';

const DAY_MS = 86400_000;
const HOUR_MS = 3600_000;
const TOURNAMENT_SEED = 777;

const prize = (fromPlace: number, toPlace: number, euros: number, freeSpins = 0): StoredPrize => ({ fromPlace, toPlace, amountCents: euros * 100, freeSpins });

/**
 * Windows are relative to the moment of seeding (rounded to the hour): two running, one upcoming, two finished.
 * `everyDays`: the series recurs (schedule.ts adds its next occurrences on a long-lived database); the seasonal ones do not.
 */
const TOURNAMENTS = [
  { slug: 'autumn-spin-cup', rule: 'bet_sum', minBet: 20, from: -3 * DAY_MS, to: 4 * DAY_MS, games: [0, 40], hue: 28, everyDays: 7,
    prizes: [prize(1, 1, 3000), prize(2, 2, 2000), prize(3, 3, 1000), prize(4, 10, 300), prize(11, 30, 50), prize(31, 50, 45)] },
  { slug: 'weekend-big-win-hunt', rule: 'win_sum', minBet: 10, from: -1 * DAY_MS, to: 2 * DAY_MS, games: [20, 60], hue: 280, everyDays: 7,
    prizes: [prize(1, 1, 1000), prize(2, 2, 600), prize(3, 3, 400), prize(4, 10, 50, 20), prize(11, 25, 0, 25)] },
  { slug: 'winter-jackpot-sprint', rule: 'bet_sum', minBet: 50, from: 5 * DAY_MS, to: 12 * DAY_MS, games: [40, 80], hue: 200, everyDays: 14,
    prizes: [prize(1, 1, 5000), prize(2, 2, 2500), prize(3, 3, 1500), prize(4, 20, 60)] },
  { slug: 'midsummer-reels-marathon', rule: 'bet_sum', minBet: 20, from: -20 * DAY_MS, to: -13 * DAY_MS, games: [0, 30], hue: 50,
    prizes: [prize(1, 1, 2000), prize(2, 2, 1000), prize(3, 3, 500), prize(4, 10, 100)] },
  { slug: 'halloween-cash-fest', rule: 'win_sum', minBet: 10, from: -12 * DAY_MS, to: -5 * DAY_MS, games: [10, 50], hue: 20,
    prizes: [prize(1, 1, 1500), prize(2, 2, 750), prize(3, 3, 300), prize(4, 10, 50), prize(11, 20, 0, 10)] },
] as const;

/** The weekly cup runs back to back (always one running), the weekend hunt 3 days a week, the sprint every other week. */
export const RECURRING_TOURNAMENTS: readonly RecurringSeries[] = TOURNAMENTS.flatMap((t) =>
  'everyDays' in t ? [{ slug: t.slug, cycleMs: t.everyDays * DAY_MS }] : [],
);

export function seedTournaments(db: Db): void {
  const random = seededRandom(TOURNAMENT_SEED);
  const now = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
  // Bots play the popular games, so tournaments built from them have a leaderboard from day one.
  const popular = db.prepare('SELECT id FROM games WHERE is_popular = 1 ORDER BY popularity DESC, id').pluck().all() as number[];
  const bots = botPlayerIds(db);
  const insertTournament = db.prepare(
    `INSERT INTO tournaments (slug, title_json, rule, currency, min_bet_cents, starts_at, ends_at, prizes_json, theme_hue)
     VALUES (?, ?, ?, 'EUR', ?, ?, ?, ?, ?)`,
  );
  const insertGame = db.prepare('INSERT INTO tournament_games (tournament_id, game_id) VALUES (?, ?)');
  const join = db.prepare('INSERT INTO tournament_participants (tournament_id, player_id, joined_at) VALUES (?, ?, ?)');
  for (const t of TOURNAMENTS) {
    const startsAt = new Date(now + t.from).toISOString();
    const id = Number(
      insertTournament.run(t.slug, JSON.stringify(PROMO_TITLES[t.slug]), t.rule, t.minBet, startsAt, new Date(now + t.to).toISOString(), JSON.stringify(t.prizes), t.hue)
        .lastInsertRowid,
    );
    for (const gameId of popular.slice(t.games[0], t.games[1])) insertGame.run(id, gameId);
    if (t.from < 0) for (const bot of bots) if (random() < 0.75) join.run(id, bot, startsAt);
  }
}
