import path from 'node:path';
import { TOTP, Secret } from 'otpauth';
import { buildApp } from '../src/app';
import { call, registerAndSignIn, startTestApi, type TestApi } from './harness';

const demo = { login: 'demo@casino.test', password: 'Demo12345!' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('auth', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  test('the seeded demo player signs in by email or login; a wrong password is 401 with the error body', async () => {
    for (const login of ['demo@casino.test', 'demo', 'DEMO@casino.test']) {
      const ok = await call(api, 'POST', '/api/v1/sign-in', { body: { login, password: demo.password } });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ status: 'ok', data: { token: expect.any(String) } });
    }
    const wrong = await call(api, 'POST', '/api/v1/sign-in', { body: { login: 'demo', password: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      status: 'error',
      errors: [{ field: 'authorization', code: 'auth.invalid_credentials', message: 'wrong login or password' }],
    });
    const unknown = await call(api, 'POST', '/api/v1/sign-in', {
      body: { login: 'nobody@casino.test', password: 'whatever1' },
    });
    expect(unknown.status).toBe(401);
  });

  test('sign-in validates its body with field names', async () => {
    const missing = await call(api, 'POST', '/api/v1/sign-in', { body: { login: 'demo' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toContainEqual({ field: 'body.password', code: 'validation.required', message: 'is required' });
    const wrongType = await call(api, 'POST', '/api/v1/sign-in', { body: { login: 5, password: [] } });
    expect(wrongType.status).toBe(400);
  });

  test('registration creates a player with the section 3 defaults, answers a token, and refuses duplicates', async () => {
    const player = await registerAndSignIn(api, { currency: 'USD', nickname: 'Newbie' });
    const data = await call(api, 'GET', '/api/v1/player/display-data', { token: player.token });
    expect(data.status).toBe(200);
    expect(data.body.data).toMatchObject({
      email: player.email,
      login: player.email,
      nickname: 'Newbie',
      statusName: 'iron',
      currency: 'USD',
      balance: '0.00',
      bonus: '0.00',
      points: '0.00',
      isTermsRequired: false,
      isEmailConfirmed: false,
      registrationType: 'email',
    });
    const again = await call(api, 'POST', '/api/v1/registration', {
      body: { email: player.email, password: 'Another123', termsAccepted: true },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].field).toBe('email');
    const weak = await call(api, 'POST', '/api/v1/registration', {
      body: { email: 'weak@example.test', password: 'password', termsAccepted: true },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0].field).toBe('body.password');
    const noTerms = await call(api, 'POST', '/api/v1/registration', {
      body: { email: 'terms@example.test', password: 'Secret12345', termsAccepted: false },
    });
    expect(noTerms.status).toBe(400);
    // the confirmation code went to the outbox
    const outbox = await call(
      api,
      'GET',
      `/api/v1/_dev/outbox?recipient=${encodeURIComponent(player.email)}`,
    );
    expect(outbox.body.data.messages[0]).toMatchObject({
      channel: 'email',
      purpose: 'email-confirm',
      code: expect.stringMatching(/^\d{6}$/),
    });
  });

  test('registration with a promo code adds the bonus', async () => {
    const player = await registerAndSignIn(api, { promoCode: 'WELCOME10' });
    const history = await call(api, 'GET', '/api/v1/bonus-campaign/history-list?lang=en', {
      token: player.token,
    });
    expect(history.body.data.items).toEqual([
      expect.objectContaining({ campaignId: 3, status: 'available', amount: '10.00' }),
    ]);
  });

  test('logout revokes the token: answers handled true, then the token is refused everywhere', async () => {
    const { token } = await registerAndSignIn(api);
    const logout = await call(api, 'GET', '/api/v1/logout', { token });
    expect(logout.body).toEqual({ status: 'ok', data: { handled: true } });
    expect((await call(api, 'GET', '/api/v1/player/display-data', { token })).status).toBe(401);
    expect((await call(api, 'GET', '/api/v1/token/refresh', { token })).status).toBe(401);
    expect((await call(api, 'GET', '/api/v1/logout', { token })).status).toBe(401);
    expect((await call(api, 'GET', '/api/v1/logout')).status).toBe(401);
  });

  test('terms: an operator sets the flag, the player accepts, the flag clears', async () => {
    const player = await registerAndSignIn(api);
    const set = await call(api, 'PATCH', `/api/v1/_dev/players/${encodeURIComponent(player.email)}/flags`, {
      body: { isTermsRequired: true },
    });
    expect(set.body.data.isTermsRequired).toBe(true);
    expect(
      (await call(api, 'GET', '/api/v1/player/display-data', { token: player.token })).body.data
        .isTermsRequired,
    ).toBe(true);
    const accept = await call(api, 'POST', '/api/v1/terms/accept', { token: player.token });
    expect(accept.body).toEqual({ status: 'ok', data: { handled: true } });
    expect(
      (await call(api, 'GET', '/api/v1/player/display-data', { token: player.token })).body.data
        .isTermsRequired,
    ).toBe(false);
    expect((await call(api, 'POST', '/api/v1/terms/accept')).status).toBe(401);
  });

  test('the seeded terms player must accept terms and the blocked player is blocked', async () => {
    const terms = await call(api, 'POST', '/api/v1/sign-in', {
      body: { login: 'terms@casino.test', password: 'Terms12345!' },
    });
    expect(
      (await call(api, 'GET', '/api/v1/player/display-data', { token: terms.body.data.token })).body.data
        .isTermsRequired,
    ).toBe(true);
    const blocked = await call(api, 'POST', '/api/v1/sign-in', {
      body: { login: 'blocked@casino.test', password: 'Blocked12345!' },
    });
    const data = (await call(api, 'GET', '/api/v1/player/display-data', { token: blocked.body.data.token }))
      .body.data;
    expect(data).toMatchObject({ isBlocked: true, isGameModeReal: false, hasRejectedPayments: true });
  });

  /** An identity signed by the test stack's stand-in provider (POST /_dev/external-token), as a real one would sign it. */
  const providerToken = async (externalId: string, provider = 'google') =>
    (await call(api, 'POST', '/api/v1/_dev/external-token', { body: { provider, externalId } })).body.data.providerToken as string;

  test('social auth registers and links an identity; external sign-in uses the link', async () => {
    const token = await providerToken('g-123');
    const unknown = await call(api, 'POST', '/api/v1/sign-in/external', {
      body: { provider: 'google', providerToken: token },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.errors[0].code).toBe('auth.identity_not_linked');
    const first = await call(api, 'POST', '/api/v1/social/auth', {
      body: { provider: 'google', providerToken: token, email: 'social@example.test' },
    });
    expect(first.body.data).toEqual({ token: expect.any(String), isNewPlayer: true });
    const second = await call(api, 'POST', '/api/v1/social/auth', {
      body: { provider: 'google', providerToken: await providerToken('g-123') },
    });
    expect(second.body.data.isNewPlayer).toBe(false);
    const external = await call(api, 'POST', '/api/v1/sign-in/external', {
      body: { provider: 'google', providerToken: token },
    });
    expect(external.status).toBe(200);
    const me = await call(api, 'GET', '/api/v1/player/display-data', { token: external.body.data.token });
    expect(me.body.data).toMatchObject({ email: 'social@example.test', registrationType: 'social' });
    const apps = await call(api, 'GET', '/api/v1/social/app-data');
    // Only providers configured with API_OIDC_<PROVIDER>_* are offered (test/social-oidc.test.ts); none here.
    expect(apps.body.data.apps).toEqual([]);
  });

  test('an attacker who knows a linked identity cannot sign in as its player without the provider\'s signature', async () => {
    await call(api, 'POST', '/api/v1/social/auth', { body: { provider: 'google', providerToken: await providerToken('victim-77') } });
    const genuine = await providerToken('victim-77');
    const [version, id, expires] = genuine.split('.');
    const forgeries = [
      'victim-77', // the id itself, as the reference API used to take it
      `${version}.${id}.${expires}.${'A'.repeat(43)}`, // a made-up signature
      `${version}.${Buffer.from('victim-78').toString('base64url')}.${expires}.${genuine.split('.')[3]}`, // another id, same signature
      `${version}.${id}.${Number(expires) + 60}.${genuine.split('.')[3]}`, // a later expiry, same signature
      `${version}.${id}.${Math.floor(Date.now() / 1000) + 400 * 24 * 3600}.${genuine.split('.')[3]}`,
    ];
    for (const forged of forgeries) {
      for (const path of ['/api/v1/sign-in/external', '/api/v1/social/auth']) {
        const answer = await call(api, 'POST', path, { body: { provider: 'google', providerToken: forged } });
        expect({ forged, path, status: answer.status, code: answer.body.errors?.[0]?.code }).toEqual({ forged, path, status: 401, code: 'auth.social_refused' });
      }
    }
    // Signed for another provider: not this provider's identity.
    const forYandex = await providerToken('victim-77', 'yandex');
    expect((await call(api, 'POST', '/api/v1/sign-in/external', { body: { provider: 'google', providerToken: forYandex } })).status).toBe(401);
    // The genuine one still works.
    expect((await call(api, 'POST', '/api/v1/sign-in/external', { body: { provider: 'google', providerToken: genuine } })).status).toBe(200);
  });

  test('without a provider secret (no API_EXTERNAL_AUTH_SECRET, no dev switches) every provider token is refused', async () => {
    const bare = await startTestApi({ devSecret: '' });
    try {
      const answer = await call(bare, 'POST', '/api/v1/social/auth', { body: { provider: 'google', providerToken: 'g-123' } });
      expect(answer.status).toBe(401);
      expect(answer.body.errors[0].code).toBe('auth.social_refused');
    } finally {
      await bare.close();
    }
  });

  test('two-factor with Google Authenticator: sign-in needs a current RFC 6238 code', async () => {
    const player = await registerAndSignIn(api);
    const generated = await call(api, 'POST', '/api/v1/dashboard/security/google-auth/generate', {
      token: player.token,
    });
    expect(generated.body.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const totp = new TOTP({
      secret: Secret.fromBase32(generated.body.data.secret),
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });
    const wrong = await call(api, 'POST', '/api/v1/dashboard/security/google-auth/activate', {
      token: player.token,
      body: { code: String((Number(totp.generate()) + 1) % 1_000_000).padStart(6, '0') },
    });
    expect(wrong.status).toBe(400);
    const activate = await call(api, 'POST', '/api/v1/dashboard/security/google-auth/activate', {
      token: player.token,
      body: { code: totp.generate() },
    });
    expect(activate.body).toEqual({ status: 'ok', data: { handled: true } });

    const withoutCode = await call(api, 'POST', '/api/v1/sign-in', {
      body: { login: player.email, password: player.password },
    });
    expect(withoutCode.status).toBe(403);
    expect(withoutCode.body.errors).toEqual([
      { field: 'code', code: 'auth.two_factor_required', message: 'two-factor code required' },
    ]);
    const withCode = await call(api, 'POST', '/api/v1/sign-in', {
      body: { login: player.email, password: player.password, code: totp.generate() },
    });
    expect(withCode.status).toBe(200);

    const off = await call(api, 'POST', '/api/v1/dashboard/security/google-auth/deactivate', {
      token: player.token,
      body: { code: totp.generate() },
    });
    expect(off.status).toBe(200);
    expect(
      (
        await call(api, 'POST', '/api/v1/sign-in', {
          body: { login: player.email, password: player.password },
        })
      ).status,
    ).toBe(200);
  });

  test('sign-in is rate limited per IP and login with a clear 429', async () => {
    const limited = await startTestApi({ authRateLimitPerMinute: 3 });
    try {
      const attempt = (login: string) =>
        call(limited, 'POST', '/api/v1/sign-in', { body: { login, password: 'wrong-password' } });
      for (let i = 0; i < 3; i++) expect((await attempt('demo')).status).toBe(401);
      const blocked = await attempt('demo');
      expect(blocked.status).toBe(429);
      expect(blocked.body.errors[0].message).toMatch(/^too many attempts, try again in \d+ seconds$/);
      // another login from the same IP still has its own allowance
      expect((await attempt('blocked')).status).toBe(401);
      // but one IP spraying many logins is stopped at ten times the limit: 30 here, 4 counted so far
      // (the refused attempt was stopped before it reached the per-IP count)
      for (let i = 0; i < 26; i++) expect((await attempt(`spray${i}`)).status).toBe(401);
      expect((await attempt('spray-last')).status).toBe(429);
      // OTP endpoints share the guard
      for (let i = 0; i < 3; i++)
        await call(limited, 'POST', '/api/v1/dashboard/password/reset', {
          body: { email: 'demo@casino.test', code: '000000', newPassword: 'Another123' },
        });
      const reset = await call(limited, 'POST', '/api/v1/dashboard/password/reset', {
        body: { email: 'demo@casino.test', code: '000000', newPassword: 'Another123' },
      });
      expect(reset.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('token lifetime', () => {
  test('sign-in, 401 once the token expires, refresh gives a working token and retires the old one, logout', async () => {
    const api = await startTestApi({ accessTokenTtlSeconds: 1 });
    try {
      const signIn = await call(api, 'POST', '/api/v1/sign-in', { body: demo });
      const first = signIn.body.data.token as string;
      expect((await call(api, 'GET', '/api/v1/player/display-data', { token: first })).status).toBe(200);
      await sleep(1100);
      const expired = await call(api, 'GET', '/api/v1/player/display-data', { token: first });
      expect(expired.status).toBe(401);
      expect(expired.body.errors[0]).toEqual({
        field: 'authorization',
        code: 'auth.token_invalid',
        message: 'the access token has expired',
      });

      const refreshed = await call(api, 'GET', '/api/v1/token/refresh', { token: first });
      expect(refreshed.status).toBe(200);
      const second = refreshed.body.data.token as string;
      expect(second).not.toBe(first);
      expect((await call(api, 'GET', '/api/v1/player/display-data', { token: second })).status).toBe(200);
      // the old token was used up by the refresh
      expect((await call(api, 'GET', '/api/v1/token/refresh', { token: first })).status).toBe(401);

      expect((await call(api, 'GET', '/api/v1/logout', { token: second })).body.data.handled).toBe(true);
      expect((await call(api, 'GET', '/api/v1/token/refresh', { token: second })).status).toBe(401);
      expect((await call(api, 'GET', '/api/v1/token/refresh')).status).toBe(401);
    } finally {
      await api.close();
    }
  });

  test('a token past its refresh window cannot be refreshed', async () => {
    const api = await startTestApi({ accessTokenTtlSeconds: 0, refreshWindowSeconds: 0 });
    try {
      const token = (await call(api, 'POST', '/api/v1/sign-in', { body: demo })).body.data.token as string;
      expect((await call(api, 'GET', '/api/v1/token/refresh', { token })).status).toBe(401);
    } finally {
      await api.close();
    }
  });
});

describe('persistence', () => {
  test('a registered player can sign in after the server restarts on the same database file', async () => {
    const api = await startTestApi();
    const dbFile = path.join(api.dir, 'test.sqlite');
    const player = await registerAndSignIn(api, { nickname: 'Persistent' });
    await api.app.close();

    const again = await buildApp({ dbFile, uploadsDir: path.join(api.dir, 'uploads'), logLevel: 'silent' });
    const url = await again.listen({ host: '127.0.0.1', port: 0 });
    try {
      const restarted = { ...api, app: again, url };
      const signIn = await call(restarted, 'POST', '/api/v1/sign-in', {
        body: { login: player.email, password: player.password },
      });
      expect(signIn.status).toBe(200);
      const me = await call(restarted, 'GET', '/api/v1/player/display-data', {
        token: signIn.body.data.token,
      });
      expect(me.body.data.nickname).toBe('Persistent');
      // tokens issued before the restart still work
      expect(
        (await call(restarted, 'GET', '/api/v1/player/display-data', { token: player.token })).status,
      ).toBe(200);
    } finally {
      await again.close();
      await api.close().catch(() => undefined);
    }
  });
});
