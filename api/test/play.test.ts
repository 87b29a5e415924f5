import { call, createPlayerWithToken, startTestApi, type TestApi } from './harness';

let api: TestApi;
let slotGameId: number;
let liveGameId: number;
beforeAll(async () => {
  api = await startTestApi();
  slotGameId = (await call(api, 'GET', '/api/v1/game/search?category=slots&perPage=1')).body.data.items[0].id;
  liveGameId = (await call(api, 'GET', '/api/v1/game/search?category=live&perPage=1')).body.data.items[0].id;
});
afterAll(async () => {
  await api.close();
});

const realBalance = (playerId: number) =>
  (api.app.db.prepare('SELECT balance_cents FROM accounts WHERE player_id = ? AND is_current = 1').pluck().get(playerId) as number);
const extras = (playerId: number) =>
  api.app.db.prepare('SELECT demo_balance_cents AS demo, points_cents AS points FROM player_wallet_extras WHERE player_id = ?').get(playerId) as {
    demo: number;
    points: number;
  };
const sessionPath = (launchUrl: string) => new URL(launchUrl, 'http://x').pathname;

describe('real play', () => {
  test('launch returns a URL under /api/v1 serving a self-contained slot with a nonce CSP', async () => {
    const { token } = createPlayerWithToken(api);
    const launch = await call(api, 'POST', '/api/v1/game/real', { token, body: { gameId: slotGameId, lang: 'pl' } });
    expect(launch.status).toBe(200);
    expect(launch.body.data).toMatchObject({ mode: 'real', currency: 'EUR', balance: '100.00', game: { id: slotGameId } });
    expect(launch.body.data.launchUrl).toMatch(/^\/api\/v1\/game\/launch\/[A-Za-z0-9_-]+\?lang=pl$/);

    const page = await fetch(api.url + launch.body.data.launchUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy')!;
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1];
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    const html = await page.text();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain('Zakręć');
    expect(html).toContain('<html lang="pl">');
    expect(html).not.toMatch(/src="http|href="http/);

    const de = await (await fetch(api.url + sessionPath(launch.body.data.launchUrl) + '?lang=de')).text();
    expect(de).toContain('Drehen');
    expect(de).toContain('Guthaben');
  });

  test('the frame writes money, bets and the RTP as the site does in the page language', async () => {
    const { token } = createPlayerWithToken(api);
    const launch = await call(api, 'POST', '/api/v1/game/real', { token, body: { gameId: slotGameId, lang: 'de' } });
    const path = sessionPath(launch.body.data.launchUrl);
    const state = (await call(api, 'GET', `${path}/state`)).body.data;
    const page = (lang: string) => fetch(`${api.url}${path}?lang=${lang}`).then((response) => response.text());
    const rtp = Number(state.rtp);

    const de = await page('de');
    expect(de).toContain('<output id="balance">100,00\u00a0€</output>');
    expect(de).toContain('<output id="lastWin">0,00\u00a0€</output>');
    expect(de).toContain(`RTP ${new Intl.NumberFormat('de', { style: 'percent', minimumFractionDigits: 2 }).format(rtp / 100)}`);
    expect(de).not.toMatch(/\d\.\d\d EUR|\d%<\/summary>/);
    // the script writes later amounts with the same Intl options as the site's formatter
    const json = JSON.parse(/<script type="application\/json" id="state"[^>]*>([^<]*)<\/script>/.exec(de)![1]!);
    expect(json.format.money).toEqual({ locale: 'de', options: { style: 'currency', currency: 'EUR' } });
    expect(json.format.bets[0]).toMatch(/^\d+,\d\d\u00a0€$/);

    const en = await page('en');
    expect(en).toContain('<output id="balance">€100.00</output>');
    expect(en).toContain(`RTP ${state.rtp}%`);
    const kk = await page('kk');
    expect(kk).toContain('<output id="balance">100,00\u00a0€</output>');
    expect(kk).toMatch(/RTP \d+,\d\d%/);
  });

  test('a real round moves the balance by win minus bet, adds points, and shows in history and last games', async () => {
    const { playerId, token } = createPlayerWithToken(api, { balanceCents: 50_00 });
    const launch = (await call(api, 'POST', '/api/v1/game/real', { token, body: { gameId: slotGameId } })).body.data;
    const state = await call(api, 'GET', `${sessionPath(launch.launchUrl)}/state`);
    expect(state.body.data.bets).toContain('1.00');
    expect(state.body.data.rtp).toBe('96.00');

    const round = await call(api, 'POST', `${sessionPath(launch.launchUrl)}/round`, { body: { bet: '1.00' } });
    expect(round.status).toBe(200);
    const { win, balance, reels } = round.body.data;
    expect(reels).toHaveLength(5);
    const expectedCents = 50_00 - 100 + Math.round(Number(win) * 100);
    expect(balance).toBe((expectedCents / 100).toFixed(2));
    expect(realBalance(playerId)).toBe(expectedCents);
    expect(extras(playerId).points).toBe(10);
    expect(extras(playerId).demo).toBe(100_000);
    const pointsHistory = await call(api, 'GET', '/api/v1/player/history/points', { token });
    expect(pointsHistory.body.data.items[0]).toMatchObject({ reason: 'play', delta: '0.10' });

    const history = await call(api, 'GET', '/api/v1/player/history/round', { token });
    expect(history.body.data.total).toBe(1);
    expect(history.body.data.items[0]).toMatchObject({ id: round.body.data.roundId, mode: 'real', bet: '1.00', win, game: { id: slotGameId } });
    const last = await call(api, 'GET', '/api/v1/player/last/games', { token });
    expect(last.body.data[0].id).toBe(slotGameId);
  });

  test('insufficient funds is a 409 and moves nothing', async () => {
    const { playerId, token } = createPlayerWithToken(api, { balanceCents: 50 });
    const launch = (await call(api, 'POST', '/api/v1/game/real', { token, body: { gameId: slotGameId } })).body.data;
    const round = await call(api, 'POST', `${sessionPath(launch.launchUrl)}/round`, { body: { bet: '1.00' } });
    expect(round.status).toBe(409);
    expect(round.body.errors[0].message).toContain('insufficient funds');
    expect(realBalance(playerId)).toBe(50);
    expect((await call(api, 'GET', '/api/v1/player/history/round', { token })).body.data.total).toBe(0);
  });

  test('a blocked, cooling-off or self-excluded player gets 403 with a reason; anonymous gets 401', async () => {
    const blocked = createPlayerWithToken(api, { blocked: true });
    const refused = await call(api, 'POST', '/api/v1/game/real', { token: blocked.token, body: { gameId: slotGameId } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ status: 'error', reason: 'playerBlockedByLite' });
    expect(refused.body.errors[0].field).toBe('player');

    const cooling = createPlayerWithToken(api);
    api.app.db.prepare('UPDATE players SET cooling_off_until = ? WHERE id = ?').run(new Date(Date.now() + 86400_000).toISOString(), cooling.playerId);
    expect((await call(api, 'GET', `/api/v1/game/real?gameId=${slotGameId}`, { token: cooling.token })).body.reason).toBe('coolingOff');

    const excluded = createPlayerWithToken(api);
    api.app.db.prepare('UPDATE players SET self_exclusion_until = ? WHERE id = ?').run(new Date(Date.now() + 86400_000).toISOString(), excluded.playerId);
    expect((await call(api, 'POST', '/api/v1/game/real', { token: excluded.token, body: { gameId: slotGameId } })).body.reason).toBe('selfExclusion');

    // A player blocked after opening the game cannot spin either.
    const later = createPlayerWithToken(api);
    const launch = (await call(api, 'POST', '/api/v1/game/real', { token: later.token, body: { gameId: slotGameId } })).body.data;
    api.app.db.prepare('UPDATE players SET is_blocked = 1 WHERE id = ?').run(later.playerId);
    const spin = await call(api, 'POST', `${sessionPath(launch.launchUrl)}/round`, { body: { bet: '1.00' } });
    expect(spin.status).toBe(403);
    expect(spin.body.reason).toBe('playerBlockedByLite');
    expect(realBalance(later.playerId)).toBe(100_00);

    expect((await call(api, 'POST', '/api/v1/game/real', { body: { gameId: slotGameId } })).status).toBe(401);
  });
});

