import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { GameSection } from '@casino/contract/schemas';
import { gameCard, mockApi, ok, renderRemoteRoute } from '../../app/test-support';

// Counts how often a card renders its star, a part of every card; the star itself is the real one.
const mockStarRenders = jest.fn();
jest.mock('../../shared/FavoriteButton', () => {
  const actual: typeof import('../../shared/FavoriteButton') = jest.requireActual('../../shared/FavoriteButton');
  return {
    ...actual,
    FavoriteStar: (props: Parameters<typeof actual.FavoriteStar>[0]) => {
      mockStarRenders(props.game.id);
      return actual.FavoriteStar(props);
    },
  };
});

const games = Array.from({ length: 12 }, (_, i) => gameCard(i + 1, `Game ${i + 1}`));
const sections: GameSection[] = [{ slug: 'popular', title: 'Popular', search: { sort: 'popular' }, total: 2160, games }];

describe('the lobby rows', () => {
  // A query's answer re-renders its page synchronously (React renders store updates at once); the cards, whose
  // games and stars did not change, must not be rendered again with it: on a phone that was a long task per answer.
  it('does not render its cards again when another of the page queries answers', async () => {
    const api = mockApi({
      '/api/v1/game/sections': ok(sections),
      '/api/v1/game/tabs': ok([{ slug: 'home', title: 'Lobby', category: null, gameCount: 2160 }]),
      '/api/v1/game/providers-by-category': ok([{ slug: 'blue-orca', name: 'Blue Orca Games', gameCount: 80 }]),
      '/api/v1/jackpots/pool': ok({ currency: 'EUR', at: '2026-01-01T00:00:00Z', total: '0.00', recentWins: [], pools: [] }),
    });
    let answerProviders!: () => void;
    const providersAsked = new Promise<void>((resolve) => (answerProviders = resolve));
    global.fetch = (async (input: RequestInfo | URL) => {
      if (String(input).includes('/providers-by-category')) await providersAsked;
      return api(input);
    }) as typeof fetch;

    await renderRemoteRoute('/en/games');
    expect(await screen.findByRole('img', { name: 'Game 12' })).toBeTruthy();
    await waitFor(() => expect(mockStarRenders).toHaveBeenCalled());
    const rendersBefore = mockStarRenders.mock.calls.length;

    answerProviders();
    fireEvent.click(screen.getByRole('combobox', { name: 'Provider' }));
    expect(await screen.findByRole('option', { name: /Blue Orca Games/ })).toBeTruthy();
    expect(mockStarRenders.mock.calls.length).toBe(rendersBefore);
  });
});

describe("the lobby's first screen on a phone", () => {
  // A visibility observer that never reports: what the page's first render and the server's HTML show, before any
  // picture has come into view.
  const originalObserver = global.IntersectionObserver;
  beforeEach(() => {
    global.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    global.IntersectionObserver = originalObserver;
  });

  it("loads the second section's first pictures at once, as the first section's, and the rest when they come into view", async () => {
    const second = Array.from({ length: 12 }, (_, i) => gameCard(100 + i, `New ${i + 1}`));
    global.fetch = mockApi({
      '/api/v1/game/sections': ok([...sections, { slug: 'new', title: 'New', search: { sort: 'new' }, total: 300, games: second }]),
      '/api/v1/game/tabs': ok([{ slug: 'home', title: 'Lobby', category: null, gameCount: 2160 }]),
      '/api/v1/game/providers-by-category': ok([]),
      '/api/v1/jackpots/pool': ok({ currency: 'EUR', at: '2026-01-01T00:00:00Z', total: '0.00', recentWins: [], pools: [] }),
    });

    await renderRemoteRoute('/en/games');
    expect(await screen.findByRole('img', { name: 'New 1' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'New 3' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'New 4' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Game 6' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Game 7' })).toBeNull();
  });
});
