import { act, fireEvent, screen } from '@testing-library/react';
import { gameCard, mockApi, ok, renderRemoteRoute } from '../../app/test-support';
import en from '../../locales/en.json';

import type { QueryClient } from '@tanstack/react-query';

// The page's query client, to count the observers of the list's pages of results (TanStack Query's own count).
let mockClient: QueryClient | undefined;
jest.mock('@tanstack/react-query', () => {
  const actual: typeof import('@tanstack/react-query') = jest.requireActual('@tanstack/react-query');
  return {
    ...actual,
    useQueryClient: (...args: Parameters<typeof actual.useQueryClient>) => (mockClient = actual.useQueryClient(...args)),
  };
});

/** How many observers watch pages of search results now (a tile's own `useQuery` was one each). */
const searchObservers = () =>
  mockClient!.getQueryCache().findAll({ queryKey: ['game.search'] }).reduce((sum, query) => sum + query.getObserversCount(), 0);

/** 5,000 games, 100 a page; `failing` pages answer 500 until `failing` is emptied. */
function catalogue(failing = new Set<number>(), asked: number[] = []) {
  mockApi({
    '/api/v1/game/sections': ok([]),
    '/api/v1/game/tabs': ok([{ slug: 'home', title: 'Lobby', category: null, gameCount: 5000 }]),
    '/api/v1/game/providers-by-category': ok([]),
    '/api/v1/jackpots/pool': ok({ currency: 'EUR', at: '2026-01-01T00:00:00Z', total: '0.00', recentWins: [], pools: [] }),
    '/api/v1/game/search': (url: URL) => {
      const page = Number(url.searchParams.get('page'));
      asked.push(page);
      if (failing.has(page)) return { status: 500, body: { status: 'error', errors: [{ field: 'page', code: 'internal', message: 'down' }] } };
      const items = Array.from({ length: 100 }, (_, i) => gameCard((page - 1) * 100 + i + 1, `Game ${(page - 1) * 100 + i + 1}`));
      return ok({ items, total: 5000, page, perPage: 100 });
    },
  });
}

async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe("the 5,000-game list's pages of results", () => {
  // Issue 36 item 3: each tile mounted its own query of its page (an observer, the key hashed, timers) as a fling
  // mounted a row every other frame, 100 tiles to a page. The list keeps one observer per page; tiles listen to it.
  it('asks for a page when its first tile comes into view, with one observer per page, not one per tile', async () => {
    const asked: number[] = [];
    catalogue(new Set(), asked);
    await renderRemoteRoute('/en/games?sort=popular');
    await screen.findByRole('img', { name: 'Game 1' });
    const firstScreen = screen.getAllByTestId('game-card').length;
    expect(firstScreen).toBeGreaterThan(2);
    // The list's own first page (its total) and the tiles' page 1: two observers, whatever the tiles' count.
    expect(searchObservers()).toBe(2);
    // Far down (6 columns of 184 px rows at jsdom's 1,024 px: row 108 holds game 649 on): page 7 is asked for, once.
    await scrollTo(20_000);
    await screen.findByRole('img', { name: 'Game 650' });
    expect(asked.filter((page) => page === 7)).toEqual([7]);
    // The list's first page, and the pages the tiles in view read (7, or 6 and 7): never one per tile.
    expect(screen.getAllByTestId('game-card').length).toBeGreaterThan(3);
    expect(searchObservers()).toBeLessThanOrEqual(3);
  }, 60_000);

  it('offers to try a page again when it fails, and shows its games when the retry answers', async () => {
    const failing = new Set([7]);
    catalogue(failing);
    await renderRemoteRoute('/en/games?sort=popular');
    await screen.findByRole('img', { name: 'Game 1' });
    await scrollTo(20_000);
    const retries = await screen.findAllByRole('button', { name: en.lobby.error });
    failing.clear();
    fireEvent.click(retries[0]!);
    await screen.findByRole('img', { name: 'Game 650' });
    expect(screen.queryAllByRole('button', { name: en.lobby.error })).toEqual([]);
  }, 60_000);
});
