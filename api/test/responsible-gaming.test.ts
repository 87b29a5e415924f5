import { call, createPlayerWithToken, registerAndSignIn, startTestApi, type TestApi } from './harness';
import { clockOf } from '../src/modules/responsible-gaming/clock';
import { PROFILES, profileFor } from '../src/modules/responsible-gaming/profiles';

/** Issue 35: limits enforced by the API on every deposit, round and session, through the real HTTP API and SQLite. */

let api: TestApi;
let slotGameId: number;
beforeAll(async () => {
  api = await startTestApi();
  slotGameId = (await call(api, 'GET', '/api/v1/game/search?category=slots&perPage=1')).body.data.items[0].id;
});
afterAll(() => api.close());

const HOUR = 3600_000;
const deposit = (token: string, amount: string) =>
  call(api, 'POST', '/api/v1/cashier/deposit', { token, body: { methodId: 'visa', amount } });
const setLimit = (token: string, kind: string, amount: string | null) =>
  call(api, 'POST', '/api/v1/responsible-gaming/limits', { token, body: { kind, amount } });
const overview = async (token: string) => (await call(api, 'GET', '/api/v1/responsible-gaming/limits', { token })).body.data;
const limitOf = async (token: string, kind: string) => (await overview(token)).limits.find((l: { kind: string }) => l.kind === kind);
const moveClock = (playerId: number, ms: number) => clockOf(api.app.db).setOffset(playerId, ms);
async function openReal(token: string): Promise<string> {
  const launch = await call(api, 'POST', '/api/v1/game/real', { token, body: { gameId: slotGameId } });
  expect(launch.status).toBe(200);
  return launch.body.data.sessionToken;
}
const spin = (sessionToken: string, bet: string) => call(api, 'POST', `/api/v1/game/launch/${sessionToken}/round`, { body: { bet } });

describe('deposit limits', () => {
  test('the attack: 50 parallel deposits against a 500.00 daily limit never pass it together', async () => {
    const { token, playerId } = createPlayerWithToken(api, { balanceCents: 0 });
    expect((await setLimit(token, 'deposit.day', '500.00')).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 50 }, () => deposit(token, '12.00')));
    const accepted = answers.filter((a) => a.status === 200).length;
    expect(accepted).toBe(41); // 41 x 12 = 492; the 42nd would be 504
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0].code).toBe('limit.exceeded');
      expect(refused.body.limit).toMatchObject({ kind: 'deposit.day', currency: 'EUR', limit: '500.00', remaining: '8.00' });
    }
    const balance = api.app.db.prepare('SELECT balance_cents FROM accounts WHERE player_id = ?').pluck().get(playerId);
    expect(balance).toBe(492_00);
    expect(await limitOf(token, 'deposit.day')).toMatchObject({ amount: '500.00', used: '492.00', remaining: '8.00' });
  });

  test('a deposit past the limit is refused with the amount left; the rolling day frees it 24 h later', async () => {
    const { token, playerId } = createPlayerWithToken(api, { balanceCents: 0 });
    await setLimit(token, 'deposit.day', '50');
    expect((await deposit(token, '30.00')).status).toBe(200);
    const refused = await deposit(token, '25.00');
    expect(refused.status).toBe(403);
    expect(refused.body.limit.remaining).toBe('20.00');
    expect(Date.parse(refused.body.limit.retryAt)).toBeGreaterThan(Date.now() + 23 * HOUR);
    moveClock(playerId, 24 * HOUR + 1000);
    expect((await deposit(token, '25.00')).status).toBe(200);
  });

  test('week and month windows count older deposits the day window has dropped', async () => {
    const { token, playerId } = createPlayerWithToken(api, { balanceCents: 0 });
    await setLimit(token, 'deposit.week', '60.00');
    expect((await deposit(token, '40.00')).status).toBe(200);
    moveClock(playerId, 3 * 24 * HOUR);
    const refused = await deposit(token, '30.00');
    expect(refused.body.limit).toMatchObject({ kind: 'deposit.week', remaining: '20.00' });
  });

  test('bad amounts get a 400 with a code, never a 500', async () => {
    const { token } = createPlayerWithToken(api);
    for (const amount of ['ten', '-5', '0', '1.234', '99999999999999999999']) {
      const answer = await setLimit(token, 'deposit.day', amount);
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].code).toMatch(/^validation\./);
    }
    expect((await setLimit(token, 'deposit.year', '10')).status).toBe(400);
    expect((await setLimit(token, 'session.minutes', '1.5')).status).toBe(400);
  });
});

