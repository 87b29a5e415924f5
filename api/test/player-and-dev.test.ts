import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Player } from '@casino/contract/schemas';
import { call, registerAndSignIn, startTestApi, type TestApi } from './harness';

describe('player display data', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  test('carries exactly the player fields of the contract (SPEC.md section 3 without the client-only isAuth/isTermsPopup)', async () => {
    const token = (
      await call(api, 'POST', '/api/v1/sign-in', { body: { login: 'demo', password: 'Demo12345!' } })
    ).body.data.token;
    const data = (await call(api, 'GET', '/api/v1/player/display-data', { token })).body.data;
    expect(Object.keys(data).sort()).toEqual(Object.keys(Player.properties).sort());
    for (const field of ['isAuth', 'isTermsPopup']) expect(data).not.toHaveProperty(field);
    expect(data).toMatchObject({
      statusName: 'gold',
      balance: '1250.00',
      bonus: '5.00',
      points: '2450.00',
      pointsExchangeResult: '24.50',
      activeTags: ['vip-candidate', 'slots-lover'],
      twoFactorType: null,
      wasBaseProfileCompleted: true,
      feedbackAdvertsCount: 2,
      favorites: [],
    });
    expect(data.centrifugoToken).not.toBe(data.centrifugoNotificationToken);
  });

  test('401 without a token, with a garbage token and after the player is gone', async () => {
    expect((await call(api, 'GET', '/api/v1/player/display-data')).status).toBe(401);
    expect(
      (await call(api, 'GET', '/api/v1/player/display-data', { headers: { authorization: 'Basic abc' } }))
        .status,
    ).toBe(401);
    expect((await call(api, 'GET', '/api/v1/player/display-data', { token: 'garbage' })).status).toBe(401);
  });

  test('favourites recorded by the games module show in display data', async () => {
    const player = await registerAndSignIn(api);
    const game = api.app.db.prepare('SELECT id FROM games ORDER BY id LIMIT 1').get() as { id: number };
    const toggle = await call(api, 'POST', `/api/v1/player/favorite/games/${game.id}`, {
      token: player.token,
    });
    expect(toggle.status).toBe(200);
    expect(
      (await call(api, 'GET', '/api/v1/player/display-data', { token: player.token })).body.data.favorites,
    ).toEqual([game.id]);
  });
});

describe('dev switches and outbox', () => {
  test('flags, money and expired tokens drive a player into the states browser tests need', async () => {
    const api = await startTestApi();
    try {
      const player = await registerAndSignIn(api);
      const login = encodeURIComponent(player.email);
      const flags = await call(api, 'PATCH', `/api/v1/_dev/players/${login}/flags`, {
        body: {
          isBlocked: true,
          isTrusted: true,
          statusName: 'platinum',
          activeTags: ['tester'],
          hasDocumentsToConfirm: true,
        },
      });
      expect(flags.body.data).toMatchObject({
        isBlocked: true,
        isTrusted: true,
        statusName: 'platinum',
        activeTags: ['tester'],
        hasDocumentsToConfirm: true,
      });
      await call(api, 'POST', `/api/v1/_dev/players/${login}/money`, {
        body: { balance: '42.00', bonus: '3.50', points: '300.00' },
      });
      const me = (await call(api, 'GET', '/api/v1/player/display-data', { token: player.token })).body.data;
      expect(me).toMatchObject({
        isBlocked: true,
        isGameModeReal: false,
        balance: '42.00',
        bonus: '3.50',
        points: '300.00',
        statusName: 'platinum',
      });

      expect((await call(api, 'POST', `/api/v1/_dev/players/${login}/expire-tokens`)).status).toBe(200);
      expect((await call(api, 'GET', '/api/v1/player/display-data', { token: player.token })).status).toBe(
        401,
      );
      expect((await call(api, 'GET', '/api/v1/token/refresh', { token: player.token })).status).toBe(200);

      expect(
        (await call(api, 'PATCH', '/api/v1/_dev/players/nobody/flags', { body: { isBlocked: true } })).status,
      ).toBe(404);
      expect(
        (await call(api, 'POST', `/api/v1/_dev/players/${login}/money`, { body: { balance: '-1.00' } }))
          .status,
      ).toBe(400);
      const outbox = await call(
        api,
        'GET',
        `/api/v1/_dev/outbox?recipient=${login}&purpose=email-confirm&limit=1`,
      );
      expect(outbox.body.data.messages).toEqual([
        expect.objectContaining({ recipient: player.email, purpose: 'email-confirm' }),
      ]);

      // the CLI reads the same outbox from the database file
      const printed = execFileSync(
        process.execPath,
        [require.resolve('tsx/cli'), path.join(__dirname, '..', 'src', 'cli', 'outbox.ts'), player.email],
        {
          env: { ...process.env, API_DB: api.app.config.dbFile },
          encoding: 'utf8',
        },
      );
      expect(printed).toContain(outbox.body.data.messages[0].code);
      expect(printed).toContain('email-confirm');
    } finally {
      await api.close();
    }
  });

  test('the dev endpoints do not exist when they are switched off', async () => {
    const api = await startTestApi({ devSecret: '' });
    try {
      expect((await call(api, 'GET', '/api/v1/_dev/outbox')).status).toBe(404);
      expect(
        (await call(api, 'PATCH', '/api/v1/_dev/players/demo/flags', { body: { isBlocked: true } })).status,
      ).toBe(404);
    } finally {
      await api.close();
    }
  });
});

