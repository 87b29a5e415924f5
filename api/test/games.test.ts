import { call, createPlayerWithToken, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('games catalogue', () => {
  test('is seeded with at least 2,000 games, 20 providers and 10 categories, the same on every seed', async () => {
    const all = await call(api, 'GET', '/api/v1/game/search?perPage=1');
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBeGreaterThanOrEqual(2000);
    const providers = await call(api, 'GET', '/api/v1/game/providers-by-category');
    expect(providers.body.data.length).toBeGreaterThanOrEqual(20);
    expect(providers.body.data.reduce((sum: number, p: { gameCount: number }) => sum + p.gameCount, 0)).toBe(all.body.data.total);
    const tabs = await call(api, 'GET', '/api/v1/game/tabs?lang=de');
    const categoryTabs = tabs.body.data.filter((t: { category: string | null }) => t.category !== null);
    expect(categoryTabs.length).toBeGreaterThanOrEqual(10);
    expect(tabs.body.data.find((t: { slug: string }) => t.slug === 'slots').title).toBe('Spielautomaten');

    const again = await startTestApi();
    try {
      const first = await call(again, 'GET', '/api/v1/game/search?perPage=5&sort=name');
      const here = await call(api, 'GET', '/api/v1/game/search?perPage=5&sort=name');
      expect(first.body.data.items).toEqual(here.body.data.items);
    } finally {
      await again.close();
    }
  });

  test('game slugs are letters, digits and hyphens and unique; cards point to a served thumbnail', async () => {
    const page = await call(api, 'GET', '/api/v1/game/search?perPage=100&page=3');
    const slugs = page.body.data.items.map((g: { slug: string }) => g.slug);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(slugs).size).toBe(slugs.length);
    const game = page.body.data.items[0];
    expect(game.thumbnail).toBe(`/api/v1/game/thumbnail/${game.id}.svg`);
    const image = await fetch(api.url + game.thumbnail);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(image.headers.get('cache-control')).toContain('max-age=31536000');
    expect(await image.text()).toContain('<svg');
    expect((await call(api, 'GET', '/api/v1/game/thumbnail/999999.svg')).status).toBe(404);
    expect((await call(api, 'GET', '/api/v1/game/thumbnail/abc.png')).status).toBe(400);

    const info = await call(api, 'GET', `/api/v1/game/info/${game.slug}`);
    expect(info.body.data).toMatchObject({ id: game.id, slug: game.slug, provider: game.provider });
    expect(info.body.data.rtp).toMatch(/^\d{2}\.\d{2}$/);
    expect((await call(api, 'GET', '/api/v1/game/info/no-such-game-here')).status).toBe(404);
  });

  test('search by name matches word prefixes, case-insensitively', async () => {
    const result = await call(api, 'GET', '/api/v1/game/search?query=DRAG&perPage=50');
    expect(result.status).toBe(200);
    expect(result.body.data.total).toBeGreaterThan(0);
    for (const game of result.body.data.items) expect(`${game.name} ${game.provider.name}`).toMatch(/\bdrag/i);
    const twoWords = await call(api, 'GET', '/api/v1/game/search?query=book%20of&perPage=100');
    for (const game of twoWords.body.data.items) expect(game.name.toLowerCase()).toContain('book of');
    const nothing = await call(api, 'GET', '/api/v1/game/search?query=zzzzqqq');
    expect(nothing.body.data).toEqual({ items: [], page: 1, perPage: 24, total: 0 });
    const punctuation = await call(api, 'GET', `/api/v1/game/search?query=${encodeURIComponent('"*) OR (')}`);
    expect(punctuation.status).toBe(200);
  });

  test('search by provider and category, paginated without overlap', async () => {
    const providers = (await call(api, 'GET', '/api/v1/game/providers-by-category?category=slots')).body.data;
    const provider = providers[0];
    const byProvider = await call(api, 'GET', `/api/v1/game/search?provider=${provider.slug}&category=slots&perPage=10`);
    expect(byProvider.body.data.total).toBe(provider.gameCount);
    for (const game of byProvider.body.data.items) {
      expect(game.provider.slug).toBe(provider.slug);
      expect(game.category).toBe('slots');
    }
    const page1 = await call(api, 'GET', '/api/v1/game/search?category=live&perPage=7&page=1');
    const page2 = await call(api, 'GET', '/api/v1/game/search?category=live&perPage=7&page=2');
    const ids1 = page1.body.data.items.map((g: { id: number }) => g.id);
    const ids2 = page2.body.data.items.map((g: { id: number }) => g.id);
    expect(ids1).toHaveLength(7);
    expect(ids2).toHaveLength(7);
    expect(ids1.filter((id: number) => ids2.includes(id))).toEqual([]);
    for (const game of [...page1.body.data.items, ...page2.body.data.items]) expect(game.category).toBe('live');
    const beyond = await call(api, 'GET', '/api/v1/game/search?category=live&perPage=100&page=500');
    expect(beyond.body.data.items).toEqual([]);
    const unknown = await call(api, 'GET', '/api/v1/game/search?provider=nobody');
    expect(unknown.body.data.total).toBe(0);
  });

  test('bad search input is a 400 naming the field', async () => {
    const bad = await call(api, 'GET', '/api/v1/game/search?perPage=1000&page=0');
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBe('error');
    const fields = bad.body.errors.map((e: { field: string }) => e.field).join(' ');
    expect(fields).toContain('perPage');
    expect((await call(api, 'GET', '/api/v1/game/search?sort=random')).status).toBe(400);
    expect((await call(api, 'GET', '/api/v1/game/search?provider=%3Cscript%3E')).status).toBe(400);
  });

  test('lobby: tab-home, sections per tab, window search, live info, contribution games', async () => {
    const home = await call(api, 'GET', '/api/v1/game/tab-home?lang=ru&limit=6');
    expect(home.body.data.tabs[0]).toMatchObject({ slug: 'home', title: 'Главная' });
    expect(home.body.data.sections.length).toBeGreaterThanOrEqual(5);
    for (const section of home.body.data.sections) expect(section.games.length).toBeLessThanOrEqual(6);
    const slots = await call(api, 'GET', '/api/v1/game/sections?tab=slots&lang=es');
    expect(slots.body.data[0].games.every((g: { category: string }) => g.category === 'slots')).toBe(true);
    expect((await call(api, 'GET', '/api/v1/game/sections?tab=nope')).status).toBe(404);

    const quick = await call(api, 'GET', '/api/v1/game/window-search?query=live');
    expect(quick.body.data.providers.length).toBeGreaterThan(0);
    expect(quick.body.data.games.length).toBeLessThanOrEqual(8);

    const live = await call(api, 'GET', '/api/v1/live-game-additional-info/USD');
    expect(live.body.data.length).toBeGreaterThan(50);
    expect(live.body.data[0]).toMatchObject({ currency: 'USD' });
    expect(live.body.data[0].minBet).toMatch(/^\d+\.\d{2}$/);
    expect((await call(api, 'GET', '/api/v1/live-game-additional-info/XXX')).status).toBe(404);
    expect((await call(api, 'GET', '/api/v1/live-game-additional-info/usd1')).status).toBe(400);

    const contribution = await call(api, 'GET', '/api/v1/contribution-games?category=blackjack&perPage=5');
    expect(contribution.body.data.items[0]).toMatchObject({ contributionPercent: 5, game: { category: 'blackjack' } });
  });
});