describe('raising waits 24 hours and a confirmation; lowering applies at once', () => {
  test('the whole cycle, recorded in the history the player reads', async () => {
    const { token, playerId } = createPlayerWithToken(api, { balanceCents: 0 });
    await setLimit(token, 'deposit.day', '100.00');
    await setLimit(token, 'deposit.day', '50.00');
    expect((await limitOf(token, 'deposit.day')).amount).toBe('50.00');

    await setLimit(token, 'deposit.day', '500.00');
    const pending = await limitOf(token, 'deposit.day');
    expect(pending.amount).toBe('50.00');
    expect(pending.pending).toMatchObject({ amount: '500.00', confirmable: false });
    expect((await deposit(token, '60.00')).status).toBe(403);

    const early = await call(api, 'POST', '/api/v1/responsible-gaming/limits/confirm', { token, body: { kind: 'deposit.day' } });
    expect(early.status).toBe(409);
    moveClock(playerId, 23 * HOUR);
    expect((await call(api, 'POST', '/api/v1/responsible-gaming/limits/confirm', { token, body: { kind: 'deposit.day' } })).status).toBe(409);
    moveClock(playerId, 24 * HOUR + 1000);
    expect((await limitOf(token, 'deposit.day')).pending.confirmable).toBe(true);
    // not applied by time alone: the player must confirm
    expect((await limitOf(token, 'deposit.day')).amount).toBe('50.00');
    const confirmed = await call(api, 'POST', '/api/v1/responsible-gaming/limits/confirm', { token, body: { kind: 'deposit.day' } });
    expect(confirmed.status).toBe(200);
    expect((await limitOf(token, 'deposit.day')).amount).toBe('500.00');
    expect((await deposit(token, '60.00')).status).toBe(200);

    const history = (await call(api, 'GET', '/api/v1/responsible-gaming/limits/history', { token })).body.data;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['raise_confirmed', 'raise_requested', 'lowered', 'set']);
    expect(history[1]).toMatchObject({ kind: 'deposit.day', from: '50.00', to: '500.00', currency: 'EUR' });
  });

  test('a lower amount while a raise waits applies at once and drops the raise; removal waits too', async () => {
    const { token } = createPlayerWithToken(api);
    await setLimit(token, 'loss.day', '100.00');
    await setLimit(token, 'loss.day', '300.00');
    await setLimit(token, 'loss.day', '80.00');
    expect(await limitOf(token, 'loss.day')).toMatchObject({ amount: '80.00', pending: null });
    await setLimit(token, 'loss.day', null);
    expect(await limitOf(token, 'loss.day')).toMatchObject({ amount: '80.00', pending: { amount: null } });
  });

  test("a player cannot read or change another player's limits", async () => {
    const a = createPlayerWithToken(api);
    const b = createPlayerWithToken(api);
    await setLimit(a.token, 'deposit.day', '10.00');
    expect((await limitOf(b.token, 'deposit.day')).amount).toBeNull();
    expect((await call(api, 'GET', '/api/v1/responsible-gaming/limits')).status).toBe(401);
  });
});

