import { act, fireEvent, screen } from '@testing-library/react';
import type { GameCard, GameSection } from '@casino/shared/contract';
import en from '../../locales/en.json';
import { mockApi, renderRemoteRoute } from '../../app/test-support';

const game = (id: number, name: string): GameCard => ({
  id,
  slug: `game-${id}`,
  name,
  provider: { slug: 'blue-orca', name: 'Blue Orca Games' },
  category: 'slots',
  thumbnail: `/api/v1/game/thumbnail/${id}.svg`,
  isNew: id === 2,
  isPopular: true,
  isLive: false,
  hasDemo: true,
  hasJackpot: false,
  isFavorite: false,
});

const sections: GameSection[] = [
  {
    slug: 'popular',
    title: 'Popular',
    search: { sort: 'popular' },
    total: 2160,
    games: [game(1, 'Book of Gods'), game(2, 'Dragon Rush')],
  },
  { slug: 'live', title: 'Live casino', search: { category: 'live' }, total: 0, games: [] },
];

describe('the games lobby', () => {
  it('shows each section with its game thumbnails, from GET /game/sections in the page language', async () => {
    const fetchMock = mockApi({ '/api/v1/game/sections': { body: { status: 'ok', data: sections } } });
    await renderRemoteRoute('/en/games');
    expect(await screen.findByRole('heading', { name: 'Popular' })).toBeTruthy();
    const thumbnail = screen.getByRole('img', { name: 'Book of Gods' });
    expect(thumbnail.getAttribute('src')).toBe('/api/v1/game/thumbnail/1.svg');
    expect(thumbnail.closest('a')?.getAttribute('href')).toBe('/en/games/blue-orca/game-1');
    expect(screen.getByText(en.lobby.new)).toBeTruthy();
    expect(screen.getByText(en.lobby.sectionEmpty)).toBeTruthy();
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(asked.searchParams.get('lang')).toBe('en');
    expect(asked.searchParams.get('tab')).toBe('home');
  });

  it('says so when there are no sections', async () => {
    mockApi({ '/api/v1/game/sections': { body: { status: 'ok', data: [] } } });
    await renderRemoteRoute('/en/games');
    expect(await screen.findByText(en.lobby.empty)).toBeTruthy();
  });

  it('offers a retry after an error, and the retry loads the games', async () => {
    let failing = true;
    mockApi({
      '/api/v1/game/sections': () =>
        failing
          ? { status: 503, body: { status: 'error', errors: [{ field: '', message: 'down' }] } }
          : { body: { status: 'ok', data: sections } },
    });
    await renderRemoteRoute('/en/games');
    expect(await screen.findByText(en.lobby.error)).toBeTruthy();
    failing = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(await screen.findByRole('img', { name: 'Dragon Rush' })).toBeTruthy();
  });
});
