import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { FORM_BODY_LIMIT, formToken, isCrossSite, registerFormPosts, sameSitePath, type FormRenderAgain } from './form-posts';

/**
 * Issue 36 item 1b: forms the browser sends itself (JavaScript off, or before hydration), answered by the edge. The
 * API is a stand-in outside the edge (it records what it was asked); each attack is a request a visitor can make.
 */
const SECRET = 'test-secret';
const SITE = 'http://casino.test';
const PLAYER = 'player-token-abcdef';

interface Asked {
  method: string;
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

let api: FastifyInstance;
let edge: FastifyInstance;
const asked: Asked[] = [];
const rendered: FormRenderAgain[] = [];

beforeAll(async () => {
  api = Fastify();
  api.all('/api/v1/*', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    asked.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body });
    if (request.url.startsWith('/api/v1/bonus/code')) {
      if (body.code === 'EXPIRED') return reply.code(409).send({ status: 'error', errors: [{ field: 'body.code', code: 'bonus.code_expired', message: 'expired' }] });
      if (body.code === 'BOOM') return reply.code(500).send({ status: 'error', errors: [{ field: '', code: 'internal', message: 'boom' }] });
      return { status: 'ok', data: { bonus: { uuid: 'b1' } } };
    }
    if (request.url.startsWith('/api/v1/sign-in')) {
      // An account with two-factor sign-in: the API checks the password and the code together, in one call.
      if (body.login === 'two@casino.test' && body.password === 'Right123!' && body.code !== '123456')
        return reply.code(403).send({ status: 'error', errors: [{ field: 'code', code: body.code ? 'auth.two_factor_wrong' : 'auth.two_factor_required', message: 'code' }] });
      if (body.password !== 'Right123!') return reply.code(401).send({ status: 'error', errors: [{ field: '', code: 'auth.invalid_credentials', message: 'no' }] });
      return { status: 'ok', data: { token: 'new-session-token' } };
    }
    if (request.url.startsWith('/api/v1/dashboard/profile')) return { status: 'ok', data: { name: body.name } };
    return reply.code(404).send({ status: 'error', errors: [] });
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address() as { port: number };

  edge = Fastify();
  await edge.register(fastifyCookie);
  registerFormPosts(edge, {
    apiUrl: `http://127.0.0.1:${address.port}`,
    secret: SECRET,
    publicUrl: SITE,
    trustedProxies: [],
    secureCookies: false,
    renderAgain: async (_request, reply, again) => {
      rendered.push(again);
      return reply.code(again.status).type('text/html').send(`<p>${JSON.stringify(again.echo)}</p>`);
    },
  });
  await edge.ready();
});

afterAll(async () => {
  await edge.close();
  await api.close();
});

