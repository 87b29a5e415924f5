import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { occurrencesDue } from '../src/modules/tournaments/schedule';

/**
 * A database seeded today and served again days later, without reseeding: the promotion schedule must still have a
 * running tournament (and an upcoming one) and a running race. Only Date is faked (the server needs real timers).
 */
const DAY_MS = 86_400_000;

async function getJson(base: string, pathname: string) {
  const response = await fetch(base + pathname);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: any }).data;
}

describe('the promotion schedule of a long-lived database', () => {
  let dir: string;
  let dbFile: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-api-schedule-'));
    dbFile = path.join(dir, 'long-lived.sqlite');
    const seeding = await buildApp({ dbFile, uploadsDir: path.join(dir, 'uploads'), logLevel: 'silent' });
    await seeding.close();
  });
  afterAll(() => {
    jest.useRealTimers();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([10, 20, 45])('still has a running tournament and a running race %i days after seeding', async (days) => {
    jest.useFakeTimers({
      now: Date.now() + days * DAY_MS,
      doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'],
    });
    const app = await buildApp({ dbFile, uploadsDir: path.join(dir, 'uploads'), logLevel: 'silent' });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const now = new Date().toISOString();
      const active = (await getJson(base, '/api/v1/tournaments/active?lang=en')) as { id: number; status: string; startsAt: string; endsAt: string }[];
      const running = active.filter((t) => t.status === 'running');
      expect(running.length).toBeGreaterThan(0);
      for (const t of running) expect(t.startsAt <= now && now < t.endsAt).toBe(true);
      expect(active.some((t) => t.status === 'upcoming')).toBe(true);

      // The tournaments of the seeding week are history now, still with the leaderboards their window had.
      const closed = await getJson(base, '/api/v1/tournaments/closed?lang=en&perPage=50');
      expect(closed.total).toBeGreaterThanOrEqual(4);
      const seededCup = closed.items.find((t: { slug: string }) => t.slug === 'autumn-spin-cup');
      expect((await getJson(base, `/api/v1/tournament/${seededCup.id}/leaderboard`)).items.length).toBeGreaterThan(5);

      const race = await getJson(base, '/api/v1/race/latest?lang=en');
      expect(race.status).toBe('running');
      expect(race.currentStage.status).toBe('running');
      expect(race.stages.length).toBeGreaterThan(1);
      expect((await getJson(base, `/api/v1/race-stage/${race.currentStage.id}/all-games?perPage=5`)).total).toBeGreaterThan(0);
      const board = await getJson(base, `/api/v1/race-stage/${race.currentStage.id}/leaderboard`);
      expect(board).toMatchObject({ stageId: race.currentStage.id, items: expect.any(Array) });
    } finally {
      await app.close();
      jest.useRealTimers();
    }
  });
});

describe('which occurrences of a recurring series are due', () => {
  const week = 7 * DAY_MS;
  it('none before the latest has started; then the next one, plus the one running now if the cycle has one', () => {
    expect(occurrencesDue(100 * DAY_MS, week, week, 99 * DAY_MS)).toEqual([]);
    expect(occurrencesDue(0, week, week, 3 * DAY_MS)).toEqual([week]);
    // Ten days on, a back-to-back weekly series has its second occurrence running and its third coming.
    expect(occurrencesDue(0, week, week, 10 * DAY_MS)).toEqual([week, 2 * week]);
    // A 3-day window every week, 12 days on: the second occurrence (days 7-10) is over and is not invented.
    expect(occurrencesDue(0, 3 * DAY_MS, week, 12 * DAY_MS)).toEqual([2 * week]);
  });
});
