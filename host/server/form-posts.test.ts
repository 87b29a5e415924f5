import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { FORM_BODY_LIMIT, FORM_DONE_COOKIE, formToken, isCrossSite, readFormDone, registerFormPosts, sameSitePath, signFormDone, type FormRenderAgain } from './form-posts';

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
    // The cashier: one card method from 10 to 1,000; bonus 7 needs 20; bonus 8 would cancel an active reward; bonus 9
    // cannot be activated after the deposit.
    if (request.url === '/api/v1/cashier')
      return {
        status: 'ok',
        data: {
          currency: 'EUR',
          balance: '40.00',
          canDeposit: true,
          deposit: [{ id: 'card', min: '10.00', max: '1000.00' }],
          withdrawal: [{ id: 'card-out', type: 'card', min: '10.00', max: '1000.00' }, { id: 'usdt-out', type: 'crypto', min: '10.00', max: '1000.00' }],
        },
      };
    // A withdrawal waits as pending (the reference API's simulated provider), in the account's own currency.
    if (request.url === '/api/v1/cashier/withdrawal' && Number(body.amount) > 40)
      return reply.code(409).send({ status: 'error', errors: [{ field: 'amount', code: 'funds.insufficient', message: 'insufficient funds' }] });
    if (request.url === '/api/v1/cashier/withdrawal') return { status: 'ok', data: { id: 2, kind: 'withdrawal', status: 'pending', amount: Number(body.amount).toFixed(2), currency: 'EUR' } };
    if (request.url === '/api/v1/bonus-campaign/verify-rules')
      return { status: 'ok', data: Number(body.depositAmount) < 20 && body.bonusId === 7 ? { ok: false, violations: [{ rule: 'min-deposit', message: 'min' }] } : { ok: true, violations: [] } };
    if (request.url.startsWith('/api/v1/bonus-campaign/can-lose-gamification-reward')) return { status: 'ok', data: { canLose: request.url.endsWith('bonusId=8'), reward: null } };
    if (request.url === '/api/v1/cashier/deposit') return { status: 'ok', data: { id: 1, kind: 'deposit', status: 'completed', amount: '25.00', currency: 'EUR' } };
    if (request.url.startsWith('/api/v1/bonus-campaign/9/activate')) return reply.code(409).send({ status: 'error', errors: [{ field: '', code: 'bonus.active_exists', message: 'no' }] });
    if (/^\/api\/v1\/bonus-campaign\/\d+\/activate/.test(request.url)) return { status: 'ok', data: { handled: true, bonus: { title: 'Welcome 100%' } } };
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

