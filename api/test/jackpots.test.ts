import { jackpotsAt, JACKPOTS_START, POOLS } from '../src/modules/jackpots/pools';
import { call, startTestApi, type TestApi } from './harness';

const cents = (money: string) => Math.round(Number(money) * 100);

describe('jackpots pool', () => {
  test('amounts are a function of time: equal for equal instants, growing between wins, restarting after one', () => {
    const t = Date.parse('2026-11-21T12:00:00Z');
    expect(jackpotsAt(t, 'EUR', 1)).toEqual(jackpotsAt(t, 'EUR', 1));
    const later = jackpotsAt(t + 60_000, 'EUR', 1);
    const now = jackpotsAt(t, 'EUR', 1);
    for (const [index, pool] of now.pools.entries()) {
      const next = later.pools[index]!;
      if (next.lastWin?.wonAt === pool.lastWin?.wonAt) expect(cents(next.amount)).toBeGreaterThan(cents(pool.amount));
      expect(cents(pool.amount)).toBeGreaterThanOrEqual(POOLS[index]!.seedCents);
    }
    // A year in, every pool has been won at least once and the latest wins are listed newest first.
    expect(now.recentWins.length).toBeGreaterThan(0);
    const times = now.recentWins.map((w) => Date.parse(w.wonAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(jackpotsAt(JACKPOTS_START, 'EUR', 1).pools.map((p) => p.amount)).toEqual(['100.00', '1000.00', '10000.00']);
  });

  test('other currencies are converted', () => {
    const t = Date.parse('2026-11-21T12:00:00Z');
    const eur = jackpotsAt(t, 'EUR', 1);
    const rub = jackpotsAt(t, 'RUB', 100);
    expect(Math.abs(cents(rub.pools[2]!.amount) - cents(eur.pools[2]!.amount) * 100)).toBeLessThan(100);
  });

  describe('over HTTP', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi();
    });
    afterAll(async () => {
      await api.close();
    });

    test('GET /jackpots/pool answers three growing pools; unknown currency is 404, bad one 400', async () => {
      const first = await call(api, 'GET', '/api/v1/jackpots/pool');
      expect(first.status).toBe(200);
      expect(first.body.data.currency).toBe('EUR');
      expect(first.body.data.pools.map((p: { level: string }) => p.level)).toEqual(['mini', 'major', 'grand']);
      expect(cents(first.body.data.total)).toBe(first.body.data.pools.reduce((s: number, p: { amount: string }) => s + cents(p.amount), 0));
      const usd = await call(api, 'GET', '/api/v1/jackpots/pool?currency=USD');
      expect(usd.body.data.currency).toBe('USD');
      expect((await call(api, 'GET', '/api/v1/jackpots/pool?currency=XYZ')).status).toBe(404);
      expect((await call(api, 'GET', '/api/v1/jackpots/pool?currency=eur')).status).toBe(400);
    });
  });
});