beforeEach(() => {
  asked.length = 0;
  rendered.length = 0;
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const sameOrigin = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', origin: SITE };

function post(path: string, payload: string, headers: Record<string, string> = sameOrigin, cookie = `auth_token=${PLAYER}`) {
  return edge.inject({ method: 'POST', url: path, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
}

const bonus = (code: string, token = formToken(SECRET, PLAYER)) => form({ _form: 'bonus-code', _csrf: token, code });

describe('a form the browser sends itself', () => {
  it('redeems a bonus code as the app would, and answers 303 to the same page showing the redeemed bonus', async () => {
    const answer = await post('/en/bonus/code', bonus(' WELCOME10 '));
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/en/bonus/code?redeemed=b1');
    expect(asked).toEqual([{ method: 'POST', url: '/api/v1/bonus/code?lang=en', authorization: `Bearer ${PLAYER}`, body: { code: 'WELCOME10' } }]);
  });

  it('renders the page again with the typed code and the API\'s reason when the code is refused', async () => {
    const answer = await post('/de/bonus/code', bonus('EXPIRED'));
    expect(answer.statusCode).toBe(422);
    expect(rendered).toEqual([{ status: 422, echo: { form: 'bonus-code', values: { code: 'EXPIRED' }, errors: [{ field: 'code', code: 'bonus.code_expired' }] } }]);
  });

  it('answers 503 with the page again (never 500) when the API fails', async () => {
    const answer = await post('/en/bonus/code', bonus('BOOM'));
    expect(answer.statusCode).toBe(503);
    expect(rendered[0]!.echo.values).toEqual({ code: 'BOOM' });
  });

  it('saves profile details and answers 303 to the same page saying it saved (the declared `saved` query)', async () => {
    const answer = await post('/pl/player/profile/view', form({ _form: 'profile', _csrf: formToken(SECRET, PLAYER), name: 'Ada', surname: '' }));
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/pl/player/profile/view?saved=1');
    expect(asked).toEqual([expect.objectContaining({ authorization: `Bearer ${PLAYER}`, body: { name: 'Ada' } })]);
  });

  it('signs in: sets the session cookie as the app does and goes to the same-site page asked for', async () => {
    const answer = await post('/en/login', form({ _form: 'sign-in', login: 'demo@casino.test', password: 'Right123!', redirect: '/en/player/balance' }), sameOrigin, '');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/en/player/balance');
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toContain('auth_token=new-session-token');
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/HttpOnly/i); // the app reads it (SPEC.md section 3)
  });

  it('never sends a password back in the page rendered after a refused sign-in', async () => {
    const answer = await post('/en/login', form({ _form: 'sign-in', login: 'demo@casino.test', password: 'Wrong-Secret-9' }), sameOrigin, '');
    expect(answer.statusCode).toBe(422);
    expect(answer.body).not.toContain('Wrong-Secret-9');
    expect(rendered[0]!.echo).toEqual({ form: 'sign-in', values: { login: 'demo@casino.test' }, errors: [{ field: '', code: 'auth.invalid_credentials' }] });
  });
});

describe('two-factor sign-in without JavaScript', () => {
  it('asks for the code with the login kept, and never puts the password or the code in the page', async () => {
    const first = await post('/en/login', form({ _form: 'sign-in', login: 'two@casino.test', password: 'Right123!' }), sameOrigin, '');
    expect(first.statusCode).toBe(422);
    expect(first.body).not.toContain('Right123!');
    expect(rendered[0]!.echo).toEqual({ form: 'sign-in', values: { login: 'two@casino.test' }, errors: [{ field: 'code', code: 'auth.two_factor_required' }] });
    const wrong = await post('/en/login', form({ _form: 'sign-in', login: 'two@casino.test', password: 'Right123!', code: '999999' }), sameOrigin, '');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).not.toMatch(/Right123!|999999/);
    expect(rendered[1]!.echo.errors).toEqual([{ field: 'code', code: 'auth.two_factor_wrong' }]);
    expect(first.headers['set-cookie']).toBeUndefined();
  });

  it('signs in with the password typed again and the code, in one call to the API, as the app does', async () => {
    const answer = await post('/en/login', form({ _form: 'sign-in', login: 'two@casino.test', password: 'Right123!', code: '123456' }), sameOrigin, '');
    expect(answer.statusCode).toBe(303);
    expect(String(answer.headers['set-cookie'])).toContain('auth_token=new-session-token');
    expect(asked).toEqual([expect.objectContaining({ body: { login: 'two@casino.test', password: 'Right123!', code: '123456' } })]);
  });
});

describe('cross-site request forgery', () => {
  it('refuses a deposit-like form another site makes the browser send with the player\'s cookie', async () => {
    const attacks: Record<string, string>[] = [
      { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-site', origin: 'https://sub.casino.test' },
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    ];
    for (const headers of attacks) {
      // Another site's POST carries no SameSite=Lax cookie: the edge sees a guest.
      for (const cookie of ['', `auth_token=${PLAYER}`]) {
        const answer = await post('/de/bonus/code', bonus('WELCOME10'), headers, cookie);
        expect(answer.statusCode).toBe(403);
        // A page the player can read, in the page's language, that says what happened: never the guest's page (the
        // sign-in page, or an empty shell without JavaScript), never JSON.
        expect(answer.headers['content-type']).toMatch(/^text\/html/);
        expect(answer.headers['cache-control']).toMatch(/no-store/);
        expect(answer.body).toContain('<html lang="de">');
        expect(answer.body).toContain('<title>Dieses Formular wurde von einer anderen Website gesendet</title>');
        expect(answer.body).toContain('href="/de/bonus/code"');
        expect(answer.body).not.toContain('WELCOME10');
      }
    }
    // Nothing moved: the API was never asked, and no page was drawn for the request.
    expect(asked).toEqual([]);
    expect(rendered).toEqual([]);
  });

  it('answers another site\'s deposit and profile forms with the same page, in each page\'s language', async () => {
    const crossSite = { ...sameOrigin, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
    const deposit = await post('/fr/player/balance', form({ _form: 'deposit', methodId: 'card', amount: '500' }), crossSite, '');
    expect(deposit.statusCode).toBe(403);
    expect(deposit.body).toContain('Ce formulaire a été envoyé depuis un autre site');
    const profile = await post('/ru/player/profile/view', form({ _form: 'profile', name: 'Mallory' }), crossSite, '');
    expect(profile.statusCode).toBe(403);
    expect(profile.body).toContain('Эта форма отправлена с другого сайта');
    expect(asked).toEqual([]);
  });

  it('keeps what was typed but never a password when a cross-site sign-in is refused', async () => {
    const answer = await post('/fr/login', form({ _form: 'sign-in', login: 'demo@casino.test', password: 'Secret-Pass-1' }), { ...sameOrigin, 'sec-fetch-site': 'cross-site' }, '');
    expect(answer.statusCode).toBe(403);
    expect(answer.body).not.toContain('Secret-Pass-1');
    expect(rendered).toEqual([{ status: 403, echo: { form: 'sign-in', values: { login: 'demo@casino.test' }, errors: [{ field: '', code: 'form.cross-site' }] } }]);
    expect(asked).toEqual([]);
  });

  it('refuses a cross-site form whose fields are unreadable too, with nothing typed kept', async () => {
    const answer = await post('/en/login', `${form({ _form: 'sign-in', login: 'one@casino.test' })}&login=two@casino.test`, { ...sameOrigin, 'sec-fetch-site': 'cross-site' }, '');
    expect(answer.statusCode).toBe(403);
    expect(rendered[0]!.echo.values).toEqual({});
    expect(asked).toEqual([]);
  });

  it('refuses a signed-in player\'s form without the session\'s token, or with another session\'s', async () => {
    const other = formToken(SECRET, 'another-players-token');
    for (const payload of [form({ _form: 'bonus-code', code: 'WELCOME10' }), bonus('WELCOME10', ''), bonus('WELCOME10', other), bonus('WELCOME10', 'forged')]) {
      const answer = await post('/en/bonus/code', payload);
      expect(answer.statusCode).toBe(403);
    }
    expect(asked).toEqual([]);
    // The page comes back (with this session's token, drawn by the render) and says the form did not go through.
    expect(rendered.map((again) => again.echo.errors)).toEqual(Array(4).fill([{ field: '', code: 'form.token' }]));
  });

  it('sends a player form without a session to sign in, then back', async () => {
    const answer = await post('/en/bonus/code', bonus('WELCOME10'), sameOrigin, '');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/en/login?redirect=%2Fen%2Fbonus%2Fcode');
    expect(asked).toEqual([]);
  });
});

describe('bad bodies: 4xx, never 500, nothing sent to the API', () => {
  it.each([
    ['an oversized body', bonus('A'.repeat(FORM_BODY_LIMIT + 10)), sameOrigin, 413],
    ['a field sent twice', `${bonus('ONE')}&code=TWO`, sameOrigin, 400],
    ['a field too long', bonus('A'.repeat(2000)), sameOrigin, 400],
    ['JSON instead of a form', JSON.stringify({ _form: 'bonus-code', code: 'X' }), { ...sameOrigin, 'content-type': 'application/json' }, 415],
    ['text instead of a form', 'code=X', { ...sameOrigin, 'content-type': 'text/plain' }, 415],
    ['no form id', form({ code: 'X' }), sameOrigin, 400],
    ['a form of another page', form({ _form: 'sign-in', login: 'a', password: 'b' }), sameOrigin, 400],
    ['a prototype key as form id', form({ _form: '__proto__' }), sameOrigin, 400],
    ['malformed escapes', '_form=bonus-code&code=%E0%A4%A&%%%', sameOrigin, 403],
  ])('%s', async (_name, payload, headers, status) => {
    const answer = await post('/en/bonus/code', payload, headers);
    expect(answer.statusCode).toBe(status);
    expect(asked).toEqual([]);
  });

  it('answers 404 for a form posted to an address that is no page with forms', async () => {
    expect((await post('/xx/bonus/code', bonus('A'))).statusCode).toBe(404);
    expect((await post('/', bonus('A'))).statusCode).toBe(404);
  });
});

describe('open redirects', () => {
  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', '/\\/evil.example', '\t//evil.example', 'javascript:alert(1)', '/en\r\nSet-Cookie:x=1', ' /en'])(
    'a sign-in never goes to %j',
    async (target) => {
      const answer = await post('/en/login', form({ _form: 'sign-in', login: 'demo@casino.test', password: 'Right123!', redirect: target }), sameOrigin, '');
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/en');
    },
  );

  it('keeps a same-site path with its query', () => {
    expect(sameSitePath('/en/games?tab=new')).toBe('/en/games?tab=new');
    expect(sameSitePath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(sameSitePath('//evil.example')).toBeNull();
  });
});

describe('isCrossSite', () => {
  it('trusts Sec-Fetch-Site first, then Origin; a request with neither is no cross-site form of a browser', () => {
    expect(isCrossSite({ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }, [SITE])).toBe(false);
    expect(isCrossSite({ 'sec-fetch-site': 'none' }, [SITE])).toBe(true);
    expect(isCrossSite({ origin: SITE }, [SITE])).toBe(false);
    expect(isCrossSite({ origin: 'null' }, [SITE])).toBe(true);
    expect(isCrossSite({}, [SITE])).toBe(false);
  });
});
