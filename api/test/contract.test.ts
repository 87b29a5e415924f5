import { Value } from 'typebox/value';
import { ApiErrorBody, ok } from '@casino/contract/schemas';
import { ENDPOINTS, endpointPath, type EndpointName, type EndpointRoute } from '@casino/contract';
import { ENDPOINT_SCHEMAS } from '@casino/contract/schemas/endpoint-schemas';
import { call, routesOf, startTestApi, type TestApi } from './harness';

/**
 * The endpoint map (contract/src/endpoints.ts) is the API: every registered route is in it and every entry is
 * registered, and real answers (seeded database, signed-in demo player) fit the response schemas, checked with
 * TypeBox on the wire body, so a field the serialiser drops or a value of the wrong shape fails with its endpoint.
 */

const DEMO = { login: 'demo@casino.test', password: 'Demo12345!' };

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ authRateLimitPerMinute: 0 });
});
afterAll(async () => api.close());

const fullPath = (name: EndpointName) => {
  const endpoint: EndpointRoute = ENDPOINTS[name];
  return endpoint.root ? endpoint.path : `/api/v1${endpoint.path}`;
};

// Fastify's route tree prints one segment for parameters that share a position (`:bonusId|:id`): compare shapes.
const shape = (method: string, path: string) => `${method} ${path.replace(/\/:[^/]+/g, '/:param')}`;

test('every registered route is in the endpoint map, and every endpoint of the map is registered', () => {
  const registered = routesOf(api.app).map((r) => shape(r.method, r.url)).sort();
  const mapped = (Object.keys(ENDPOINTS) as EndpointName[]).map((name) => shape(ENDPOINTS[name].method, fullPath(name))).sort();
  expect(registered).toEqual(mapped);
});

interface Input {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  token?: string;
}

/** The first difference between an answer and its schema, or undefined when it fits. */
function mismatch(name: EndpointName, status: number, body: unknown): string | undefined {
  const endpoint: EndpointRoute = ENDPOINTS[name];
  if (status >= 400) {
    const error = Value.Errors(ApiErrorBody, body)[0];
    return `HTTP ${status} ${JSON.stringify(body).slice(0, 300)}${error ? ` (error body: ${error.instancePath} ${error.message})` : ''}`;
  }
  if (endpoint.answers) return typeof body === 'string' && body.length > 0 ? undefined : `empty ${endpoint.answers} body`;
  const error = Value.Errors(ok(ENDPOINT_SCHEMAS[name].response), body)[0];
  return error ? `${error.instancePath || '/'} ${error.message} (got ${JSON.stringify(Value.Pointer.Get(body as object, error.instancePath))?.slice(0, 120)})` : undefined;
}

