import type { Db } from '../../db/database';
import { occurrenceSlug, occurrenceSlugGlob, occurrencesDue, type RecurringSeries } from '../tournaments/schedule';

interface LatestRace {
  id: number;
  titleJson: string;
  currency: string;
  startsAt: string;
  endsAt: string;
  themeHue: number;
}

interface StageTemplate {
  id: number;
  number: number;
  startsAt: string;
  endsAt: string;
  minBetCents: number;
  prizesJson: string;
}

export interface ScheduledRace {
  series: string;
  slug: string;
  startsAt: string;
  endsAt: string;
  stages: number;
}

/**
 * Adds the due occurrences of every recurring race series (tournaments/schedule.ts); returns what it added (the audit
 * the caller logs) and when the next one can be due. A new race copies the latest one's stages (same offsets and
 * lengths, minimum bets, prizes, games and bonus games), shifted to its own start.
 */
export function scheduleRecurringRaces(db: Db, series: readonly RecurringSeries[], nowMs: number): { added: ScheduledRace[]; nextDueMs: number } {
  const latest = db.prepare(
    `SELECT id, title_json AS titleJson, currency, starts_at AS startsAt, ends_at AS endsAt, theme_hue AS themeHue
     FROM races WHERE slug = ? OR slug GLOB ? ORDER BY starts_at DESC, id DESC LIMIT 1`,
  );
  const stagesOf = db.prepare(
    'SELECT id, number, starts_at AS startsAt, ends_at AS endsAt, min_bet_cents AS minBetCents, prizes_json AS prizesJson FROM race_stages WHERE race_id = ? ORDER BY number',
  );
  const insertRace = db.prepare('INSERT OR IGNORE INTO races (slug, title_json, currency, starts_at, ends_at, theme_hue) VALUES (?, ?, ?, ?, ?, ?)');
  const insertStage = db.prepare('INSERT INTO race_stages (race_id, number, starts_at, ends_at, min_bet_cents, prizes_json) VALUES (?, ?, ?, ?, ?, ?)');
  const copyGames = db.prepare('INSERT INTO race_stage_games (stage_id, game_id, is_bonus) SELECT ?, game_id, is_bonus FROM race_stage_games WHERE stage_id = ?');
  const iso = (ms: number) => new Date(ms).toISOString();
  const added: ScheduledRace[] = [];
  let nextDueMs = Number.POSITIVE_INFINITY;
  db.transaction(() => {
    for (const { slug, cycleMs } of series) {
      let race = latest.get(slug, occurrenceSlugGlob(slug)) as LatestRace | undefined;
      if (!race) continue;
      const startMs = Date.parse(race.startsAt);
      const lengthMs = Date.parse(race.endsAt) - startMs;
      const stages = stagesOf.all(race.id) as StageTemplate[];
      for (const startsAtMs of occurrencesDue(startMs, lengthMs, cycleMs, nowMs)) {
        const entry = { series: slug, slug: occurrenceSlug(slug, startsAtMs), startsAt: iso(startsAtMs), endsAt: iso(startsAtMs + lengthMs), stages: stages.length };
        const result = insertRace.run(entry.slug, race.titleJson, race.currency, entry.startsAt, entry.endsAt, race.themeHue);
        if (result.changes === 0) continue;
        const raceId = Number(result.lastInsertRowid);
        const shift = startsAtMs - startMs;
        for (const stage of stages) {
          const stageId = Number(
            insertStage.run(raceId, stage.number, iso(Date.parse(stage.startsAt) + shift), iso(Date.parse(stage.endsAt) + shift), stage.minBetCents, stage.prizesJson)
              .lastInsertRowid,
          );
          copyGames.run(stageId, stage.id);
        }
        added.push(entry);
      }
      race = latest.get(slug, occurrenceSlugGlob(slug)) as LatestRace;
      nextDueMs = Math.min(nextDueMs, Date.parse(race.startsAt));
    }
  })();
  return { added, nextDueMs };
}