describe('rounds: stake, loss and session limits', () => {
  test('a stake above the per-round limit is refused', async () => {
    const { token } = createPlayerWithToken(api, { balanceCents: 100_00 });
    await setLimit(token, 'stake.round', '0.50');
    const session = await openReal(token);
    const refused = await spin(session, '1.00');
    expect(refused.status).toBe(403);
    expect(refused.body.limit).toMatchObject({ kind: 'stake.round', limit: '0.50' });
    expect((await spin(session, '0.50')).status).toBe(200);
  });

  test('the loss limit counts the stake as lost and refuses the round that could pass it', async () => {
    const { token, playerId } = createPlayerWithToken(api, { balanceCents: 100_00 });
    await setLimit(token, 'loss.day', '2.00');
    // two rounds already lost today, recorded straight in the ledger of rounds
    const gameSession = await openReal(token);
    const sessionId = api.app.db.prepare('SELECT MAX(id) FROM game_sessions WHERE player_id = ?').pluck().get(playerId);
    api.app.db
      .prepare("INSERT INTO game_rounds (player_id, game_id, session_id, mode, currency, bet_cents, win_cents, created_at) VALUES (?, ?, ?, 'real', 'EUR', 150, 0, ?)")
      .run(playerId, slotGameId, sessionId, new Date().toISOString());
    const refused = await spin(gameSession, '1.00');
    expect(refused.status).toBe(403);
    expect(refused.body.limit).toMatchObject({ kind: 'loss.day', remaining: '0.50' });
    expect(await limitOf(token, 'loss.day')).toMatchObject({ used: '1.50', remaining: '0.50' });
  });

  test('the session time limit ends the session and keeps real play closed for the break', async () => {
    const { token, playerId } = createPlayerWithToken(api, { balanceCents: 100_00 });
    await setLimit(token, 'session.minutes', '20');
    const gameSession = await openReal(token);
    expect((await spin(gameSession, '0.10')).status).toBe(200);
    moveClock(playerId, 21 * 60_000);
    const refused = await spin(gameSession, '0.10');
    expect(refused.status).toBe(403);
    expect(refused.body.limit).toMatchObject({ kind: 'session.minutes', limit: '20' });
    expect((await call(api, 'POST', '/api/v1/game/real', { token, body: { gameId: slotGameId } })).status).toBe(403);
    moveClock(playerId, 21 * 60_000 + 61 * 60_000);
    expect((await spin(gameSession, '0.10')).status).toBe(200);
  });

  test('net position: deposits minus withdrawals, and won minus staked this session', async () => {
    const { token } = createPlayerWithToken(api, { balanceCents: 0 });
    await deposit(token, '40.00');
    await call(api, 'POST', '/api/v1/cashier/withdrawal', { token, body: { methodId: 'visa-payout', amount: '20.00' } });
    const gameSession = await openReal(token);
    const round = (await spin(gameSession, '1.00')).body.data;
    const net = (await overview(token)).netPosition;
    expect(net).toMatchObject({ currency: 'EUR', deposits: '40.00', withdrawals: '20.00', net: '20.00' });
    expect(net.session.staked).toBe('1.00');
    expect(net.session.won).toBe(round.win);
    const expected = (Number(round.win) - 1).toFixed(2);
    expect(net.session.net).toBe(expected === '-0.00' ? '0.00' : expected);
    await call(api, 'POST', '/api/v1/responsible-gaming/session/end', { token });
    expect((await overview(token)).netPosition.session).toBeNull();
  });
});

