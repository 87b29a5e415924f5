import { PIN_MAX_WRONG, UPLOAD_MAX_BYTES, UPLOAD_QUOTA } from '@casino/contract/schemas';
import { call, registerAndSignIn, startTestApi, type TestApi } from './harness';

/** Issue 30, item 3: each test is one of the probe's attacks on the limits, replayed against the real server. */

const from = (address: string) => ({ 'x-forwarded-for': address });

describe('sign-in guesses count per account, however it is named', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ authRateLimitPerMinute: 5 });
  });
  afterAll(() => api.close());

  test('login, e-mail, other case and spaces, and the phone are one account: the 6th guess is a 429 whatever the spelling', async () => {
    const phone = (api.app.db.prepare("SELECT phone FROM players WHERE login = 'demo'").get() as { phone: string | null }).phone;
    const names = ['demo', 'demo@casino.test', 'DEMO', ' Demo@Casino.Test ', phone ?? 'demo', 'dEmO'];
    const statuses: number[] = [];
    for (const [i, login] of [...names, ...names].entries()) {
      const response = await call(api, 'POST', '/api/v1/sign-in', {
        body: { login, password: `wrong-${i}` },
        headers: from(`198.51.100.${i + 1}`),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
  });

  test('a name no player has is counted as that name, so guessing at unknown accounts is limited too', async () => {
    const statuses: number[] = [];
    for (const login of ['ghost', 'GHOST', ' ghost', 'Ghost', 'ghost ', 'gHost', 'ghost'])
      statuses.push((await call(api, 'POST', '/api/v1/sign-in', { body: { login, password: 'x' }, headers: from('198.51.100.99') })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('signature checks count per player and per address, never in one bucket for everyone', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ authRateLimitPerMinute: 5 });
  });
  afterAll(() => api.close());

  test('21 forged signatures from one attacker do not block another player confirming an e-mail', async () => {
    const attacker = await registerAndSignIn(api);
    for (let i = 0; i < 21; i++)
      await call(api, 'POST', '/api/v1/dashboard/signature/check', {
        token: attacker.token,
        body: { signature: `forged-${i}-${'x'.repeat(40)}` },
        headers: from('203.0.113.66'),
      });
    const blocked = await call(api, 'POST', '/api/v1/dashboard/signature/check', {
      token: attacker.token,
      body: { signature: 'forged-again-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' },
      headers: from('203.0.113.67'),
    });
    expect(blocked.status).toBe(429); // the attacker's own player is over its limit, from any address

    const victim = await registerAndSignIn(api);
    const newEmail = `confirmed${Date.now()}@example.test`;
    await call(api, 'POST', '/api/v1/dashboard/profile/confirm/email/request', { token: victim.token, body: { email: newEmail } });
    const signature = (await call(api, 'GET', '/api/v1/dashboard/profile/email/signature', { token: victim.token })).body.data.signature;
    const check = await call(api, 'POST', '/api/v1/dashboard/signature/check', {
      token: victim.token,
      body: { signature },
      headers: from('192.0.2.10'),
    });
    expect(check.status).toBe(200);
    expect(check.body.data).toEqual({ valid: true, email: newEmail });
  });
});

describe('a PIN locks after 5 wrong tries, one count for every PIN endpoint', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const pin = (token: string, endpoint: 'check' | 'deactivate', pinCode: string) =>
    call(api, 'POST', `/api/v1/dashboard/pin-code/${endpoint}`, { token, body: { pinCode } });

  test('wrong tries on check and deactivate add up; the 6th try, even the right PIN, is a 429 that says so', async () => {
    const player = await registerAndSignIn(api);
    expect((await call(api, 'POST', '/api/v1/dashboard/pin-code/activate', { token: player.token, body: { pinCode: '4321' } })).status).toBe(200);
    expect((await pin(player.token, 'check', '0000')).body.data).toEqual({ valid: false });
    expect((await pin(player.token, 'check', '0001')).body.data).toEqual({ valid: false });
    expect((await pin(player.token, 'deactivate', '0002')).status).toBe(400);
    expect((await pin(player.token, 'check', '0003')).body.data).toEqual({ valid: false });
    expect((await pin(player.token, 'deactivate', '0004')).status).toBe(400);
    for (const endpoint of ['check', 'deactivate'] as const) {
      const locked = await pin(player.token, endpoint, '4321');
      expect(locked.status).toBe(429);
      expect(locked.body.errors[0]).toMatchObject({ field: 'pinCode', code: 'rate_limited' });
      expect(locked.body.errors[0].message).toMatch(/locked/);
    }
    // the lock runs out (moved into the past here): the right PIN works again and clears the count
    api.app.db.prepare('UPDATE players SET pin_locked_until = ? WHERE id = ?').run(new Date(Date.now() - 1000).toISOString(), player.playerId);
    expect((await pin(player.token, 'check', '4321')).body.data).toEqual({ valid: true });
  });

  test('parallel guesses cannot all slip in before the count: at most 5 of 20 are judged', async () => {
    const player = await registerAndSignIn(api);
    await call(api, 'POST', '/api/v1/dashboard/pin-code/activate', { token: player.token, body: { pinCode: '4321' } });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => pin(player.token, 'check', String(1000 + i))));
    const judged = answers.filter((a) => a.status === 200).length;
    expect(judged).toBe(PIN_MAX_WRONG);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - PIN_MAX_WRONG);
  });

  test('a right PIN before the 5th try starts the count again', async () => {
    const player = await registerAndSignIn(api);
    await call(api, 'POST', '/api/v1/dashboard/pin-code/activate', { token: player.token, body: { pinCode: '4321' } });
    for (let i = 0; i < PIN_MAX_WRONG - 1; i++) await pin(player.token, 'check', '0000');
    expect((await pin(player.token, 'check', '4321')).body.data).toEqual({ valid: true });
    for (let i = 0; i < PIN_MAX_WRONG - 1; i++) expect((await pin(player.token, 'check', '0000')).status).toBe(200);
  });
});

