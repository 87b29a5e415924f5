/**
 * Keeps a long-lived database's promotion calendar current without reseeding (contract: contract/src/schemas/
 * tournaments.ts, races.ts). A recurring series repeats every `cycleMs` after its latest occurrence's start; when the
 * latest occurrence has started, the next ones are added as new rows (slug `<series>-<yyyy-mm-dd>`), copying the
 * latest's settings. Nothing already scheduled is moved or rewritten: finished occurrences keep their windows and so
 * their leaderboards, which stay computed from the rounds recorded inside them.
 */

/** A recurring series as the seed defines it: its first (seeded) occurrence's slug and how often it repeats. */
export interface RecurringSeries {
  slug: string;
  cycleMs: number;
}

/** The slug of a later occurrence of a series: the series' slug and the occurrence's UTC start date. */
export const occurrenceSlug = (series: string, startsAtMs: number) => `${series}-${new Date(startsAtMs).toISOString().slice(0, 10)}`;

/** SQLite GLOB matching the series' own slug's later occurrences (and nothing of a series whose slug merely starts alike). */
export const occurrenceSlugGlob = (series: string) => `${series}-[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]`;

/**
 * The starts of the occurrences to add after the latest one (started at `latestStartMs`, lasting `lengthMs`) at `nowMs`:
 * none while the latest has not started; else the one running now, if the cycle has one running (missed occurrences
 * that already ended are not invented after the fact), and the next one, so the series always shows what comes next.
 */
export function occurrencesDue(latestStartMs: number, lengthMs: number, cycleMs: number, nowMs: number): number[] {
  if (nowMs < latestStartMs) return [];
  const next = latestStartMs + (Math.floor((nowMs - latestStartMs) / cycleMs) + 1) * cycleMs;
  const current = next - cycleMs;
  const due = current > latestStartMs && nowMs < current + lengthMs ? [current] : [];
  return [...due, next];
}

/** Runs `keep` at most when something can be due: at the earliest start of a series' latest occurrence. */
export function scheduleKeeper(keep: (nowMs: number) => number): (nowMs?: number) => void {
  let nextDueMs = Number.NEGATIVE_INFINITY;
  return (nowMs = Date.now()) => {
    if (nowMs < nextDueMs) return;
    nextDueMs = keep(nowMs);
  };
}