describe('jurisdiction profiles, enforced by the API', () => {
  test('Germany: a round sooner than 5 s after the last is refused with when to retry; more than 1 EUR is refused', async () => {
    const { token, playerId } = await registerAndSignIn(api, { country: 'DE', currency: 'EUR' });
    api.app.db.prepare('UPDATE accounts SET balance_cents = 5000 WHERE player_id = ?').run(playerId);
    const profile = (await call(api, 'GET', '/api/v1/responsible-gaming/profile', { token })).body.data;
    expect(profile).toMatchObject({ id: 'de', minSecondsPerRound: 5, autoplay: false, panicButton: true, maxStake: '1.00' });
    const gameSession = await openReal(token);
    expect((await spin(gameSession, '2.00')).body.limit).toMatchObject({ kind: 'profile.stake', limit: '1.00' });
    expect((await spin(gameSession, '0.10')).status).toBe(200);
    const tooSoon = await spin(gameSession, '0.10');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.errors[0].code).toBe('limit.too_fast');
    moveClock(playerId, 5000);
    expect((await spin(gameSession, '0.10')).status).toBe(200);
  });

  test('the panic button closes real play for 24 hours', async () => {
    const { token } = await registerAndSignIn(api, { country: 'DE' });
    const answer = await call(api, 'POST', '/api/v1/responsible-gaming/panic', { token });
    expect(Date.parse(answer.body.data.lockedUntil)).toBeGreaterThan(Date.now() + 23 * HOUR);
    const refused = await call(api, 'POST', '/api/v1/game/real', { token, body: { gameId: slotGameId } });
    expect(refused.status).toBe(403);
  });

  test('a guest gets the default profile; a configured profile applies to everyone', async () => {
    expect((await call(api, 'GET', '/api/v1/responsible-gaming/profile')).body.data.id).toBe('default');
    expect(profileFor('se', 'DE').id).toBe('se');
    expect(profileFor('auto', 'gb').id).toBe('uk');
    expect(profileFor('auto', 'FR').id).toBe('default');
  });

  test('autoplay: refused with a code where the profile offers none, and its rounds keep the time per round', async () => {
    const de = await registerAndSignIn(api, { country: 'DE', currency: 'EUR' });
    api.app.db.prepare('UPDATE accounts SET balance_cents = 5000 WHERE player_id = ?').run(de.playerId);
    const deSession = await openReal(de.token);
    const deState = (await call(api, 'GET', `/api/v1/game/launch/${deSession}/state`)).body.data;
    expect(deState).toMatchObject({ autoplay: false, minSecondsPerRound: 5 });
    // the stake cap is in the game before any spin: the slot offers no bet above 1 EUR under DE (all of them elsewhere)
    expect(deState.bets).toEqual(['0.10', '0.20', '0.50', '1.00']);
    const refused = await call(api, 'POST', `/api/v1/game/launch/${deSession}/round`, { body: { bet: '0.10', autoplay: true } });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toMatchObject({ field: 'body.autoplay', code: 'play.autoplay_off' });
    expect(api.app.db.prepare('SELECT COUNT(*) FROM game_rounds WHERE player_id = ?').pluck().get(de.playerId)).toBe(0);
    // the page has no autoplay control under DE; a player of the default profile gets it and may autoplay
    const dePage = await (await fetch(`${api.url}/api/v1/game/launch/${deSession}?lang=de`)).text();
    expect(dePage).not.toContain('id="autoplay"');
    const other = createPlayerWithToken(api, { balanceCents: 50_00 });
    const otherSession = await openReal(other.token);
    const otherPage = await (await fetch(`${api.url}/api/v1/game/launch/${otherSession}?lang=en`)).text();
    expect(otherPage).toContain('id="autoplay"');
    expect((await call(api, 'GET', `/api/v1/game/launch/${otherSession}/state`)).body.data.bets).toContain('20.00');
    expect((await call(api, 'POST', `/api/v1/game/launch/${otherSession}/round`, { body: { bet: '0.10', autoplay: true } })).status).toBe(200);

    // a profile with autoplay and a time per round (Sweden here, for the test): autoplay rounds wait like any other
    const sweden = PROFILES.se;
    PROFILES.se = { ...sweden, minSecondsPerRound: 5 };
    try {
      const se = await registerAndSignIn(api, { country: 'SE', currency: 'EUR' });
      api.app.db.prepare('UPDATE accounts SET balance_cents = 5000 WHERE player_id = ?').run(se.playerId);
      const seSession = await openReal(se.token);
      const auto = () => call(api, 'POST', `/api/v1/game/launch/${seSession}/round`, { body: { bet: '0.10', autoplay: true } });
      expect((await call(api, 'GET', `/api/v1/game/launch/${seSession}/state`)).body.data).toMatchObject({ autoplay: true, minSecondsPerRound: 5 });
      expect((await auto()).status).toBe(200);
      const tooSoon = await auto();
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.body.errors[0].code).toBe('limit.too_fast');
      moveClock(se.playerId, 5000);
      expect((await auto()).status).toBe(200);
    } finally {
      PROFILES.se = sweden;
    }
  });

  test('reality check: MGA has it on at 60 by default, the player chooses 10/20/30/60 and nothing else', async () => {
    const { token } = await registerAndSignIn(api, { country: 'MT' });
    expect((await overview(token)).realityCheckMinutes).toBe(60);
    const put = (minutes: unknown) => call(api, 'PUT', '/api/v1/responsible-gaming/reality-check', { token, body: { minutes } });
    expect((await put(20)).body.data.realityCheckMinutes).toBe(20);
    expect((await put(15)).status).toBe(400);
  });
});

describe('profiles are data, rule by rule', () => {
  test('UK: limits prompted at registration, reality check available, session timer and net position shown', () => {
    expect(PROFILES.uk).toMatchObject({ depositLimitPrompt: true, realityCheckAvailable: true, sessionTimer: true, netPosition: true });
  });
  test('MGA: reality check on by default, notice before the first real-money round', () => {
    expect(PROFILES.mga).toMatchObject({ realityCheckDefaultMinutes: 60, prePlayNotice: true });
  });
  test('Sweden: the three buttons at the top of every page', () => {
    expect(PROFILES.se.topButtons).toBe(true);
    expect(PROFILES.default.topButtons).toBe(false);
  });
  test('Germany: 5 s per spin, no autoplay, a stake limit, a panic button', () => {
    expect(PROFILES.de).toMatchObject({ minSecondsPerRound: 5, autoplay: false, maxStakeBase: 100, panicButton: true });
  });
  test('autoplay: offered by default, under MGA and in Sweden; not in the UK nor in Germany', () => {
    expect([PROFILES.default, PROFILES.mga, PROFILES.se].map((p) => p.autoplay)).toEqual([true, true, true]);
    expect([PROFILES.uk, PROFILES.de].map((p) => p.autoplay)).toEqual([false, false]);
  });
  test('default: no rule beyond what the player sets', () => {
    expect(PROFILES.default).toMatchObject({ minSecondsPerRound: 0, maxStakeBase: null, panicButton: false, prePlayNotice: false });
  });
});
