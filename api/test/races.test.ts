import { call, createPlayerWithToken, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const sessionPath = (launchUrl: string) => new URL(launchUrl, 'http://x').pathname;

describe('races', () => {
  test('the latest race is the running one, with daily stages, translated rules and a current stage', async () => {
    const latest = await call(api, 'GET', '/api/v1/race/latest?lang=tr');
    expect(latest.status).toBe(200);
    const race = latest.body.data;
    expect(race).toMatchObject({ slug: 'daily-cash-race', status: 'running', title: 'Günlük Para Yarışı' });
    expect(race.stages).toHaveLength(7);
    expect(race.currentStage.status).toBe('running');
    expect(race.currentStage.rules.join(' ')).toContain('bonus');
    expect(race.currentStage.me).toBeNull();
  });

  test('stage leaderboards are computed from bot rounds; games and bonus games are listed', async () => {
    const race = (await call(api, 'GET', '/api/v1/race/latest')).body.data;
    const finished = race.stages.find((s: { status: string }) => s.status === 'finished');
    const board = await call(api, 'GET', `/api/v1/race-stage/${finished.id}/leaderboard`);
    expect(board.body.data.items.length).toBeGreaterThan(0);
    expect(board.body.data.items[0]).toMatchObject({ place: 1, prize: { amount: '500.00' } });

    const details = await call(api, 'GET', `/api/v1/race-stage/${finished.id}?lang=kk`);
    expect(details.body.data.race.title).toBe('Күнделікті ақшалай жарыс');
    const bonus = await call(api, 'GET', `/api/v1/race-stage/${finished.id}/bonus-games`);
    expect(bonus.body.data).toHaveLength(details.body.data.bonusGameCount);
    const all = await call(api, 'GET', `/api/v1/race-stage/${finished.id}/all-games?perPage=100`);
    expect(all.body.data.total).toBe(details.body.data.gameCount);
    expect(all.body.data.items.map((g: { id: number }) => g.id)).toEqual(expect.arrayContaining(bonus.body.data.map((g: { id: number }) => g.id)));
    const drifts = await call(api, 'GET', `/api/v1/race-stage/${finished.id}/drifts`);
    expect(drifts.status).toBe(200);

    expect((await call(api, 'GET', '/api/v1/race-stage/999999')).status).toBe(404);
    expect((await call(api, 'GET', '/api/v1/race-stage/x/leaderboard')).status).toBe(400);
  });

  test('real bets on a stage game move the race leaderboard, doubled on bonus games; no join needed', async () => {
    const race = (await call(api, 'GET', '/api/v1/race/latest')).body.data;
    const stageId = race.currentStage.id;
    const bonusGame = (await call(api, 'GET', `/api/v1/race-stage/${stageId}/bonus-games`)).body.data[0];
    const { token } = createPlayerWithToken(api, { balanceCents: 10_000_00 });
    const launch = (await call(api, 'POST', '/api/v1/game/real', { token, body: { gameId: bonusGame.id } })).body.data;
    for (let i = 0; i < 5; i++) {
      expect((await call(api, 'POST', `${sessionPath(launch.launchUrl)}/round`, { body: { bet: '20.00' } })).status).toBe(200);
    }
    const board = await call(api, 'GET', '/api/v1/race/latest/leaderboard?limit=100', { token });
    expect(board.body.data.stageId).toBe(stageId);
    expect(board.body.data.me.points).toBe(5 * 2000 * 2);
    expect(board.body.data.me.place).toBeGreaterThanOrEqual(1);
    const anonymous = await call(api, 'GET', '/api/v1/race/latest/leaderboard');
    expect(anonymous.body.data.me).toBeNull();
  });
});