describe('seed', () => {
  test('is deterministic: two fresh databases hold the same demo players and their account and money rows', async () => {
    // other modules seed their own players (bots) after these four; their rows are theirs to keep stable
    const demoPlayers = 'player_id <= 4';
    const queries = {
      players: 'SELECT * FROM players WHERE id <= 4',
      accounts: `SELECT * FROM accounts WHERE ${demoPlayers}`,
      wallet: `SELECT * FROM player_wallet_extras WHERE ${demoPlayers}`,
      authHistory: `SELECT * FROM auth_history WHERE ${demoPlayers}`,
      payments: `SELECT * FROM payments WHERE ${demoPlayers}`,
      crypto:
        'SELECT * FROM crypto_transactions WHERE payment_id IN (SELECT id FROM payments WHERE player_id <= 4)',
      points: `SELECT * FROM points_ledger WHERE ${demoPlayers}`,
      campaigns: 'SELECT * FROM bonus_campaigns',
      bonuses: `SELECT * FROM player_bonuses WHERE ${demoPlayers}`,
      adverts: 'SELECT * FROM feedback_adverts',
      documents: `SELECT * FROM verification_documents WHERE ${demoPlayers}`,
      cards: `SELECT * FROM player_cards WHERE ${demoPlayers}`,
    };
    const snapshot = (api: TestApi) =>
      Object.fromEntries(
        Object.entries(queries).map(([name, sql]) => [
          name,
          api.app.db.prepare(`${sql} ORDER BY rowid`).all(),
        ]),
      );
    const first = await startTestApi();
    const second = await startTestApi();
    try {
      const rows = snapshot(first);
      expect((rows.players as unknown[]).length).toBe(4);
      expect(snapshot(second)).toEqual(rows);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('the operator pads the catalogue for long-list tests', () => {
  test('grows it to the size asked, at the end of every list, and never shrinks it', async () => {
    const api = await startTestApi();
    try {
      const before = await call(api, 'GET', '/api/v1/game/search?perPage=3&sort=popular');
      const seeded = before.body.data.total as number;
      const providersBefore = (await call(api, 'GET', '/api/v1/game/providers-by-category')).body.data;

      const padded = await call(api, 'POST', '/api/v1/_dev/games/catalogue', { body: { size: seeded + 500 } });
      expect(padded.status).toBe(200);
      expect(padded.body.data).toEqual({ total: seeded + 500, added: 500 });

      const after = await call(api, 'GET', '/api/v1/game/search?perPage=3&sort=popular');
      expect(after.body.data.total).toBe(seeded + 500);
      expect(after.body.data.items).toEqual(before.body.data.items);
      const last = await call(api, 'GET', `/api/v1/game/search?perPage=1&page=${seeded + 500}&sort=popular`);
      expect(last.body.data.items[0].provider.slug).toBe('catalogue-filler');
      expect((await call(api, 'GET', `/api/v1/game/info/${last.body.data.items[0].slug}`)).status).toBe(200);
      const providers = (await call(api, 'GET', '/api/v1/game/providers-by-category')).body.data;
      expect(providers.filter((p: { slug: string }) => p.slug !== 'catalogue-filler')).toEqual(providersBefore);
      const tabs = (await call(api, 'GET', '/api/v1/game/tabs?lang=en')).body.data;
      expect(tabs.find((t: { slug: string }) => t.slug === 'home').gameCount).toBe(seeded + 500);
      expect((await call(api, 'GET', '/api/v1/game/search?query=filler&perPage=1')).body.data.total).toBe(500);

      const again = await call(api, 'POST', '/api/v1/_dev/games/catalogue', { body: { size: 10 } });
      expect(again.body.data).toEqual({ total: seeded + 500, added: 0 });
      expect((await call(api, 'POST', '/api/v1/_dev/games/catalogue', { body: { size: 10 ** 9 } })).status).toBe(400);
    } finally {
      await api.close();
    }
  });
});

describe('the operator pads the blog for throughput runs', () => {
  test('grows it to the size asked with numbered copies after every seeded article, and never shrinks it', async () => {
    const api = await startTestApi();
    try {
      const before = (await call(api, 'GET', '/api/v1/blog/articles?perPage=100&lang=en')).body.data;
      const seeded = before.total as number;

      const padded = await call(api, 'POST', '/api/v1/_dev/blog/articles', { body: { size: seeded + 30 } });
      expect(padded.status).toBe(200);
      expect(padded.body.data).toEqual({ total: seeded + 30, added: 30 });

      const after = (await call(api, 'GET', `/api/v1/blog/articles?perPage=${seeded}&lang=en`)).body.data;
      expect(after.total).toBe(seeded + 30);
      expect(after.items).toEqual(before.items);
      const last = (await call(api, 'GET', `/api/v1/blog/articles?perPage=1&page=${seeded + 30}&lang=de`)).body.data.items[0];
      expect(last.slug).toMatch(/-copy-\d+$/);
      const copy = await call(api, 'GET', `/api/v1/blog/articles/${last.slug}?lang=de`);
      expect(copy.status).toBe(200);
      expect(copy.body.data.title).toMatch(/ \(\d+\)$/);
      expect(copy.body.data.body).toMatch(/<p>\d+<\/p>$/);
      expect(copy.body.data.tags.length).toBeGreaterThan(0);

      const again = await call(api, 'POST', '/api/v1/_dev/blog/articles', { body: { size: 1 } });
      expect(again.body.data).toEqual({ total: seeded + 30, added: 0 });
      expect((await call(api, 'POST', '/api/v1/_dev/blog/articles', { body: { size: 10 ** 6 } })).status).toBe(400);
    } finally {
      await api.close();
    }
  });
});
