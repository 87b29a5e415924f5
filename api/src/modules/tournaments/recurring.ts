import type { Db } from '../../db/database';
import { occurrenceSlug, occurrenceSlugGlob, occurrencesDue, type RecurringSeries } from './schedule';

interface LatestOccurrence {
  id: number;
  titleJson: string;
  rule: string;
  currency: string;
  minBetCents: number;
  startsAt: string;
  endsAt: string;
  prizesJson: string;
  themeHue: number;
}

export interface ScheduledTournament {
  series: string;
  slug: string;
  startsAt: string;
  endsAt: string;
}

/**
 * Adds the due occurrences of every recurring tournament series (schedule.ts); returns what it added (the audit the
 * caller logs) and when the next one can be due. New occurrences copy the latest one's rule, prizes and games and
 * start with no participants: players (and nobody else) join them.
 */
export function scheduleRecurringTournaments(db: Db, series: readonly RecurringSeries[], nowMs: number): { added: ScheduledTournament[]; nextDueMs: number } {
  const latest = db.prepare(
    `SELECT id, title_json AS titleJson, rule, currency, min_bet_cents AS minBetCents, starts_at AS startsAt, ends_at AS endsAt,
       prizes_json AS prizesJson, theme_hue AS themeHue
     FROM tournaments WHERE slug = ? OR slug GLOB ? ORDER BY starts_at DESC, id DESC LIMIT 1`,
  );
  const insert = db.prepare(
    `INSERT OR IGNORE INTO tournaments (slug, title_json, rule, currency, min_bet_cents, starts_at, ends_at, prizes_json, theme_hue)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const copyGames = db.prepare('INSERT INTO tournament_games (tournament_id, game_id) SELECT ?, game_id FROM tournament_games WHERE tournament_id = ?');
  const added: ScheduledTournament[] = [];
  let nextDueMs = Number.POSITIVE_INFINITY;
  db.transaction(() => {
    for (const { slug, cycleMs } of series) {
      let row = latest.get(slug, occurrenceSlugGlob(slug)) as LatestOccurrence | undefined;
      if (!row) continue;
      const startMs = Date.parse(row.startsAt);
      const lengthMs = Date.parse(row.endsAt) - startMs;
      for (const startsAtMs of occurrencesDue(startMs, lengthMs, cycleMs, nowMs)) {
        const entry = { series: slug, slug: occurrenceSlug(slug, startsAtMs), startsAt: new Date(startsAtMs).toISOString(), endsAt: new Date(startsAtMs + lengthMs).toISOString() };
        const result = insert.run(entry.slug, row.titleJson, row.rule, row.currency, row.minBetCents, entry.startsAt, entry.endsAt, row.prizesJson, row.themeHue);
        if (result.changes === 0) continue;
        copyGames.run(Number(result.lastInsertRowid), row.id);
        added.push(entry);
      }
      row = latest.get(slug, occurrenceSlugGlob(slug)) as LatestOccurrence;
      nextDueMs = Math.min(nextDueMs, Date.parse(row.startsAt));
    }
  })();
  return { added, nextDueMs };
}
