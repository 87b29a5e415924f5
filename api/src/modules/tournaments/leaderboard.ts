import type { LeaderboardDrift, LeaderboardEntry, MyStanding, Prize, TournamentStatus } from '@casino/contract/schemas';
import { formatMoney, money } from '../../money/money';

/** A player's score as the scoring SQL returns it, best first. */
export interface ScoreRow {
  playerId: number;
  nickname: string;
  points: number;
  reachedAt: string;
}

/** Prizes as stored (JSON in the promotion's row), in minor units of the promotion's currency. */
export interface StoredPrize {
  fromPlace: number;
  toPlace: number;
  amountCents: number;
  freeSpins: number;
}

export const prizesOnWire = (prizes: StoredPrize[], currency: string): Prize[] =>
  prizes.map((p) => ({ fromPlace: p.fromPlace, toPlace: p.toPlace, amount: formatMoney(money(p.amountCents, currency)), freeSpins: p.freeSpins }));

export const prizePoolCents = (prizes: StoredPrize[]) => prizes.reduce((sum, p) => sum + p.amountCents * (p.toPlace - p.fromPlace + 1), 0);
export const prizedPlaces = (prizes: StoredPrize[]) => prizes.reduce((max, p) => Math.max(max, p.toPlace), 0);

function prizeFor(place: number, prizes: StoredPrize[], currency: string): LeaderboardEntry['prize'] {
  const prize = prizes.find((p) => place >= p.fromPlace && place <= p.toPlace);
  return prize ? { amount: formatMoney(money(prize.amountCents, currency)), freeSpins: prize.freeSpins } : null;
}

/** Rows are already ordered by the SQL (points, then who got there first); place = position. */
export function leaderboardEntries(rows: ScoreRow[], prizes: StoredPrize[], currency: string, me: number | undefined, limit: number): LeaderboardEntry[] {
  return rows.slice(0, limit).map((row, index) => ({
    place: index + 1,
    nickname: row.nickname,
    points: row.points,
    prize: prizeFor(index + 1, prizes, currency),
    isMe: row.playerId === me,
  }));
}

export function standingOf(rows: ScoreRow[], me: number): MyStanding {
  const index = rows.findIndex((row) => row.playerId === me);
  return index < 0 ? { place: null, points: 0 } : { place: index + 1, points: rows[index]!.points };
}

/** How the current top `limit` moved since an earlier ranking. */
export function leaderboardDrifts(now: ScoreRow[], before: ScoreRow[], me: number | undefined, limit: number): LeaderboardDrift[] {
  const previous = new Map(before.map((row, index) => [row.playerId, { place: index + 1, points: row.points }]));
  return now.slice(0, limit).map((row, index) => {
    const was = previous.get(row.playerId);
    const place = index + 1;
    return {
      place,
      previousPlace: was?.place ?? null,
      change: (was?.place ?? before.length + 1) - place,
      nickname: row.nickname,
      points: row.points,
      pointsGained: row.points - (was?.points ?? 0),
      isMe: row.playerId === me,
    };
  });
}

/** How far back drifts look. */
export const DRIFT_WINDOW_MS = 24 * 3600_000;
/** A nickname, or the start of the login when the player has none (never the whole login). */
export const NICKNAME_SQL = "COALESCE(NULLIF(p.nickname, ''), substr(p.login, 1, 3) || '***')";

/** Upcoming before the window, running inside it, finished after (tournaments, races and race stages alike). */
export const promotionStatus = (window: { startsAt: string; endsAt: string }, now: string): TournamentStatus =>
  now < window.startsAt ? 'upcoming' : now < window.endsAt ? 'running' : 'finished';
