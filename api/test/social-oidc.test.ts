import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, createSign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { call, startTestApi, type TestApi } from './harness';

/**
 * Issue 34.6: social sign-in through OpenID Connect, against the reference stack's real provider (oidc-provider in
 * scripts/oidc-provider.mjs, a child process) and, for the forged ID token, against a provider double that signs with
 * a key its JWKS does not hold (a provider is outside the product).
 */
jest.setTimeout(60_000);

const SITE = 'http://casino.test';
const PORT = 43_000 + Math.floor(Math.random() * 1000);
const ISSUER = `http://127.0.0.1:${PORT}`;

/** A tiny browser for the provider's pages: follows nothing by itself, keeps the provider's cookies. */
class ProviderBrowser {
  private readonly cookies = new Map<string, string>();
  async get(url: string) {
    return this.send(url, { method: 'GET' });
  }
  async post(url: string, form: Record<string, string>) {
    return this.send(url, { method: 'POST', body: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  }
  private async send(url: string, init: RequestInit) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = response.headers.get('location');
    return { status: response.status, location: location ? new URL(location, url).href : null, text: await response.text() };
  }
}

/** Starts an attempt on the API: the provider's URL and the binding cookie the browser got. */
async function start(api: TestApi, provider = 'google') {
  const response = await fetch(`${api.url}/api/v1/social/oidc/start?provider=${provider}&redirect=%2Fen%2Fgames`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('oidc_binding='))!;
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Lax/);
  return { authorizeUrl: response.headers.get('location')!, binding: cookie.split(';')[0]! };
}

