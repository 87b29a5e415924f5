import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GameSection } from '@casino/contract/schemas';
import en from '../../locales/en.json';
import { gameCard, mockApi, ok, renderRemoteRoute } from '../../app/test-support';

const sections: GameSection[] = [
  {
    slug: 'popular',
    title: 'Popular',
    search: { sort: 'popular' },
    total: 2160,
    games: [gameCard(1, 'Book of Gods'), gameCard(2, 'Dragon Rush', { isNew: true })],
  },
  { slug: 'live', title: 'Live casino', search: { category: 'live' }, total: 0, games: [] },
];
const tabs = [
  { slug: 'home', title: 'Lobby', category: null, gameCount: 2160 },
  { slug: 'slots', title: 'Slots', category: 'slots', gameCount: 900 },
];
const providers = [{ slug: 'blue-orca', name: 'Blue Orca Games', gameCount: 80 }];
const jackpots = { currency: 'EUR', at: '2026-01-01T00:00:00Z', total: '11100.00', recentWins: [], pools: [
  { level: 'mini', name: 'Mini', amount: '123.45', seedAmount: '100.00', growthPerSecond: '0.01', lastWin: null },
] };

const api = (more = {}) =>
  mockApi({
    '/api/v1/game/sections': ok(sections),
    '/api/v1/game/tabs': ok(tabs),
    '/api/v1/game/providers-by-category': ok(providers),
    '/api/v1/jackpots/pool': ok(jackpots),
    ...more,
  });