const checked = new Set<EndpointName>();
/** Calls one endpoint as a browser would and fails, naming it, when the answer does not fit its schema. */
async function expectFits(name: EndpointName, input: Input = {}): Promise<any> {
  const endpoint: EndpointRoute = ENDPOINTS[name];
  const query = new URLSearchParams(Object.entries(input.query ?? {}).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const url = endpointPath(fullPath(name), input.params) + (query ? `?${query}` : '');
  const answer = await call(api, endpoint.method, url, { token: input.token, body: input.body });
  const problem = mismatch(name, answer.status, answer.body);
  if (problem) throw new Error(`${name} (${endpoint.method} ${url}): ${problem}`);
  checked.add(name);
  return answer.body?.data;
}

test('real answers of every GET endpoint and the main commands fit their response schemas', async () => {
  const { token } = await expectFits('auth.signIn', { body: DEMO });
  const signedIn = { token };
  const lang = { lang: 'en' };

  // Public content
  await expectFits('settings.get');
  await expectFits('payments.currencies');
  await expectFits('auth.socialApps');
  // Social sign-in's start answers a redirect to the provider (test/social-oidc.test.ts drives it against a real one);
  // with no provider configured here it is a 404 with its code.
  const oidcStart = await call(api, 'GET', '/api/v1/social/oidc/start?provider=google');
  expect({ status: oidcStart.status, code: oidcStart.body.errors[0].code }).toEqual({ status: 404, code: 'auth.provider_unknown' });
  checked.add('auth.oidcStart');
  for (const name of ['content.pages', 'content.banners', 'content.promo', 'content.menu', 'content.chat', 'content.countries', 'blog.authors', 'blog.tags'] as const)
    await expectFits(name, { query: lang });
  const pages = await expectFits('content.pages', { query: lang });
  await expectFits('content.page', { params: { slug: pages.items[0].slug }, query: lang });
  const icons = await expectFits('content.footerIcons', { query: lang });
  const iconFile = JSON.stringify(icons).match(/footer-icons\/([a-z0-9-]+\.svg)/)![1]!;
  await expectFits('content.footerIcon', { params: { file: iconFile } });
  const banners = await expectFits('content.banners', { query: lang });
  await expectFits('content.image', { params: { file: banners.items[0].image.split('/').pop() } });
  const articles = await expectFits('blog.articles', { query: lang });
  await expectFits('blog.article', { params: { id: articles.items[0].slug }, query: lang });
  const authors = await expectFits('blog.authors', { query: lang });
  await expectFits('blog.authorArticles', { params: { id: authors.items[0].slug }, query: lang });
  const tags = await expectFits('blog.tags', { query: lang });
  await expectFits('blog.tagArticles', { params: { id: tags.items[0].slug }, query: lang });
  const news = await expectFits('news.list', { query: lang });
  await expectFits('news.article', { params: { id: news.items[0].slug }, query: lang });
  const help = await expectFits('help.list', { query: lang });
  await expectFits('help.article', { params: { id: help.categories[0].articles[0].slug }, query: lang });
  await expectFits('routeData.get', { query: { path: '/en/promotions' } });

  // Games
  await expectFits('game.tabs', { query: lang });
  await expectFits('game.tabHome', { query: lang, token });
  await expectFits('game.sections', { query: { tab: 'home', lang: 'en' }, token });
  const search = await expectFits('game.search', { query: { query: 'book', perPage: 5 }, token });
  const game = search.items[0];
  await expectFits('game.windowSearch', { query: { query: 'book' }, token });
  await expectFits('game.providersByCategory', { query: { category: 'slots' } });
  await expectFits('game.info', { params: { slug: game.slug }, token });
  await expectFits('game.thumbnail', { params: { file: `${game.id}.svg` } });
  await expectFits('game.liveInfo', { params: { currency: 'EUR' } });
  await expectFits('game.contributionGames', { query: { perPage: 5 } });
  await expectFits('game.toggleFavorite', { params: { gameId: game.id }, ...signedIn });
  await expectFits('game.favorites', signedIn);
  await expectFits('game.lastPlayed', signedIn);
  await expectFits('jackpots.pool', { query: { currency: 'EUR' } });

  // Play: launch, the slot's page and state, one round, the history
  const demo = await expectFits('play.demo', { body: { slug: game.slug, lang: 'en' }, ...signedIn });
  await expectFits('play.demoLink', { query: { slug: game.slug }, ...signedIn });
  const real = await expectFits('play.real', { body: { gameId: game.id }, ...signedIn });
  await expectFits('play.realLink', { query: { gameId: game.id }, ...signedIn });
  await expectFits('play.slotPage', { params: { sessionToken: demo.sessionToken } });
  const state = await expectFits('play.slotState', { params: { sessionToken: real.sessionToken } });
  await expectFits('play.spin', { params: { sessionToken: real.sessionToken }, body: { bet: state.bets[0] } });
  await expectFits('play.rounds', { query: { mode: 'all' }, ...signedIn });

  // Tournaments, races
  const active = await expectFits('tournaments.active', { query: lang, token });
  await expectFits('tournaments.calendar', { query: lang });
  await expectFits('tournaments.closed', { query: lang, token });
  const tournament = active[0];
  await expectFits('tournaments.details', { params: { id: tournament.id }, query: lang, token });
  await expectFits('tournaments.join', { params: { id: tournament.id }, ...signedIn });
  await expectFits('tournaments.drifts', { params: { id: tournament.id }, token });
  const tournamentGames = await expectFits('tournaments.games', { params: { id: tournament.id }, token });
  await expectFits('tournaments.leaderboard', { params: { id: tournament.id }, token });
  await expectFits('tournaments.maxFreeWin', { params: { tournamentId: tournament.id, gameId: tournamentGames.items[0].id }, token });
  const race = await expectFits('races.latest', { query: lang, token });
  await expectFits('races.latestLeaderboard', { token });
  const stage = { params: { id: race.stages[0].id }, token };
  await expectFits('races.stage', { ...stage, query: lang });
  await expectFits('races.stageLeaderboard', stage);
  await expectFits('races.stageDrifts', stage);
  await expectFits('races.stageBonusGames', stage);
  await expectFits('races.stageGames', stage);

  // The player: display data, dashboard, history, cashier, bonuses
  await expectFits('player.displayData', signedIn);
  for (const name of [
    'dashboard.balance',
    'dashboard.points',
    'dashboard.currencyAccounts',
    'dashboard.profile',
    'dashboard.subscriptions',
    'dashboard.advertisements',
    'dashboard.responsibleGaming',
    'rg.overview',
    'rg.history',
    'rg.profile',
    'dashboard.security',
    'dashboard.authHistory',
    'dashboard.documents',
    'dashboard.cards',
    'history.payments',
    'history.bonuses',
    'history.points',
    'payments.cashier',
    'bonuses.forDashboard',
    'bonuses.forCashbox',
    'bonuses.canLoseReward',
    'bonuses.wageringProgress',
  ] as const)
    await expectFits(name, signedIn);
  await expectFits('dashboard.requestEmailConfirmation', { body: { email: 'demo.new@casino.test' }, ...signedIn });
  await expectFits('dashboard.emailSignature', signedIn);
  await expectFits('dashboard.updateProfile', { body: { city: 'Lisbon' }, ...signedIn });
  await expectFits('bonuses.forGamePage', { params: { gameGlobalId: String(game.id) }, query: lang, ...signedIn });
  const redeemed = await expectFits('bonuses.redeemCode', { body: { code: 'WELCOME10' }, query: lang, ...signedIn });
  const bonuses = await expectFits('bonuses.history', { query: lang, ...signedIn });
  await expectFits('bonuses.historyInfo', { params: { bonusUuid: redeemed.bonus.uuid ?? bonuses.items[0].uuid }, ...signedIn });
  const cashier = await expectFits('payments.cashier', signedIn);
  await expectFits('payments.deposit', { body: { methodId: cashier.deposit[0].id, amount: cashier.deposit[0].min }, ...signedIn });

  // A new player, then the token's end of life
  const registered = await expectFits('auth.register', {
    body: { email: 'contract@example.test', password: 'Contract123', termsAccepted: true },
  });
  await expectFits('dev.outbox', { query: { recipient: 'contract@example.test' } });
  const refreshed = await expectFits('auth.refreshToken', { token: registered.token });
  await expectFits('auth.logout', { token: refreshed.token });

  const gets = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => ENDPOINTS[name].method === 'GET');
  expect(gets.filter((name) => !checked.has(name))).toEqual([]);
});

