import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { gameCard, mockApi, ok, renderRemoteRoute } from '../../app/test-support';

// Counts the router links the page mounts (PageLink, React Router's Link inside) and the prefetches it asks for.
const mockPageLinks = jest.fn();
const mockPrefetch = jest.fn();
jest.mock('@casino/shared', () => {
  const actual: typeof import('@casino/shared') = jest.requireActual('@casino/shared');
  return {
    ...actual,
    PageLink: (props: Parameters<typeof actual.PageLink>[0]) => {
      mockPageLinks(props.to);
      return actual.PageLink(props);
    },
    prefetchPage: (path: string) => mockPrefetch(path),
  };
});

function catalogue() {
  mockApi({
    '/api/v1/game/sections': ok([]),
    '/api/v1/game/tabs': ok([{ slug: 'home', title: 'Lobby', category: null, gameCount: 5000 }]),
    '/api/v1/game/providers-by-category': ok([]),
    '/api/v1/jackpots/pool': ok({ currency: 'EUR', at: '2026-01-01T00:00:00Z', total: '0.00', recentWins: [], pools: [] }),
    '/api/v1/game/search': (url: URL) => {
      const page = Number(url.searchParams.get('page'));
      const items = Array.from({ length: 100 }, (_, i) => gameCard((page - 1) * 100 + i + 1, `Game ${(page - 1) * 100 + i + 1}`));
      return ok({ items, total: 5000, page, perPage: 100 });
    },
  });
}

const tileLink = (name: string) => screen.getByRole('img', { name }).closest('a')!;

describe("the 5,000-game list's links", () => {
  beforeEach(() => {
    mockPageLinks.mockClear();
    mockPrefetch.mockClear();
  });

  // Issue 36: a router link per tile resolved its path and parsed URLs on every mount, about 40 % of a tile's script
  // while a fling mounted a row every other frame. The tiles are plain links the list handles.
  it('mounts no router link in its tiles, however far the player scrolls', async () => {
    catalogue();
    await renderRemoteRoute('/en/games?sort=popular');
    await screen.findByRole('img', { name: 'Game 1' });
    Object.defineProperty(window, 'scrollY', { value: 3000, configurable: true });
    Object.defineProperty(window, 'pageYOffset', { value: 3000, configurable: true });
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Game 1' })).toBeNull());
    expect(screen.getAllByTestId('game-card').length).toBeGreaterThan(2);
    expect(mockPageLinks.mock.calls.filter(([to]) => String(to).startsWith('/en/games/'))).toEqual([]);
    // (A render of 5,000 rows' first screens and a scroll: seconds on a loaded two-core machine, not a timing.)
  }, 20_000);

  it("opens a tile's game in the app, and leaves a click with a modifier key to the browser", async () => {
    catalogue();
    await renderRemoteRoute('/en/games?sort=popular');
    await screen.findByRole('img', { name: 'Game 1' });
    const link = tileLink('Game 1');
    expect(link.getAttribute('href')).toMatch(/^\/en\/games\//);
    // A new tab (Ctrl, Cmd, Shift, Alt or the middle button) is the browser's: the app does not take the click.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(screen.getByTestId('lobby-results')).toBeTruthy();
    // A plain click: the app takes it and shows the game's page without loading a document.
    expect(fireEvent.click(link)).toBe(false);
    await waitFor(() => expect(screen.queryByTestId('lobby-results')).toBeNull());
  });

  it('gets a game page ready when the pointer, a finger or the focus comes to its tile, once per tile', async () => {
    catalogue();
    await renderRemoteRoute('/en/games?sort=popular');
    await screen.findByRole('img', { name: 'Game 1' });
    const first = tileLink('Game 1');
    fireEvent.mouseOver(first.querySelector('img')!);
    fireEvent.mouseOver(first.lastElementChild!);
    expect(mockPrefetch.mock.calls).toEqual([[first.getAttribute('href')]]);
    const second = tileLink('Game 2');
    fireEvent.touchStart(second.querySelector('img')!);
    fireEvent.focus(tileLink('Game 3'));
    expect(mockPrefetch.mock.calls.map(([path]) => path)).toEqual([first, second, tileLink('Game 3')].map((link) => link.getAttribute('href')));
    // The star beside a tile's link is no link: it prefetches nothing.
    fireEvent.mouseOver(screen.getAllByTestId('favorite-toggle')[0]!);
    expect(mockPrefetch).toHaveBeenCalledTimes(3);
  });
});