describe('uploads have a per-player quota', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const png = (bytes: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(bytes - 8, 7)]);
  const upload = async (token: string, content: Buffer) => {
    const form = new FormData();
    form.append('kind', 'passport');
    form.append('file', new Blob([content], { type: 'image/png' }), 'scan.png');
    const response = await fetch(`${api.url}/api/v1/dashboard/verification/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as any };
  };

  test('10 files of 5 MB at once: only what fits the bytes quota is stored, the rest is a 429 naming the quota', async () => {
    const player = await registerAndSignIn(api);
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload(player.token, png(UPLOAD_MAX_BYTES))));
    const stored = answers.filter((a) => a.status === 201).length;
    expect(stored).toBe(Math.floor(UPLOAD_QUOTA.bytes / UPLOAD_MAX_BYTES));
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(10 - stored);
    expect(refused[0]!.body.errors[0]).toMatchObject({ field: 'file', code: 'rate_limited' });
  });

  test('small files: the count quota holds under parallel uploads, and another player has a quota of its own', async () => {
    const player = await registerAndSignIn(api);
    const answers = await Promise.all(Array.from({ length: UPLOAD_QUOTA.files + 5 }, () => upload(player.token, png(300))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(UPLOAD_QUOTA.files);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    const other = await registerAndSignIn(api);
    expect((await upload(other.token, png(300))).status).toBe(201);
  });

  test('a refused file (not an image) does not use up the quota', async () => {
    const player = await registerAndSignIn(api);
    for (let i = 0; i < UPLOAD_QUOTA.files + 2; i++) expect((await upload(player.token, Buffer.from('MZ not an image'))).status).toBe(400);
    expect((await upload(player.token, png(300))).status).toBe(201);
  });
});

describe('registration uses the profile\'s nickname schema', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  test('<img src=x onerror=alert(3001)> is refused at registration as it is on the profile', async () => {
    const nickname = '<img src=x onerror=alert(3001)>';
    const registration = await call(api, 'POST', '/api/v1/registration', {
      body: { email: `xss${Date.now()}@example.test`, password: 'Secret12345', termsAccepted: true, nickname },
    });
    expect(registration.status).toBe(400);
    expect(registration.body.errors[0]).toMatchObject({ field: 'body.nickname', code: 'validation.format' });
    const player = await registerAndSignIn(api, { nickname: 'Lucky_Star-7' });
    const profile = await call(api, 'PUT', '/api/v1/dashboard/profile/nickname', { token: player.token, body: { nickname } });
    expect(profile.status).toBe(400);
    expect(profile.body.errors[0]).toMatchObject({ field: 'body.nickname', code: 'validation.format' });
  });
});