describe('favourites and last games', () => {
  test('toggling a favourite adds it if absent and removes it if present; lists and flags follow', async () => {
    const { token } = createPlayerWithToken(api);
    const games = (await call(api, 'GET', '/api/v1/game/search?perPage=2')).body.data.items;
    const [first, second] = games;
    expect((await call(api, 'GET', '/api/v1/player/favorite/games')).status).toBe(401);

    const added = await call(api, 'POST', `/api/v1/player/favorite/games/${first.id}`, { token });
    expect(added.body.data).toEqual({ gameId: first.id, isFavorite: true, favorites: [first.id] });
    await call(api, 'POST', `/api/v1/player/favorite/games/${second.id}`, { token });
    const list = await call(api, 'GET', '/api/v1/player/favorite/games', { token });
    expect(list.body.data.map((g: { id: number }) => g.id).sort()).toEqual([first.id, second.id].sort());
    expect(list.body.data.every((g: { isFavorite: boolean }) => g.isFavorite)).toBe(true);

    const flagged = await call(api, 'GET', '/api/v1/game/search?perPage=2', { token });
    expect(flagged.body.data.items.map((g: { isFavorite: boolean }) => g.isFavorite)).toEqual([true, true]);
    const anonymous = await call(api, 'GET', '/api/v1/game/search?perPage=2');
    expect(anonymous.body.data.items.map((g: { isFavorite: boolean }) => g.isFavorite)).toEqual([false, false]);

    const removed = await call(api, 'POST', `/api/v1/player/favorite/games/${first.id}`, { token });
    expect(removed.body.data).toEqual({ gameId: first.id, isFavorite: false, favorites: [second.id] });
    expect((await call(api, 'POST', '/api/v1/player/favorite/games/99999999', { token })).status).toBe(404);
    expect((await call(api, 'POST', '/api/v1/player/favorite/games/abc', { token })).status).toBe(400);
  });

  test('last games start empty and need a signed-in player', async () => {
    const { token } = createPlayerWithToken(api);
    expect((await call(api, 'GET', '/api/v1/player/last/games')).status).toBe(401);
    expect((await call(api, 'GET', '/api/v1/player/last/games', { token })).body.data).toEqual([]);
  });
});

describe('search speed (printed, not asserted)', () => {
  test('2,000 sequential searches', async () => {
    const queries = ['book', 'dragon gold', 'roulette', '', 'wild', 'sweet', 'mega'];
    const started = process.hrtime.bigint();
    for (let i = 0; i < 2000; i++) {
      const q = queries[i % queries.length]!;
      const response = await fetch(`${api.url}/api/v1/game/search?query=${encodeURIComponent(q)}&perPage=24&page=${1 + (i % 3)}`);
      await response.arrayBuffer();
    }
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(`2000 sequential /game/search calls: ${ms.toFixed(0)} ms total, ${(ms / 2000).toFixed(2)} ms each, ${(2000 / (ms / 1000)).toFixed(0)} req/s`);
    expect(ms).toBeGreaterThan(0);
  });
});