describe('demo play', () => {
  test('a signed-in demo round moves only the demo balance', async () => {
    const { playerId, token } = createPlayerWithToken(api, { balanceCents: 20_00 });
    const launch = (await call(api, 'POST', '/api/v1/game/demo', { token, body: { gameId: slotGameId } })).body.data;
    expect(launch).toMatchObject({ mode: 'demo', balance: '1000.00' });
    const round = await call(api, 'POST', `${sessionPath(launch.launchUrl)}/round`, { body: { bet: '2.00' } });
    expect(round.status).toBe(200);
    expect(extras(playerId).demo).toBe(100_000 - 200 + Math.round(Number(round.body.data.win) * 100));
    expect(realBalance(playerId)).toBe(20_00);
    expect(extras(playerId).points).toBe(0);
    expect((await call(api, 'GET', '/api/v1/player/history/round', { token })).body.data.total).toBe(0);
    expect((await call(api, 'GET', '/api/v1/player/history/round?mode=demo', { token })).body.data.total).toBe(1);
  });

  test('anonymous demo play keeps its balance in the session', async () => {
    const launch = await call(api, 'GET', `/api/v1/game/demo?gameId=${slotGameId}`);
    expect(launch.status).toBe(200);
    const path = sessionPath(launch.body.data.launchUrl);
    let balance = 100_000;
    for (let i = 0; i < 5; i++) {
      const round = (await call(api, 'POST', `${path}/round`, { body: { bet: '0.50' } })).body.data;
      balance = balance - 50 + Math.round(Number(round.win) * 100);
      expect(round.balance).toBe((balance / 100).toFixed(2));
    }
    expect((await call(api, 'GET', `${path}/state`)).body.data.balance).toBe((balance / 100).toFixed(2));
  });

  test('bad launches and spins are 4xx, never 500', async () => {
    expect((await call(api, 'POST', '/api/v1/game/demo', { body: {} })).status).toBe(400);
    expect((await call(api, 'POST', '/api/v1/game/demo', { body: { gameId: 'x' } })).status).toBe(400);
    expect((await call(api, 'POST', '/api/v1/game/demo', { body: { gameId: 99999999 } })).status).toBe(404);
    expect((await call(api, 'POST', '/api/v1/game/demo', { body: { slug: 'Not A Slug' } })).status).toBe(400);
    expect((await call(api, 'POST', '/api/v1/game/demo', { body: { gameId: liveGameId } })).status).toBe(409);
    const expired = await call(api, 'GET', '/api/v1/game/launch/unknownunknownunknownunknown?lang=fr');
    expect(expired.status).toBe(404);
    expect(expired.body).toContain('Cette session de jeu a expiré');
    expect((await call(api, 'GET', '/api/v1/game/launch/unknownunknownunknownunknown/state')).status).toBe(404);
    expect((await call(api, 'POST', '/api/v1/game/launch/bad!/round', { body: { bet: '1.00' } })).status).toBe(400);
    const launch = (await call(api, 'POST', '/api/v1/game/demo', { body: { gameId: slotGameId } })).body.data;
    const path = sessionPath(launch.launchUrl);
    expect((await call(api, 'POST', `${path}/round`, { body: { bet: '0.37' } })).status).toBe(400);
    expect((await call(api, 'POST', `${path}/round`, { body: { bet: -1 } })).status).toBe(400);
    expect((await call(api, 'POST', `${path}/round`, { body: {} })).status).toBe(400);
    expect((await call(api, 'POST', `${path}/round`, { body: 'not json', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await call(api, 'GET', '/api/v1/player/history/round?mode=nope')).status).toBe(400);
    expect((await call(api, 'GET', '/api/v1/player/history/round')).status).toBe(401);
  });
});