describe('the cashier\'s deposit without JavaScript: the bonus choice and the question before it', () => {
  const deposit = (fields: Record<string, string>) => form({ _form: 'deposit', _csrf: formToken(SECRET, PLAYER), methodId: 'card', ...fields });
  const doneOf = (setCookie: unknown) => {
    const cookie = [setCookie].flat().map(String).find((line) => line.startsWith(`${FORM_DONE_COOKIE}=`));
    return cookie ? readFormDone(SECRET, PLAYER, decodeURIComponent(cookie.split(';')[0]!.slice(FORM_DONE_COOKIE.length + 1))) : undefined;
  };

  it('asks first, as the app does: the page again with its question, and no money moved', async () => {
    const answer = await post('/en/player/balance', deposit({ amount: '25', bonusId: '8' }));
    expect(answer.statusCode).toBe(200);
    expect(rendered).toEqual([
      { status: 200, echo: { form: 'deposit', values: { methodId: 'card', amount: '25', bonusId: '8' }, errors: [], confirm: { notes: ['loses-reward'] } } },
    ]);
    // Only the checks the app makes before its dialog: the method's limits, the bonus's rules, the reward it would cancel.
    expect(asked.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/v1/cashier',
      'POST /api/v1/bonus-campaign/verify-rules',
      'GET /api/v1/bonus-campaign/can-lose-gamification-reward?bonusId=8',
    ]);
    expect(asked[1]!.body).toEqual({ bonusId: 8, depositAmount: '25' });
  });

  it.each([
    ['an amount under the method\'s minimum', { amount: '5' }, { field: 'amount', code: 'cashier.amount.min' }],
    ['an amount that is not one', { amount: 'ten' }, { field: 'amount', code: 'cashier.amount.format' }],
    ['a bonus whose rules the amount breaks', { amount: '15', bonusId: '7' }, { field: 'bonusId', code: 'cashier.bonusRule.min-deposit' }],
    ['a bonus that is no id', { amount: '25', bonusId: '7 OR 1=1' }, { field: 'bonusId', code: 'validation.invalid' }],
  ])('refuses %s before asking, keeping what was typed', async (_name, fields, error) => {
    const answer = await post('/en/player/balance', deposit(fields));
    expect(answer.statusCode).toBe(422);
    expect(rendered[0]!.echo.errors).toEqual([error]);
    expect(rendered[0]!.echo.confirm).toBeUndefined();
    expect(asked.map((call) => call.url)).not.toContain('/api/v1/cashier/deposit');
  });

  it('deposits once confirmed, activates the chosen bonus after the completed deposit, and hands the next page the result', async () => {
    const answer = await post('/en/player/balance', deposit({ amount: '25', bonusId: '8', confirmed: '1' }));
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/en/player/balance');
    expect(asked.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/v1/cashier/deposit', 'POST /api/v1/bonus-campaign/8/activate?lang=en']);
    expect(asked[0]!.body).toEqual({ methodId: 'card', amount: '25' });
    const cookie = [answer.headers['set-cookie']].flat().map(String).find((line) => line.startsWith(`${FORM_DONE_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/en\/player\/balance/);
    expect(doneOf(answer.headers['set-cookie'])).toEqual({
      form: 'deposit',
      result: { kind: 'deposit', status: 'completed', amount: '25.00', currency: 'EUR', bonusId: '8', bonusTitle: 'Welcome 100%' },
    });
  });

  it('keeps the deposit when the bonus is refused after it, and says why', async () => {
    const answer = await post('/en/player/balance', deposit({ amount: '25', bonusId: '9', confirmed: '1' }));
    expect(answer.statusCode).toBe(303);
    expect(doneOf(answer.headers['set-cookie'])?.result).toEqual({ kind: 'deposit', status: 'completed', amount: '25.00', currency: 'EUR', bonusId: '9', bonusRefused: 'bonus.active_exists' });
  });

  it('deposits without a bonus when none is chosen', async () => {
    await post('/en/player/balance', deposit({ amount: '25', bonusId: '', confirmed: '1' }));
    expect(asked.map((call) => call.url)).toEqual(['/api/v1/cashier/deposit']);
  });

  it('never lets a visitor write the result a page shows: a forged, another session\'s or an expired one is refused', () => {
    const done = { form: 'deposit' as const, result: { kind: 'deposit', status: 'completed', amount: '1000000.00', currency: 'EUR' } };
    const now = Date.now();
    const signed = signFormDone(SECRET, PLAYER, done, now);
    expect(readFormDone(SECRET, PLAYER, signed, now)).toEqual(done);
    const [payload] = signed.split('.');
    expect(readFormDone(SECRET, PLAYER, `${payload}.forged`, now)).toBeUndefined();
    // The signed result with another amount written into it.
    const tampered = Buffer.from(JSON.stringify({ ...done, result: { ...done.result, amount: '5000000.00' }, exp: now + 60_000 })).toString('base64url');
    expect(readFormDone(SECRET, PLAYER, `${tampered}.${signed.split('.')[1]}`, now)).toBeUndefined();
    expect(readFormDone(SECRET, 'another-players-token', signed, now)).toBeUndefined();
    expect(readFormDone('another-edge-secret', PLAYER, signed, now)).toBeUndefined();
    expect(readFormDone(SECRET, PLAYER, signed, now + 61_000)).toBeUndefined();
    expect(readFormDone(SECRET, PLAYER, 'x'.repeat(5000), now)).toBeUndefined();
    expect(readFormDone(SECRET, PLAYER, undefined, now)).toBeUndefined();
  });
});

describe('the cashier\'s withdrawal without JavaScript: the same checks and question as the app', () => {
  const withdrawal = (fields: Record<string, string>, token = formToken(SECRET, PLAYER)) => form({ _form: 'withdrawal', _csrf: token, methodId: 'card-out', ...fields });
  const doneOf = (setCookie: unknown, player = PLAYER) => {
    const cookie = [setCookie].flat().map(String).find((line) => line.startsWith(`${FORM_DONE_COOKIE}=`));
    return cookie ? readFormDone(SECRET, player, decodeURIComponent(cookie.split(';')[0]!.slice(FORM_DONE_COOKIE.length + 1))) : undefined;
  };
  const moved = () => asked.filter((call) => call.url.startsWith('/api/v1/cashier/withdrawal'));

  it('asks first: the page again with the app\'s question, only the cashier read, nothing moved', async () => {
    const answer = await post('/en/player/balance', withdrawal({ amount: '30' }));
    expect(answer.statusCode).toBe(200);
    expect(rendered).toEqual([{ status: 200, echo: { form: 'withdrawal', values: { methodId: 'card-out', amount: '30' }, errors: [], confirm: { notes: [] } } }]);
    expect(asked.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/v1/cashier']);
  });

  it.each([
    ['under the method\'s minimum', { amount: '5' }, { field: 'amount', code: 'cashier.amount.min' }],
    ['more than the balance', { amount: '40.01' }, { field: 'amount', code: 'funds.insufficient' }],
    ['a crypto method without a wallet', { methodId: 'usdt-out', amount: '20', address: '' }, { field: 'address', code: 'cashier.address.invalid' }],
  ])('refuses %s before asking, keeping what was typed', async (_name, fields, error) => {
    const answer = await post('/en/player/balance', withdrawal(fields));
    expect(answer.statusCode).toBe(422);
    expect(rendered[0]!.echo).toEqual({ form: 'withdrawal', values: expect.objectContaining({ amount: fields.amount }), errors: [error] });
    expect(moved()).toEqual([]);
  });

  it('withdraws once confirmed, back to the withdrawal tab, and hands that page the result, signed for this session', async () => {
    const answer = await post('/en/player/balance', withdrawal({ amount: '30,5', confirmed: '1' }));
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/en/player/balance?cashier=withdrawal');
    expect(asked).toEqual([{ method: 'POST', url: '/api/v1/cashier/withdrawal', authorization: `Bearer ${PLAYER}`, body: { methodId: 'card-out', amount: '30.5' } }]);
    const cookie = [answer.headers['set-cookie']].flat().map(String).find((line) => line.startsWith(`${FORM_DONE_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/en\/player\/balance;/);
    // Never in the address: the query names the tab only.
    expect(answer.headers.location).not.toMatch(/30|pending/);
    expect(doneOf(answer.headers['set-cookie'])).toEqual({ form: 'withdrawal', result: { kind: 'withdrawal', status: 'pending', amount: '30.50', currency: 'EUR' } });
    // Another session cannot read it: bound to this one.
    expect(doneOf(answer.headers['set-cookie'], 'another-players-token')).toBeUndefined();
  });

  it('ignores a currency written into the form: the API pays out in the account\'s own', async () => {
    await post('/en/player/balance', withdrawal({ amount: '30', currency: 'BTC', confirmed: '1' }));
    expect(moved().map((call) => call.body)).toEqual([{ methodId: 'card-out', amount: '30' }]);
  });

  it.each([['-30'], ['thirty'], ['1e9'], ['0'], ['30 OR 1=1']])(
    'refuses the amount %p in a question someone edited: 422 with the amount\'s code, never 500, nothing moved',
    async (amount) => {
      const answer = await post('/en/player/balance', withdrawal({ amount, confirmed: '1' }));
      expect(answer.statusCode).toBe(422);
      expect(rendered[0]!.echo.errors).toEqual([{ field: 'amount', code: 'cashier.amount.format' }]);
      expect(asked).toEqual([]);
    },
  );

  it('answers the API\'s refusal of a confirmed withdrawal (the balance spent meanwhile) with the page again, its code beside the amount', async () => {
    const answer = await post('/en/player/balance', withdrawal({ amount: '100', confirmed: '1' }));
    expect(answer.statusCode).toBe(422);
    expect(rendered).toEqual([{ status: 422, echo: { form: 'withdrawal', values: { methodId: 'card-out', amount: '100' }, errors: [{ field: 'amount', code: 'funds.insufficient' }] } }]);
    expect(doneOf(answer.headers['set-cookie'])).toBeUndefined();
  });

  it('refuses a withdrawal another site makes the browser send, and one with another session\'s form token', async () => {
    const crossSite = await post('/en/player/balance', withdrawal({ amount: '30', confirmed: '1' }), { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    const otherToken = await post('/en/player/balance', withdrawal({ amount: '30', confirmed: '1' }, formToken(SECRET, 'another-players-token')));
    expect(otherToken.statusCode).toBe(403);
    expect(rendered.at(-1)!.echo.errors).toEqual([{ field: '', code: 'form.token' }]);
    const signedOut = await post('/en/player/balance', withdrawal({ amount: '30', confirmed: '1' }, ''), sameOrigin, '');
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe('/en/login?redirect=%2Fen%2Fplayer%2Fbalance');
    expect(asked).toEqual([]);
  });

  it('never lets a page say a withdrawal happened that did not: a deposit\'s result, a forged, another session\'s or a replayed late one', () => {
    const now = Date.now();
    const done = { form: 'withdrawal' as const, result: { kind: 'withdrawal', status: 'pending', amount: '30.00', currency: 'EUR' } };
    const signed = signFormDone(SECRET, PLAYER, done, now);
    expect(readFormDone(SECRET, PLAYER, signed, now)).toEqual(done);
    expect(readFormDone(SECRET, 'another-players-token', signed, now)).toBeUndefined();
    expect(readFormDone(SECRET, PLAYER, signed, now + 61_000)).toBeUndefined();
    const [payload, mac] = signed.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const rewritten = Buffer.from(JSON.stringify({ ...claims, result: { ...claims.result, amount: '3000.00' } })).toString('base64url');
    expect(readFormDone(SECRET, PLAYER, `${rewritten}.${mac}`, now)).toBeUndefined();
    // A deposit's result stays a deposit's: the withdrawal tab reads only a result of the withdrawal form.
    expect(readFormDone(SECRET, PLAYER, signFormDone(SECRET, PLAYER, { form: 'deposit', result: done.result }, now), now)?.form).toBe('deposit');
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
