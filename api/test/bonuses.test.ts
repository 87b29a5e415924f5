import { nowIso } from '../src/db/database';
import { call, registerAndSignIn, startTestApi, type TestApi } from './harness';

describe('bonuses', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  /** A round as the games module records it (table game_rounds, migration 0500). */
  function recordRound(
    playerId: number,
    mode: 'real' | 'demo',
    betCents: number,
    createdAt = nowIso(),
  ): void {
    const game = api.app.db.prepare('SELECT id FROM games ORDER BY id LIMIT 1').get() as { id: number };
    api.app.db
      .prepare(
        'INSERT INTO game_rounds (player_id, game_id, mode, currency, bet_cents, win_cents, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)',
      )
      .run(playerId, game.id, mode, 'EUR', betCents, createdAt);
  }

  test('campaign lists: dashboard, cashbox and game page, in the asked language; ended and unredeemed code campaigns are hidden', async () => {
    const { token } = await registerAndSignIn(api);
    const dashboard = await call(api, 'GET', '/api/v1/bonus-campaign/campaign-list-for-dashboard?lang=fr', {
      token,
    });
    expect(dashboard.body.data.campaigns.map((c: { id: number }) => c.id)).toEqual([1, 2]);
    expect(dashboard.body.data.campaigns[1]).toMatchObject({
      title: '50 tours gratuits',
      playerStatus: 'none',
      bonusUuid: null,
      wagering: null,
    });
    const cashbox = await call(api, 'GET', '/api/v1/bonus-campaign/campaign-list-for-cashbox', { token });
    expect(cashbox.body.data.campaigns.map((c: { id: number }) => c.id)).toEqual([1]);

    await call(api, 'POST', '/api/v1/bonus/code', { token, body: { code: 'spins25' } });
    const featured = await call(
      api,
      'GET',
      '/api/v1/bonus-campaign/campaign-list-for-game-page/games-book-of-gods',
      { token },
    );
    expect(featured.body.data.campaigns.map((c: { id: number }) => c.id)).toEqual([1, 2, 4]);
    const other = await call(api, 'GET', '/api/v1/bonus-campaign/campaign-list-for-game-page/games-other', {
      token,
    });
    expect(other.body.data.campaigns.map((c: { id: number }) => c.id)).toEqual([1, 2]);
  });

  test('a status reward is offered only to a player who reached the status, and a new player cannot take it by id', async () => {
    const { token } = await registerAndSignIn(api);
    const listed = await call(api, 'GET', '/api/v1/bonus-campaign/campaign-list-for-dashboard?lang=en', { token });
    expect(listed.body.data.campaigns.map((c: { kind: string }) => c.kind)).not.toContain('gamification');
    const rules = await call(api, 'POST', '/api/v1/bonus-campaign/verify-rules', { token, body: { bonusId: 5 } });
    expect(rules.body.data.ok).toBe(false);
    expect(rules.body.data.violations.map((v: { rule: string }) => v.rule)).toContain('status');
    const activate = await call(api, 'POST', '/api/v1/bonus-campaign/5/activate', { token });
    expect(activate.status).toBeGreaterThanOrEqual(400);
    expect(activate.status).toBeLessThan(500);
    // The demo player was granted it (api/README.md): it stays on their list.
    const demo = await call(api, 'POST', '/api/v1/sign-in', { body: { login: 'demo@casino.test', password: 'Demo12345!' } });
    const mine = await call(api, 'GET', '/api/v1/bonus-campaign/campaign-list-for-dashboard?lang=en', { token: demo.body.data.token });
    expect(mine.body.data.campaigns.map((c: { id: number }) => c.id)).toContain(5);
  });

  test('an offer that runs until switched off has no end date; a season offer has its real one', async () => {
    const { token } = await registerAndSignIn(api);
    const { campaigns } = (await call(api, 'GET', '/api/v1/bonus-campaign/campaign-list-for-dashboard?lang=en', { token })).body.data;
    const byId = new Map(campaigns.map((c: { id: number; endsAt: string | null }) => [c.id, c.endsAt]));
    expect(byId.get(1)).toBeNull();
    const seasonEnd = Date.parse(byId.get(2) as string);
    expect(seasonEnd).toBeGreaterThan(Date.now());
    expect(seasonEnd).toBeLessThan(Date.now() + 365 * 24 * 3600 * 1000);
  });

  test('bonus codes: redeem once; unknown, expired and already used codes each say which', async () => {
    const { token } = await registerAndSignIn(api);
    const redeem = await call(api, 'POST', '/api/v1/bonus/code?lang=en', {
      token,
      body: { code: 'WELCOME10' },
    });
    expect(redeem.body.data.bonus).toMatchObject({
      campaignId: 3,
      status: 'available',
      amount: '10.00',
      title: 'Bonus without deposit',
    });
    const refusal = async (code: string) => {
      const answer = await call(api, 'POST', '/api/v1/bonus/code', { token, body: { code } });
      return { status: answer.status, errors: answer.body.errors };
    };
    expect(await refusal('WELCOME10')).toEqual({
      status: 409,
      errors: [{ field: 'code', code: 'bonus.code_used', message: expect.any(String) }],
    });
    expect(await refusal('NOPE')).toEqual({
      status: 404,
      errors: [{ field: 'code', code: 'bonus.code_unknown', message: expect.any(String) }],
    });
    expect(await refusal('summer2025')).toEqual({
      status: 410,
      errors: [{ field: 'code', code: 'bonus.code_expired', message: expect.any(String) }],
    });
    expect((await call(api, 'POST', '/api/v1/bonus/code', { token, body: { code: '' } })).status).toBe(400);
    const info = await call(
      api,
      'GET',
      `/api/v1/bonus-campaign/history-info/${redeem.body.data.bonus.uuid}`,
      { token },
    );
    expect(info.body.data.uuid).toBe(redeem.body.data.bonus.uuid);
    expect(
      (
        await call(api, 'GET', '/api/v1/bonus-campaign/history-info/0b7d0c36-5d0a-4e39-9a57-000000000001', {
          token,
        })
      ).status,
    ).toBe(404);
  });

  test('verify rules and the deposit condition of the welcome bonus', async () => {
    const { token } = await registerAndSignIn(api);
    const before = await call(api, 'POST', '/api/v1/bonus-campaign/verify-rules', {
      token,
      body: { bonusId: 1 },
    });
    expect(before.body.data).toEqual({
      ok: false,
      violations: [{ rule: 'min-deposit', message: 'a deposit of at least 20.00 is needed' }],
    });
    expect(
      (
        await call(api, 'POST', '/api/v1/bonus-campaign/verify-rules', {
          token,
          body: { bonusId: 1, depositAmount: '25.00' },
        })
      ).body.data.ok,
    ).toBe(true);
    expect((await call(api, 'POST', '/api/v1/bonus-campaign/1/activate', { token })).status).toBe(409);
    await call(api, 'POST', '/api/v1/cashier/deposit', {
      token,
      body: { methodId: 'visa', amount: '20.00' },
    });
    const activated = await call(api, 'POST', '/api/v1/bonus-campaign/1/activate', { token });
    expect(activated.body.data).toMatchObject({
      handled: true,
      bonus: { status: 'active', wagerRequired: '3500.00' },
      balance: '20.00',
      bonusBalance: '100.00',
    });
    expect(
      (await call(api, 'POST', '/api/v1/bonus-campaign/verify-rules', { token, body: { bonusId: 99 } }))
        .status,
    ).toBe(404);
  });

  test('activate, wager with real rounds since activation, reward moves the bonus to the real balance', async () => {
    const { token, playerId } = await registerAndSignIn(api);
    expect(
      (await call(api, 'GET', '/api/v1/bonus-campaign/wagering-progress', { token })).body.data,
    ).toBeNull();
    recordRound(playerId, 'real', 100_00, '2026-01-01T00:00:00.000Z'); // before activation: does not count
    const activated = await call(api, 'POST', '/api/v1/bonus-campaign/2/activate', { token });
    expect(activated.body.data).toMatchObject({
      bonus: { status: 'active', amount: '10.00', wagerRequired: '400.00', wagered: '0.00' },
      bonusBalance: '10.00',
    });
    expect((await call(api, 'POST', '/api/v1/bonus-campaign/3/activate', { token })).status).toBe(409);
    expect((await call(api, 'POST', '/api/v1/bonus-campaign/2/reward', { token })).status).toBe(409);

    recordRound(playerId, 'real', 150_00);
    recordRound(playerId, 'demo', 500_00); // demo play never counts
    const progress = await call(api, 'GET', '/api/v1/bonus-campaign/wagering-progress', { token });
    expect(progress.body.data).toMatchObject({
      campaignId: 2,
      required: '400.00',
      wagered: '150.00',
      remaining: '250.00',
      percent: 37.5,
      completed: false,
    });
    const listed = await call(api, 'GET', '/api/v1/bonus-campaign/campaign-list-for-dashboard', { token });
    expect(listed.body.data.campaigns.find((c: { id: number }) => c.id === 2)).toMatchObject({
      playerStatus: 'active',
      wagering: { wagered: '150.00' },
    });

    recordRound(playerId, 'real', 260_00);
    expect(
      (await call(api, 'GET', '/api/v1/bonus-campaign/wagering-progress', { token })).body.data,
    ).toMatchObject({ wagered: '400.00', percent: 100, completed: true });
    const reward = await call(api, 'POST', '/api/v1/bonus-campaign/2/reward', { token });
    expect(reward.body.data).toMatchObject({
      bonus: { status: 'rewarded' },
      balance: '10.00',
      bonusBalance: '0.00',
    });
    expect((await call(api, 'POST', '/api/v1/bonus-campaign/2/activate', { token })).status).toBe(409);
  });

  test('deactivate returns a bonus to available; cancel ends it; wrong transitions are 409', async () => {
    const { token } = await registerAndSignIn(api);
    expect((await call(api, 'POST', '/api/v1/bonus-campaign/2/deactivate', { token })).status).toBe(409);
    await call(api, 'POST', '/api/v1/bonus-campaign/2/activate', { token });
    const off = await call(api, 'POST', '/api/v1/bonus-campaign/2/deactivate', { token });
    expect(off.body.data).toMatchObject({
      bonus: { status: 'available', activatedAt: null },
      bonusBalance: '0.00',
    });
    const cancelled = await call(api, 'POST', '/api/v1/bonus-campaign/2/cancel', { token });
    expect(cancelled.body.data.bonus.status).toBe('cancelled');
    expect((await call(api, 'POST', '/api/v1/bonus-campaign/2/cancel', { token })).status).toBe(409);
    expect((await call(api, 'POST', '/api/v1/bonus-campaign/999/cancel', { token })).status).toBe(404);
    expect((await call(api, 'POST', '/api/v1/bonus-campaign/abc/cancel', { token })).status).toBe(400);
    const history = await call(api, 'GET', '/api/v1/bonus-campaign/history-list?perPage=5', { token });
    expect(history.body.data.items.map((b: { status: string }) => b.status)).toEqual(['cancelled']);
  });

  test('the demo player can lose the active gamification reward by activating another bonus; cashback goes to the balance', async () => {
    const token = (
      await call(api, 'POST', '/api/v1/sign-in', { body: { login: 'demo', password: 'Demo12345!' } })
    ).body.data.token;
    const risk = await call(api, 'GET', '/api/v1/bonus-campaign/can-lose-gamification-reward?bonusId=2', {
      token,
    });
    expect(risk.body.data).toMatchObject({
      canLose: true,
      reward: { campaignId: 5, kind: 'gamification', status: 'active' },
    });
    expect(
      (await call(api, 'GET', '/api/v1/bonus-campaign/can-lose-gamification-reward?bonusId=5', { token }))
        .body.data.canLose,
    ).toBe(false);

    const me = (await call(api, 'GET', '/api/v1/player/display-data', { token })).body.data;
    expect(me).toMatchObject({ cashbackReward: '15.00', activeBonusCampaignsCount: 1 });
    const cashback = await call(
      api,
      'POST',
      '/api/v1/bonus-campaign/0b7d0c36-5d0a-4e39-9a57-000000000003/cashback/reward',
      { token },
    );
    expect(cashback.body.data).toMatchObject({
      bonus: { kind: 'cashback', status: 'rewarded' },
      balance: '1265.00',
    });
    expect(
      (
        await call(
          api,
          'POST',
          '/api/v1/bonus-campaign/0b7d0c36-5d0a-4e39-9a57-000000000003/cashback/reward',
          { token },
        )
      ).status,
    ).toBe(409);
    expect(
      (await call(api, 'POST', '/api/v1/bonus-campaign/not-a-cashback/cashback/reward', { token })).status,
    ).toBe(404);

    // campaign 2 was used up by the demo player long ago; the welcome bonus qualifies through the seeded deposits
    expect((await call(api, 'POST', '/api/v1/bonus-campaign/2/activate', { token })).status).toBe(409);
    expect((await call(api, 'POST', '/api/v1/bonus-campaign/1/activate', { token })).status).toBe(200);
    expect(
      (await call(api, 'GET', '/api/v1/bonus-campaign/can-lose-gamification-reward', { token })).body.data
        .canLose,
    ).toBe(false);
    const history = await call(api, 'GET', '/api/v1/bonus-campaign/history-list', { token });
    expect(
      history.body.data.items.find((b: { campaignId: number | null }) => b.campaignId === 5).status,
    ).toBe('cancelled');
  });

  test('an operator grants cashback through the dev switch', async () => {
    const player = await registerAndSignIn(api);
    const grant = await call(
      api,
      'POST',
      `/api/v1/_dev/players/${encodeURIComponent(player.email)}/cashback`,
      { body: { amount: '7.25' } },
    );
    expect(
      (await call(api, 'GET', '/api/v1/player/display-data', { token: player.token })).body.data
        .cashbackReward,
    ).toBe('7.25');
    const take = await call(api, 'POST', `/api/v1/bonus-campaign/${grant.body.data.uuid}/cashback/reward`, {
      token: player.token,
    });
    expect(take.body.data.balance).toBe('7.25');
  });
});