describe('the games lobby', () => {
  it('shows each section with its game thumbnails, from GET /game/sections in the page language', async () => {
    const fetchMock = api();
    await renderRemoteRoute('/en/games');
    expect(await screen.findByRole('heading', { name: 'Popular' })).toBeTruthy();
    const thumbnail = screen.getByRole('img', { name: 'Book of Gods' });
    expect(thumbnail.getAttribute('src')).toBe('/api/v1/game/thumbnail/1.svg');
    expect(thumbnail.closest('a')?.getAttribute('href')).toBe('/en/games/blue-orca/game-1');
    expect(screen.getByText(en.lobby.new)).toBeTruthy();
    expect(screen.getByText(en.lobby.sectionEmpty)).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).find((url) => url.pathname.endsWith('/sections'))!;
    expect(asked.searchParams.get('lang')).toBe('en');
    expect(asked.searchParams.get('tab')).toBe('home');
    expect(await screen.findByRole('tab', { name: 'Slots' })).toBeTruthy();
    expect(await screen.findByText('€123.45')).toBeTruthy();
  });

  // Issue 36: an SVG picture is parsed on the main thread and painted again in software on every repaint of its tile,
  // about half of a lobby scroll frame; the API's bitmap of it is decoded once, off the main thread.
  it('shows the bitmap of each game picture when the API draws one, in the rows and in the full list', async () => {
    const withBitmap = (id: number, name: string) => gameCard(id, name, { thumbnailRaster: `/api/v1/game/thumbnail/${id}.webp` });
    api({
      '/api/v1/game/sections': ok([{ ...sections[0]!, games: [withBitmap(1, 'Book of Gods'), gameCard(2, 'Dragon Rush')] }]),
      '/api/v1/game/search': ok({ items: [withBitmap(3, 'Lucky Owl')], page: 1, perPage: 100, total: 1 }),
    });
    await renderRemoteRoute('/en/games');
    expect((await screen.findByRole('img', { name: 'Book of Gods' })).getAttribute('src')).toBe('/api/v1/game/thumbnail/1.webp');
    // An API that draws no bitmap: the card shows the SVG.
    expect(screen.getByRole('img', { name: 'Dragon Rush' }).getAttribute('src')).toBe('/api/v1/game/thumbnail/2.svg');
    cleanup();
    await renderRemoteRoute('/en/games?sort=popular');
    expect((await screen.findByRole('img', { name: 'Lucky Owl' })).getAttribute('src')).toBe('/api/v1/game/thumbnail/3.webp');
  });

  it('puts the filters behind a toggle that says how many are set and opens them (a phone, issue 34)', async () => {
    api({ '/api/v1/game/search': ok({ items: [gameCard(1, 'Book of Gods')], page: 1, perPage: 100, total: 1 }) });
    await renderRemoteRoute('/en/games?tab=slots&provider=blue-orca');
    const toggle = await screen.findByRole('button', { name: `${en.lobby.filters} 2 active` });
    const panel = screen.getByTestId('lobby-filters');
    expect(toggle.getAttribute('aria-controls')).toBe(panel.id);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.className).toMatch(/filtersClosed/); // hidden by CSS on a phone only
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.className).not.toMatch(/filtersClosed/);
  });

  it('shows no count on the toggle when no filter is set', async () => {
    api();
    await renderRemoteRoute('/en/games');
    expect(await screen.findByRole('button', { name: en.lobby.filters })).toBeTruthy();
  });

  it('says so when there are no sections', async () => {
    api({ '/api/v1/game/sections': ok([]) });
    await renderRemoteRoute('/en/games');
    expect(await screen.findByText(en.lobby.empty)).toBeTruthy();
  });

  it('offers a retry after an error, and the retry loads the games', async () => {
    let failing = true;
    api({
      '/api/v1/game/sections': () =>
        failing ? { status: 503, body: { status: 'error', errors: [{ field: '', message: 'down' }] } } : ok(sections),
    });
    await renderRemoteRoute('/en/games');
    expect(await screen.findByText(en.lobby.error)).toBeTruthy();
    failing = false;
    await act(async () => fireEvent.click(within(screen.getByRole('alert')).getByRole('button')));
    expect(await screen.findByRole('img', { name: 'Dragon Rush' })).toBeTruthy();
  });

  it('shows the games matching the filters in the URL', async () => {
    const fetchMock = api({ '/api/v1/game/search': ok({ items: [gameCard(9, 'Gold Rush')], total: 1, page: 1, perPage: 100 }) });
    await renderRemoteRoute('/en/games?q=gold&provider=blue-orca');
    expect(await screen.findByText(en.lobby.results.replace('{{total}}', '1'))).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).find((url) => url.pathname.endsWith('/search'))!;
    expect(asked.searchParams.get('query')).toBe('gold');
    expect(asked.searchParams.get('provider')).toBe('blue-orca');
  });

  it('lays out all 5,000 games of a long list but renders and asks for only the ones in view', async () => {
    const fetchMock = api({
      '/api/v1/game/search': (url: URL) => {
        const page = Number(url.searchParams.get('page'));
        const items = Array.from({ length: 100 }, (_, i) => gameCard((page - 1) * 100 + i + 1, `Game ${(page - 1) * 100 + i + 1}`));
        return ok({ items, total: 5000, page, perPage: 100 });
      },
    });
    await renderRemoteRoute('/en/games?sort=popular');
    expect(await screen.findByText('Games found: 5,000')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Game 1' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Games found: 5,000' });
    expect(list.querySelector('[role="listitem"]')?.getAttribute('aria-setsize')).toBe('5000');
    expect(screen.getAllByTestId('game-card').length).toBeLessThan(100);
    const pages = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((url) => url.pathname.endsWith('/search'));
    expect(pages.map((url) => url.searchParams.get('page'))).toEqual(['1']);
  });

  it('is honest when nothing matches', async () => {
    api({ '/api/v1/game/search': ok({ items: [], total: 0, page: 1, perPage: 100 }) });
    await renderRemoteRoute('/en/games?q=zzz');
    expect(await screen.findByText(en.lobby.noResults.replace('{{query}}', 'zzz'))).toBeTruthy();
  });

  it('shows quick results while typing, after a pause', async () => {
    api({ '/api/v1/game/window-search': ok({ games: [gameCard(9, 'Gold Rush')], providers: [], totalGames: 1 }) });
    await renderRemoteRoute('/en/games');
    fireEvent.change(await screen.findByTestId('game-search'), { target: { value: 'gol' } });
    await waitFor(() => expect(screen.getByTestId('quick-search-results').textContent).toContain('Gold Rush'));
  });

  it('shows the dealer and seats of a live table', async () => {
    const table = gameCard(5, 'Lightning Roulette', { isLive: true, category: 'live' });
    api({
      '/api/v1/game/sections': ok([{ slug: 'live', title: 'Live casino', search: { category: 'live' }, total: 1, games: [table] }]),
      '/api/v1/live-game-additional-info/EUR': ok([
        { gameId: 5, slug: 'game-5', dealerName: 'Anna', isOpen: true, seatsTotal: 7, seatsTaken: 3, playersOnline: 40, currency: 'EUR', minBet: '1.00', maxBet: '500.00', lastResults: [] },
      ]),
    });
    await renderRemoteRoute('/en/games');
    expect((await screen.findByTestId('live-info')).textContent).toBe('Anna · Seats: 3/7');
  });
});
