import { call, createPlayerWithToken, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const sessionPath = (launchUrl: string) => new URL(launchUrl, 'http://x').pathname;
/** Timestamps have millisecond resolution; a pause keeps "before joining" and "after joining" apart. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

async function runningTournament(rule: 'bet_sum' | 'win_sum') {
  const active = await call(api, 'GET', '/api/v1/tournaments/active?lang=en');
  return active.body.data.find((t: { status: string; rule: string }) => t.status === 'running' && t.rule === rule);
}

describe('tournaments', () => {
  test('the calendar lists every tournament not ended, by start, titled in the asked language, and refuses an unknown one', async () => {
    const calendar = await call(api, 'GET', '/api/v1/tournaments/calendar?lang=pl');
    expect(calendar.status).toBe(200);
    const items = calendar.body.data.items as { id: number; title: string; startsAt: string; endsAt: string }[];
    const active = (await call(api, 'GET', '/api/v1/tournaments/active?lang=pl')).body.data as { id: number; title: string }[];
    expect(items.map((item) => item.id).sort()).toEqual(active.map((item) => item.id).sort());
    expect(items.map((item) => item.startsAt)).toEqual(items.map((item) => item.startsAt).sort());
    expect(items[0]!.title).toBe(active.find((item) => item.id === items[0]!.id)!.title);
    for (const item of items) expect(Date.parse(item.endsAt)).toBeGreaterThan(Date.now() - 1000);
    const wrong = await call(api, 'GET', '/api/v1/tournaments/calendar?lang=xx');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].code).toMatch(/^validation\./);
  });

  test('active and closed lists are seeded, translated and have leaderboards from bot rounds', async () => {
    const active = await call(api, 'GET', '/api/v1/tournaments/active?lang=ru');
    expect(active.status).toBe(200);
    const statuses = active.body.data.map((t: { status: string }) => t.status);
    expect(statuses).toContain('running');
    expect(statuses).toContain('upcoming');
    expect(active.body.data[0].title).toMatch(/[а-я]/);
    const closed = await call(api, 'GET', '/api/v1/tournaments/closed?lang=de&perPage=1');
    expect(closed.body.data.total).toBeGreaterThanOrEqual(2);
    expect(closed.body.data.items).toHaveLength(1);
    expect(closed.body.data.items[0].status).toBe('finished');

    const finished = closed.body.data.items[0];
    const board = await call(api, 'GET', `/api/v1/tournament/${finished.id}/leaderboard`);
    expect(board.body.data.items.length).toBeGreaterThan(5);
    const points = board.body.data.items.map((e: { points: number }) => e.points);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    expect(board.body.data.items[0]).toMatchObject({ place: 1, prize: { amount: expect.stringMatching(/^\d+\.\d{2}$/) } });
  });

  test('details give rules, prizes and games; unknown ids are 404 and bad ids 400', async () => {
    const t = await runningTournament('bet_sum');
    const details = await call(api, 'GET', `/api/v1/tournaments/${t.id}?lang=fr`);
    expect(details.body.data.rules.length).toBeGreaterThanOrEqual(5);
    expect(details.body.data.rules.join(' ')).toContain('mise');
    expect(details.body.data.prizes[0]).toMatchObject({ fromPlace: 1, toPlace: 1 });
    expect(details.body.data.me).toBeNull();
    const games = await call(api, 'GET', `/api/v1/tournaments/${t.id}/games?perPage=5`);
    expect(games.body.data.total).toBe(details.body.data.gameCount);
    expect(games.body.data.items).toHaveLength(5);
    expect((await call(api, 'GET', '/api/v1/tournaments/999999')).status).toBe(404);
    expect((await call(api, 'GET', '/api/v1/tournaments/abc')).status).toBe(400);
    expect((await call(api, 'GET', '/api/v1/tournament/999999/leaderboard')).status).toBe(404);
  });

  test('joining is required, idempotent and refused for finished tournaments', async () => {
    const { token } = createPlayerWithToken(api);
    const t = await runningTournament('bet_sum');
    expect((await call(api, 'POST', `/api/v1/tournaments/${t.id}/join`)).status).toBe(401);
    const joined = await call(api, 'POST', `/api/v1/tournaments/${t.id}/join`, { token });
    expect(joined.body.data).toMatchObject({ tournamentId: t.id, isJoined: true });
    const again = await call(api, 'POST', `/api/v1/tournaments/${t.id}/join`, { token });
    expect(again.body.data.joinedAt).toBe(joined.body.data.joinedAt);
    const list = await call(api, 'GET', '/api/v1/tournaments/active', { token });
    expect(list.body.data.find((x: { id: number }) => x.id === t.id).isJoined).toBe(true);
    const details = await call(api, 'GET', `/api/v1/tournaments/${t.id}`, { token });
    expect(details.body.data.me).toEqual({ place: null, points: 0 });

    const closed = (await call(api, 'GET', '/api/v1/tournaments/closed')).body.data.items[0];
    expect((await call(api, 'POST', `/api/v1/tournaments/${closed.id}/join`, { token })).status).toBe(409);
  });

  test('a real round by a joined player moves the leaderboard; rounds before joining or in demo do not count', async () => {
    const t = await runningTournament('bet_sum');
    const { token } = createPlayerWithToken(api, { balanceCents: 5000_00 });
    const gameId = (await call(api, 'GET', `/api/v1/tournaments/${t.id}/games?perPage=1`)).body.data.items[0].id;
    const launch = (await call(api, 'POST', '/api/v1/game/real', { token, body: { gameId } })).body.data;
    const round = (bet: string) => call(api, 'POST', `${sessionPath(launch.launchUrl)}/round`, { body: { bet } });

    expect((await round('20.00')).status).toBe(200); // before joining: does not count
    await tick();
    await call(api, 'POST', `/api/v1/tournaments/${t.id}/join`, { token });
    await tick();
    const before = await call(api, 'GET', `/api/v1/tournament/${t.id}/leaderboard?limit=100`, { token });
    expect(before.body.data.me).toEqual({ place: null, points: 0 });

    for (let i = 0; i < 10; i++) expect((await round('20.00')).status).toBe(200);
    const demo = (await call(api, 'POST', '/api/v1/game/demo', { token, body: { gameId } })).body.data;
    await call(api, 'POST', `${sessionPath(demo.launchUrl)}/round`, { body: { bet: '20.00' } });

    const after = await call(api, 'GET', `/api/v1/tournament/${t.id}/leaderboard?limit=100`, { token });
    expect(after.body.data.me.points).toBe(10 * 2000);
    expect(after.body.data.me.place).toBeGreaterThanOrEqual(1);
    const mine = after.body.data.items.find((e: { isMe: boolean }) => e.isMe);
    if (mine) expect(mine.points).toBe(20000);

    const drifts = await call(api, 'GET', `/api/v1/tournaments/${t.id}/drifts?limit=100`, { token });
    const myDrift = drifts.body.data.items.find((d: { isMe: boolean }) => d.isMe);
    if (mine) expect(myDrift).toMatchObject({ previousPlace: null, pointsGained: 20000 });
    expect(drifts.body.data.since).toMatch(/^\d{4}-/);

    const maxWin = await call(api, 'GET', `/api/v1/tournaments/max-free-win/${t.id}/game/${gameId}`, { token });
    expect(maxWin.status).toBe(200);
    expect(maxWin.body.data).toMatchObject({ tournamentId: t.id, gameId, currency: 'EUR' });
    expect((await call(api, 'GET', `/api/v1/tournaments/max-free-win/${t.id}/game/99999999`)).status).toBe(404);
  });

  test('a win-sum tournament counts wins, not bets', async () => {
    const t = await runningTournament('win_sum');
    const { token } = createPlayerWithToken(api, { balanceCents: 5000_00 });
    await call(api, 'POST', `/api/v1/tournaments/${t.id}/join`, { token });
    await tick();
    const gameId = (await call(api, 'GET', `/api/v1/tournaments/${t.id}/games?perPage=1`)).body.data.items[0].id;
    const launch = (await call(api, 'POST', '/api/v1/game/real', { token, body: { gameId } })).body.data;
    let wonCents = 0;
    for (let i = 0; i < 15; i++) {
      const round = await call(api, 'POST', `${sessionPath(launch.launchUrl)}/round`, { body: { bet: '10.00' } });
      wonCents += Math.round(Number(round.body.data.win) * 100);
    }
    const board = await call(api, 'GET', `/api/v1/tournament/${t.id}/leaderboard`, { token });
    expect(board.body.data.me.points).toBe(wonCents);
  });

  test('a round recorded in the same millisecond as the leaderboard is read still counts ("as of now" includes now)', async () => {
    const t = await runningTournament('bet_sum');
    const { token } = createPlayerWithToken(api, { balanceCents: 100_00 });
    const gameId = (await call(api, 'GET', `/api/v1/tournaments/${t.id}/games?perPage=1`)).body.data.items[0].id;
    // Only Date is frozen: the join, then (a millisecond later) the round and the read share one timestamp.
    const frozen = Date.now();
    jest.useFakeTimers({
      now: frozen,
      doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'],
    });
    try {
      await call(api, 'POST', `/api/v1/tournaments/${t.id}/join`, { token });
      jest.setSystemTime(frozen + 1);
      const launch = (await call(api, 'POST', '/api/v1/game/real', { token, body: { gameId } })).body.data;
      const round = await call(api, 'POST', `${sessionPath(launch.launchUrl)}/round`, { body: { bet: '10.00' } });
      expect(round.status).toBe(200);
      const board = await call(api, 'GET', `/api/v1/tournament/${t.id}/leaderboard`, { token });
      expect(board.body.data.me.points).toBe(10_00);
    } finally {
      jest.useRealTimers();
    }
  });
});
