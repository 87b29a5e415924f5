import { act, screen, waitFor, within } from '@testing-library/react';
import { gameCard, mockApi, ok, renderRemoteRoute } from '../../app/test-support';

// Counts the components of this remote that subscribe to the strings (react-i18next's hook through @casino/shared).
const mockTranslationHooks = jest.fn();
jest.mock('@casino/shared', () => {
  const actual: typeof import('@casino/shared') = jest.requireActual('@casino/shared');
  return {
    ...actual,
    useTranslation: (...args: Parameters<typeof actual.useTranslation>) => {
      mockTranslationHooks(args[0]);
      return actual.useTranslation(...args);
    },
  };
});

/** A lobby whose one tab holds 5,000 games, 100 a page, named "Game 1" to "Game 5000". */
function lobbyOfFiveThousandGames({ everyOtherNew = false } = {}) {
  mockApi({
    '/api/v1/game/sections': ok([]),
    '/api/v1/game/tabs': ok([{ slug: 'home', title: 'Lobby', category: null, gameCount: 5000 }]),
    '/api/v1/game/providers-by-category': ok([]),
    '/api/v1/jackpots/pool': ok({ currency: 'EUR', at: '2026-01-01T00:00:00Z', total: '0.00', recentWins: [], pools: [] }),
    '/api/v1/game/search': (url: URL) => {
      const page = Number(url.searchParams.get('page'));
      const items = Array.from({ length: 100 }, (_, i) => gameCard((page - 1) * 100 + i + 1, `Game ${(page - 1) * 100 + i + 1}`, { isNew: everyOtherNew && i % 2 === 0 }));
      return ok({ items, total: 5000, page, perPage: 100 });
    },
  });
}

describe('the 5,000-game list', () => {
  // Issue 36: on a phone a fling mounts a row of cards every frame or two; a card that subscribed to the strings itself
  // (three hooks per tile: the tile, the card, the star) paid for it on every mount. The list translates once.
  it('translates the cards once for the list, not in each tile it mounts', async () => {
    lobbyOfFiveThousandGames({ everyOtherNew: true });
    await renderRemoteRoute('/en/games?sort=popular');
    expect(await screen.findByRole('img', { name: 'Game 1' })).toBeTruthy();
    // Every card still shows its translated words: the badge and the star's name.
    const cards = screen.getAllByTestId('game-card');
    expect(screen.getAllByTestId('favorite-toggle').map((star) => star.getAttribute('aria-label'))).toContain('Add Game 1 to favourites');
    expect(screen.getAllByText('New').length).toBeGreaterThan(0);
    // The player scrolls on: rows further down mount, and none of their tiles subscribes to the strings.
    mockTranslationHooks.mockClear();
    Object.defineProperty(window, 'scrollY', { value: 3000, configurable: true });
    Object.defineProperty(window, 'pageYOffset', { value: 3000, configurable: true });
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    const shownBefore = new Set(cards.map((card) => card.dataset.gameSlug));
    await waitFor(() => expect(screen.getAllByTestId('game-card').filter((card) => !shownBefore.has(card.dataset.gameSlug)).length).toBeGreaterThan(2));
    expect(screen.queryByRole('img', { name: 'Game 1' })).toBeNull();
    const mounted = screen.getAllByTestId('game-card').filter((card) => !shownBefore.has(card.dataset.gameSlug)).length;
    // (three a tile before: the tile's, the card's and the star's; the one left is the page's own, once.)
    expect(mockTranslationHooks.mock.calls.length).toBeLessThan(mounted);
  });

  // Issue 36: a fling mounts a row of tiles every other frame and their pictures arrive meanwhile; each arrival set the
  // picture's `loaded` state, rendered the tile's picture again and changed its box's class: a React render and a
  // style pass per picture. Now a picture that arrives changes nothing in the page.
  it('changes nothing in the page when a tile’s picture arrives', async () => {
    lobbyOfFiveThousandGames();
    await renderRemoteRoute('/en/games?sort=popular');
    await screen.findByRole('img', { name: 'Game 1' });
    const list = screen.getByTestId('lobby-results');
    const pictures = Array.from(list.querySelectorAll('img'));
    expect(pictures.length).toBeGreaterThan(2);
    const changes: MutationRecord[] = [];
    const watch = new MutationObserver((records) => changes.push(...records));
    watch.observe(list, { subtree: true, attributes: true, childList: true, characterData: true });
    await act(async () => {
      for (const picture of pictures) picture.dispatchEvent(new Event('load'));
    });
    changes.push(...watch.takeRecords());
    watch.disconnect();
    expect(changes.map((change) => `${change.type} ${change.attributeName ?? ''} on ${(change.target as Element).tagName}`)).toEqual([]);
    // Each picture is still the game's, with its name, in a box of the list's size.
    expect(screen.getByRole('img', { name: 'Game 1' }).closest('[data-status]')!.getAttribute('data-status')).toBe('shown');
  });

  // Issue 36 item 3: every row a scroll brings in is React's mount and the browser's style, layout and paint of its
  // elements. A tile was 11: its cell, the card, the link, a wrapper round the picture, the picture, the name, the
  // provider, the star's button, its SVG and path. The picture is now its own box and the star is drawn by CSS.
  it('mounts seven elements for a tile, the picture and the star each one', async () => {
    lobbyOfFiveThousandGames();
    await renderRemoteRoute('/en/games?sort=popular');
    const picture = await screen.findByRole('img', { name: 'Game 1' });
    const cell = picture.closest('[role="listitem"]')!;
    expect([cell, ...cell.querySelectorAll('*')].map((element) => element.tagName)).toEqual(['DIV', 'DIV', 'A', 'IMG', 'SPAN', 'SPAN', 'BUTTON']);
    // The star still says what it does, and whether the game is a favourite, to a screen reader.
    const star = within(cell as HTMLElement).getByRole('button', { name: 'Add Game 1 to favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
  });
});
