import { loadConfig } from '../src/config';
import { call, registerAndSignIn, startTestApi, TEST_DEV_SECRET, type TestApi } from './harness';

/** Issue 10: each test is one attack of the hostile probe, replayed against the real server. */
describe('the hostile probe, replayed against the API', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const outboxCode = async (recipient: string, purpose: string): Promise<string> => {
    const outbox = await call(api, 'GET', `/api/v1/_dev/outbox?recipient=${encodeURIComponent(recipient)}&purpose=${purpose}`);
    return outbox.body.data.messages[0].code as string;
  };

  test('the operator switches are off unless the environment asks for them with a long secret', () => {
    const saved = process.env.API_DEV_SECRET;
    try {
      delete process.env.API_DEV_SECRET;
      expect(loadConfig().devSecret).toBe('');
      process.env.API_DEV_SECRET = 'short';
      expect(() => loadConfig()).toThrow(/at least 24 characters/);
    } finally {
      if (saved === undefined) delete process.env.API_DEV_SECRET;
      else process.env.API_DEV_SECRET = saved;
    }
  });

  test("reading another player's reset code from the outbox, or setting a balance, without the secret is a 401", async () => {
    const victim = await registerAndSignIn(api);
    await call(api, 'POST', '/api/v1/dashboard/password/forgot', { body: { email: victim.email } });
    for (const secret of ['', 'x'.repeat(TEST_DEV_SECRET.length), `${TEST_DEV_SECRET}x`]) {
      const headers = { 'x-dev-secret': secret };
      const outbox = await fetch(`${api.url}/api/v1/_dev/outbox?recipient=${encodeURIComponent(victim.email)}`, { headers });
      expect(outbox.status).toBe(401);
      expect(JSON.stringify(await outbox.json())).not.toMatch(/"code":"\d{6}"/);
      const money = await fetch(`${api.url}/api/v1/_dev/players/${encodeURIComponent(victim.email)}/money`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ balance: '1000000.00' }),
      });
      expect(money.status).toBe(401);
    }
    const balance = await call(api, 'GET', '/api/v1/dashboard/balance', { token: victim.token });
    expect(JSON.stringify(balance.body)).not.toContain('1000000');
  });

  test('the 6th wrong guess of a reset code uses the code up: even the right code fails afterwards', async () => {
    const victim = await registerAndSignIn(api);
    await call(api, 'POST', '/api/v1/dashboard/password/forgot', { body: { email: victim.email } });
    const code = await outboxCode(victim.email, 'password-reset');
    const wrong = code === '000000' ? '000001' : '000000';
    const reset = (guess: string) =>
      call(api, 'POST', '/api/v1/dashboard/password/reset', { body: { email: victim.email, code: guess, newPassword: 'Taken12345!' } });
    for (let i = 0; i < 5; i++) expect((await reset(wrong)).status).toBe(400);
    expect((await reset(code)).status).toBe(400);
    const signIn = await call(api, 'POST', '/api/v1/sign-in', { body: { login: victim.email, password: victim.password } });
    expect(signIn.status).toBe(200);
  });

  test('four wrong guesses leave a confirmation code usable', async () => {
    const player = await registerAndSignIn(api);
    await call(api, 'POST', '/api/v1/dashboard/password/forgot', { body: { email: player.email } });
    const code = await outboxCode(player.email, 'password-reset');
    const wrong = code === '000000' ? '000001' : '000000';
    const reset = (guess: string) =>
      call(api, 'POST', '/api/v1/dashboard/password/reset', { body: { email: player.email, code: guess, newPassword: 'Mine12345!' } });
    for (let i = 0; i < 4; i++) expect((await reset(wrong)).status).toBe(400);
    expect((await reset(code)).status).toBe(200);
  });
});

describe('forged client addresses', () => {
  test('a different X-Forwarded-For per request still gets 429 after the per-account limit', async () => {
    const api = await startTestApi({ authRateLimitPerMinute: 5 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const response = await call(api, 'POST', '/api/v1/sign-in', {
          body: { login: 'demo', password: `wrong-${i}` },
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    } finally {
      await api.close();
    }
  });

  test('the client address comes from X-Forwarded-For only when a trusted proxy sent it', async () => {
    const direct = await startTestApi({ trustedProxies: [] });
    const behindEdge = await startTestApi();
    try {
      for (const api of [direct, behindEdge]) {
        await call(api, 'POST', '/api/v1/sign-in', { body: { login: 'demo', password: 'Demo12345!' }, headers: { 'x-forwarded-for': '198.51.100.7' } });
      }
      const lastAddress = (api: TestApi) =>
        (api.app.db.prepare('SELECT ip FROM auth_history ORDER BY id DESC LIMIT 1').get() as { ip: string }).ip;
      expect(lastAddress(direct)).toMatch(/127\.0\.0\.1/);
      expect(lastAddress(behindEdge)).toBe('198.51.100.7');
    } finally {
      await direct.close();
      await behindEdge.close();
    }
  });
});