describe('errors carry a code a program can branch on', () => {
  const firstError = async (method: string, path: string, body?: unknown) => {
    const answer = await call(api, method, path, { body });
    expect(Value.Check(ApiErrorBody, answer.body)).toBe(true);
    const { field, code } = answer.body.errors[0];
    return { status: answer.status, field, code };
  };

  test('validation maps each failed rule to its code, on the field', async () => {
    expect(await firstError('POST', '/api/v1/sign-in', { password: 'x' })).toEqual({ status: 400, field: 'body.login', code: 'validation.required' });
    const registration = { email: 'not-an-email', password: 'short', termsAccepted: true };
    const answer = await call(api, 'POST', '/api/v1/registration', { body: registration });
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.email', code: 'validation.format' }),
        expect.objectContaining({ field: 'body.password', code: 'validation.too_short' }),
      ]),
    );
    expect(await firstError('GET', '/api/v1/game/search?perPage=1000')).toMatchObject({ status: 400, code: 'validation.out_of_range' });
  });

  test('sign-in, registration and the rest name what went wrong', async () => {
    expect(await firstError('POST', '/api/v1/sign-in', { login: DEMO.login, password: 'Wrong12345!' })).toEqual({
      status: 401,
      field: 'authorization',
      code: 'auth.invalid_credentials',
    });
    expect(await firstError('POST', '/api/v1/registration', { email: DEMO.login, password: 'Another123', termsAccepted: true })).toEqual({
      status: 409,
      field: 'email',
      code: 'conflict.email_taken',
    });
    expect(await firstError('GET', '/api/v1/player/display-data')).toMatchObject({ status: 401, code: 'auth.required' });
    expect(await firstError('GET', '/api/v1/nope')).toMatchObject({ status: 404, code: 'not_found' });
    expect(await firstError('GET', '/api/v1/pages/nope')).toMatchObject({ status: 404, field: 'slug', code: 'not_found' });
  });
});