/** The player signs in at the provider; answers the query string the provider sends them back to the site with. */
async function signInAtProvider(authorizeUrl: string, email: string, password: string): Promise<string> {
  const browser = new ProviderBrowser();
  const toLogin = await browser.get(authorizeUrl);
  expect(toLogin.location).toMatch(/\/interaction\//);
  const page = await browser.get(toLogin.location!);
  expect(page.text).toContain('Sign in');
  const submitted = await browser.post(`${toLogin.location}/login`, { email, password });
  let next = submitted.location;
  for (let hop = 0; next && !next.startsWith(SITE) && hop < 5; hop++) next = (await browser.get(next)).location;
  expect(next).toMatch(new RegExp(`^${SITE}/social/_auth\\?`));
  return new URL(next!).search;
}

const finish = (api: TestApi, search: string, binding?: string) =>
  fetch(`${api.url}/api/v1/social/oidc/finish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(binding ? { cookie: binding } : {}) },
    body: JSON.stringify({ search }),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as { status: string; data?: { token: string; isNewPlayer: boolean; redirect: string | null }; errors?: { code: string }[] } }));

/**
 * Until the provider answers its discovery document. No deadline of its own (a loaded machine took longer than the 10 s
 * it had): jest's timeout is the only one, and a provider that exits fails at once.
 */
async function waitForProvider(url: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the OIDC provider exited (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(`${url}/.well-known/openid-configuration`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('social sign-in with OpenID Connect (the reference provider)', () => {
  let provider: ChildProcess;
  let api: TestApi;
  const saved = { ...process.env };

  beforeAll(async () => {
    provider = spawn(process.execPath, [path.join(__dirname, '..', 'scripts', 'oidc-provider.mjs')], {
      env: { ...process.env, OIDC_PORT: String(PORT), OIDC_SITE_URL: SITE, OIDC_CLIENT_SECRET: 'test-secret' },
      stdio: 'ignore',
    });
    await waitForProvider(ISSUER, provider);
    Object.assign(process.env, {
      API_SITE_URL: SITE,
      API_OIDC_GOOGLE_ISSUER: ISSUER,
      API_OIDC_GOOGLE_CLIENT_ID: 'casino-google',
      API_OIDC_GOOGLE_CLIENT_SECRET: 'test-secret',
    });
    api = await startTestApi();
  });

  afterAll(async () => {
    process.env = saved;
    await api.close();
    provider.kill();
  });

  test('offers only the configured providers, each through the API', async () => {
    const apps = (await call(api, 'GET', '/api/v1/social/app-data')).body.data.apps;
    expect(apps).toEqual([{ provider: 'google', clientId: 'casino-google', authorizeUrl: '/api/v1/social/oidc/start?provider=google', oidc: true }]);
    expect((await call(api, 'GET', '/api/v1/social/oidc/start?provider=yandex')).status).toBe(404);
  });

  test('signs a new player in with code + PKCE + state, then the same player again; the callback cannot be replayed', async () => {
    const first = await start(api);
    const url = new URL(first.authorizeUrl);
    expect(url.origin).toBe(ISSUER);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`${SITE}/social/_auth`);
    const search = await signInAtProvider(first.authorizeUrl, 'ada@social.test', 'Ada12345!');
    const signedIn = await finish(api, search, first.binding);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ isNewPlayer: true, redirect: '/en/games' });
    const me = await call(api, 'GET', '/api/v1/player/display-data', { token: signedIn.body.data!.token });
    expect(me.body.data).toMatchObject({ email: 'ada@social.test', registrationType: 'social' });

    // The same callback again (a replayed link, or the code in it): refused, nobody is signed in.
    const replayed = await finish(api, search, first.binding);
    expect(replayed.status).toBe(400);
    expect(replayed.body.errors![0]!.code).toBe('auth.social_state');

    const again = await start(api);
    const second = await finish(api, await signInAtProvider(again.authorizeUrl, 'ada@social.test', 'Ada12345!'), again.binding);
    expect(second.body.data).toMatchObject({ isNewPlayer: false });
  });

  test('refuses a wrong or missing state, and an attempt finished in another browser', async () => {
    const attempt = await start(api);
    const search = await signInAtProvider(attempt.authorizeUrl, 'grace@social.test', 'Grace12345!');
    const wrongState = new URLSearchParams(search);
    wrongState.set('state', 'forged-state');
    expect((await finish(api, `?${wrongState}`, attempt.binding)).body.errors![0]!.code).toBe('auth.social_state');
    const noState = new URLSearchParams(search);
    noState.delete('state');
    expect((await finish(api, `?${noState}`, attempt.binding)).status).toBe(400);
    // The attacker's browser has its own binding (or none): the victim's callback is no use to it.
    const attacker = await start(api);
    expect((await finish(api, search, attacker.binding)).body.errors![0]!.code).toBe('auth.social_state');
    expect((await finish(api, search)).body.errors![0]!.code).toBe('auth.social_state');
  });

  test("refuses a code replayed into another attempt (the attempt's PKCE verifier does not match it)", async () => {
    const victim = await start(api);
    const stolen = new URLSearchParams(await signInAtProvider(victim.authorizeUrl, 'grace@social.test', 'Grace12345!'));
    const attacker = await start(api);
    const attackerState = new URL(attacker.authorizeUrl).searchParams.get('state')!;
    stolen.set('state', attackerState);
    const answer = await finish(api, `?${stolen}`, attacker.binding);
    expect(answer.status).toBe(401);
    expect(answer.body.errors![0]!.code).toBe('auth.social_refused');
  });

  test('a wrong password stays at the provider', async () => {
    const attempt = await start(api);
    const browser = new ProviderBrowser();
    const toLogin = await browser.get(attempt.authorizeUrl);
    const wrong = await browser.post(`${toLogin.location}/login`, { email: 'ada@social.test', password: 'nope' });
    expect(wrong.status).toBe(200);
    expect(wrong.text).toContain('Wrong email or password.');
  });
});

describe('social sign-in refuses a forged ID token', () => {
  let double: http.Server;
  let api: TestApi;
  const saved = { ...process.env };
  const published = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const attackers = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let issuer = '';
  let nonce = '';
  let signingKey = attackers.privateKey;

  /** An RS256 JWT signed with `key`, naming the published key's id. */
  function jwt(claims: Record<string, unknown>, key: typeof attackers.privateKey): string {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const input = `${encode({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${encode(claims)}`;
    return `${input}.${createSign('RSA-SHA256').update(input).sign(key).toString('base64url')}`;
  }

  beforeAll(async () => {
    // A provider double: discovery, JWKS with the published key, and a token endpoint that answers with an ID token
    // signed by another key (what an attacker in the middle, or a compromised relay, would hand over).
    double = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', issuer);
      const json = (body: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/.well-known/openid-configuration')
        return json({ issuer, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks`, response_types_supported: ['code'], subject_types_supported: ['public'], id_token_signing_alg_values_supported: ['RS256'] });
      if (url.pathname === '/jwks') return json({ keys: [{ ...published.publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' }] });
      if (url.pathname === '/token') {
        const now = Math.floor(Date.now() / 1000);
        const idToken = jwt({ iss: issuer, aud: 'casino-google', sub: 'victim', email: 'victim@social.test', email_verified: true, iat: now, exp: now + 300, nonce }, signingKey);
        return json({ access_token: 'at', token_type: 'Bearer', expires_in: 300, id_token: idToken });
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => double.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(double.address() as AddressInfo).port}`;
    Object.assign(process.env, { API_SITE_URL: SITE, API_OIDC_GOOGLE_ISSUER: issuer, API_OIDC_GOOGLE_CLIENT_ID: 'casino-google', API_OIDC_GOOGLE_CLIENT_SECRET: 's' });
    api = await startTestApi();
  });

  afterAll(async () => {
    process.env = saved;
    await api.close();
    await new Promise((resolve) => double.close(resolve));
  });

  test('an ID token whose signature the JWKS does not confirm signs nobody in', async () => {
    const attempt = await start(api);
    const params = new URL(attempt.authorizeUrl).searchParams;
    nonce = params.get('nonce')!;
    const answer = await finish(api, `?code=anything&state=${params.get('state')}`, attempt.binding);
    expect(answer.status).toBe(401);
    expect(answer.body.errors![0]!.code).toBe('auth.social_refused');
    const victims = api.app.db.prepare("SELECT COUNT(*) AS n FROM players WHERE email = 'victim@social.test'").get() as { n: number };
    expect(victims.n).toBe(0);

    // The control: the same answer signed with the published key is accepted, so the signature is what refused it.
    signingKey = published.privateKey;
    const genuine = await start(api);
    const genuineParams = new URL(genuine.authorizeUrl).searchParams;
    nonce = genuineParams.get('nonce')!;
    expect((await finish(api, `?code=anything&state=${genuineParams.get('state')}`, genuine.binding)).status).toBe(200);
  });
});
