import { act, fireEvent, screen } from '@testing-library/react';
import en from '../../locales/en.json';
import { gameCard, mockApi, ok, renderRemoteRoute, testSession } from '../../app/test-support';

const player = () => testSession({ isAuth: true });

describe('the favourites page', () => {
  it('lists the favourite games, and the star removes one at once', async () => {
    let favorites = [gameCard(1, 'Book of Gods'), gameCard(2, 'Dragon Rush')];
    mockApi({
      '/api/v1/player/favorite/games': () => ok(favorites),
      '/api/v1/player/favorite/games/1': () => {
        favorites = favorites.filter((g) => g.id !== 1);
        return ok({ gameId: 1, isFavorite: false, favorites: [2] });
      },
    });
    await renderRemoteRoute('/en/games/favorites', player());
    expect(await screen.findByRole('img', { name: 'Book of Gods' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.favorites.remove.replace('{{name}}', 'Book of Gods') })));
    expect(screen.queryByRole('img', { name: 'Book of Gods' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Dragon Rush' })).toBeTruthy();
  });

  it('says how to add one when there are none', async () => {
    mockApi({ '/api/v1/player/favorite/games': ok([]) });
    await renderRemoteRoute('/en/games/favorites', player());
    expect(await screen.findByText(en.favorites.empty)).toBeTruthy();
  });
});

describe('the last played page', () => {
  it('lists the games most recently played first', async () => {
    mockApi({ '/api/v1/player/last/games': ok([gameCard(3, 'Gold Rush'), gameCard(1, 'Book of Gods')]), '/api/v1/player/favorite/games': ok([]) });
    await renderRemoteRoute('/en/games/last', player());
    const names = (await screen.findAllByRole('img')).map((img) => img.getAttribute('alt'));
    expect(names).toEqual(['Gold Rush', 'Book of Gods']);
  });

  it('says so when nothing was played yet', async () => {
    mockApi({ '/api/v1/player/last/games': ok([]) });
    await renderRemoteRoute('/en/games/last', player());
    expect(await screen.findByText(en.lastPlayed.empty)).toBeTruthy();
  });
});
