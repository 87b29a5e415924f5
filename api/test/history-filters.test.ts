import { call, registerAndSignIn, startTestApi, type TestApi } from './harness';

/** The histories' filters: the date range (contract/history.ts HistoryDateRange: UTC days, both ends included) and each one's type. */
describe('history filters', () => {
  let api: TestApi;
  let token: string;
  let playerId: number;
  beforeAll(async () => {
    api = await startTestApi();
    ({ token, playerId } = await registerAndSignIn(api));
    const { db } = api.app;
    db.prepare('UPDATE accounts SET balance_cents = 100000 WHERE player_id = ?').run(playerId);
    for (const amount of ['10.00', '11.00', '12.00'])
      expect((await call(api, 'POST', '/api/v1/cashier/deposit', { token, body: { methodId: 'visa', amount } })).status).toBe(200);
    // Spread the three deposits over three days: the first on 1 March, the second on the last instant of 2 March.
    const ids = (db.prepare('SELECT id FROM payments WHERE player_id = ? ORDER BY id').all(playerId) as { id: number }[]).map((r) => r.id);
    const days = ['2026-03-01T08:00:00.000Z', '2026-03-02T23:59:59.999Z', '2026-03-03T00:00:00.000Z'];
    ids.forEach((id, i) => db.prepare('UPDATE payments SET created_at = ? WHERE id = ?').run(days[i], id));
    const insertPoints = db.prepare(
      'INSERT INTO points_ledger (player_id, delta_cents, balance_after_cents, reason, created_at) VALUES (?, 100, 100, ?, ?)',
    );
    insertPoints.run(playerId, 'operator', '2026-03-01T12:00:00.000Z');
    insertPoints.run(playerId, 'operator', '2026-03-05T12:00:00.000Z');
    const gameId = (db.prepare('SELECT id FROM games LIMIT 1').get() as { id: number }).id;
    const insertRound = db.prepare(
      "INSERT INTO game_rounds (player_id, game_id, mode, currency, bet_cents, win_cents, created_at) VALUES (?, ?, 'real', 'EUR', 100, 0, ?)",
    );
    insertRound.run(playerId, gameId, '2026-03-04T10:00:00.000Z');
    insertRound.run(playerId, gameId, '2026-03-10T10:00:00.000Z');
  });
  afterAll(() => api.close());

  const amounts = async (query: string) => {
    const response = await call(api, 'GET', `/api/v1/player/history/payments?${query}`, { token });
    expect(response.status).toBe(200);
    return { total: response.body.data.total, amounts: response.body.data.items.map((p: { amount: string }) => p.amount) };
  };

  test('payments within the range, both days included, and either end may be left out', async () => {
    expect(await amounts('from=2026-03-02&to=2026-03-02')).toEqual({ total: 1, amounts: ['11.00'] });
    expect(await amounts('from=2026-03-02')).toEqual({ total: 2, amounts: ['12.00', '11.00'] });
    expect(await amounts('to=2026-03-01')).toEqual({ total: 1, amounts: ['10.00'] });
    expect(await amounts('from=2026-03-01&to=2026-03-03&kind=deposit&perPage=2&page=2')).toEqual({ total: 3, amounts: ['10.00'] });
    expect(await amounts('from=2026-04-01')).toEqual({ total: 0, amounts: [] });
  });

  test('points, bonus and rounds take the same range', async () => {
    const points = await call(api, 'GET', '/api/v1/player/history/points?from=2026-03-02&to=2026-03-31', { token });
    expect(points.body.data.items.map((p: { createdAt: string }) => p.createdAt)).toEqual(['2026-03-05T12:00:00.000Z']);
    const bonus = await call(api, 'GET', '/api/v1/player/history/bonus?to=2000-01-01&lang=en', { token });
    expect(bonus.status).toBe(200);
    expect(bonus.body.data.total).toBe(0);
    const rounds = await call(api, 'GET', '/api/v1/player/history/round?mode=all&from=2026-03-01&to=2026-03-04', { token });
    expect(rounds.body.data.items.map((r: { createdAt: string }) => r.createdAt)).toEqual(['2026-03-04T10:00:00.000Z']);
    const real = await call(api, 'GET', '/api/v1/player/history/round?from=2026-03-05', { token });
    expect(real.body.data.items.map((r: { createdAt: string }) => r.createdAt)).toEqual(['2026-03-10T10:00:00.000Z']);
  });

  test('points take a reason and bonuses a status, with the range', async () => {
    const { db } = api.app;
    db.prepare(
      "INSERT INTO points_ledger (player_id, delta_cents, balance_after_cents, reason, created_at) VALUES (?, -50, 150, 'exchange', '2026-03-06T12:00:00.000Z')",
    ).run(playerId);
    const exchanges = await call(api, 'GET', '/api/v1/player/history/points?reason=exchange', { token });
    expect(exchanges.body.data.items.map((p: { reason: string }) => p.reason)).toEqual(['exchange']);
    const before = await call(api, 'GET', '/api/v1/player/history/points?reason=exchange&to=2026-03-05', { token });
    expect(before.body.data.total).toBe(0);
    expect((await call(api, 'GET', '/api/v1/player/history/points?reason=luck', { token })).status).toBe(400);

    expect((await call(api, 'POST', '/api/v1/bonus-campaign/2/activate', { token })).status).toBe(200);
    const active = await call(api, 'GET', '/api/v1/player/history/bonus?status=active', { token });
    expect(active.body.data.items.map((b: { status: string }) => b.status)).toEqual(['active']);
    expect((await call(api, 'GET', '/api/v1/player/history/bonus?status=rewarded', { token })).body.data.total).toBe(0);
    const wrong = await call(api, 'GET', '/api/v1/player/history/bonus?status=lost', { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].code).toBe('validation.invalid');
  });

  test.each([
    ['history/payments', 'from=yesterday', 'from', 'validation.format'],
    ['history/payments', 'to=2026-02-30', 'to', 'validation.format'],
    ['history/points', 'from=2026-13-01', 'from', 'validation.format'],
    ['history/bonus', 'from=2026-03-01T00:00:00Z', 'from', 'validation.format'],
    ['history/round', 'to=20260301', 'to', 'validation.format'],
    ['history/payments', 'from=2026-03-05&to=2026-03-01', 'to', 'validation.out_of_range'],
    ['history/round', 'from=2026-03-05&to=2026-03-01', 'to', 'validation.out_of_range'],
    ['history/bonus', 'from=2026-03-05&to=2026-03-01', 'to', 'validation.out_of_range'],
  ])('/player/%s?%s answers 400 with a code on %s', async (path, query, field, code) => {
    const response = await call(api, 'GET', `/api/v1/player/${path}?${query}`, { token });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(expect.objectContaining({ field: expect.stringContaining(field), code }));
  });
});
