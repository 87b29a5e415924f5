import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { pageTitleFromData } from '@casino/shared';
import en from '../../locales/en.json';
import { gameCard, gameDetails, mockApi, ok, renderRemoteRoute, testSession } from '../../app/test-support';

const bookOfGold = gameDetails(7, 'Book of Gold', { slug: 'book-of-gold' });
const api = (more = {}) =>
  mockApi({
    '/api/v1/game/info/book-of-gold': ok(bookOfGold),
    '/api/v1/game/search': ok({ items: [bookOfGold, gameCard(8, 'Dragon Rush')], total: 2, page: 1, perPage: 13 }),
    ...more,
  });

describe('the game page', () => {
  it.each(['/en/games/blue-orca/book-of-gold', '/en/slots/top/book-of-gold', '/en/games-book-of-gold'])(
    'shows the game at %s with its facts, play buttons and similar games',
    async (path) => {
      api();
      await renderRemoteRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Book of Gold' })).toBeTruthy();
      expect(screen.getByText('96.12%')).toBeTruthy();
      expect(screen.getByText(en.game.volatilityLevel.high)).toBeTruthy();
      expect(screen.getByTestId('play-real').getAttribute('href')).toBe('/en/game/play/book-of-gold');
      expect(screen.getByTestId('play-demo').getAttribute('href')).toBe('/en/rules/book-of-gold');
      expect(await screen.findByRole('heading', { name: en.game.similar })).toBeTruthy();
      expect(screen.getByRole('img', { name: 'Dragon Rush' })).toBeTruthy();
      expect(screen.getAllByText('Book of Gold')).toHaveLength(1);
      expect(pageTitleFromData(window.location.pathname)?.title).toBe('Book of Gold');
    },
  );

  it.each([
    ['de', '96,12\u00a0%'],
    ['tr', '%96,12'],
    ['kk', '96,12%'],
  ])('writes the return to player in %s as that language writes a percentage', async (lang, rtp) => {
    api({ [`/api/v1/game/info/book-of-gold`]: ok(bookOfGold) });
    await renderRemoteRoute(`/${lang}/games-book-of-gold`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Book of Gold' })).toBeTruthy();
    expect(screen.getByTestId('game-rtp').textContent).toBe(rtp);
  });

  it('explains the return to player and the volatility in info tooltips, in the page language (issue 34)', async () => {
    api();
    await renderRemoteRoute('/de/games-book-of-gold');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book of Gold' })).toBeTruthy();
    const de = (await import('../../locales/de.json')).default;
    const rtp = screen.getByRole('button', { name: de.game.rtpHelpLabel });
    fireEvent.click(rtp);
    expect((await screen.findByRole('tooltip')).textContent).toBe(de.game.rtpHelp.replace('{{rtp}}', '96,12\u00a0%'));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: de.game.volatilityHelpLabel }));
    expect((await screen.findByRole('tooltip')).textContent).toBe(de.game.volatilityHelp);
  });

  it('is Page Not Found with its path for an unknown game', async () => {
    api();
    await renderRemoteRoute('/en/games/blue-orca/no-such-game');
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(screen.getByTestId('not-found-path').textContent).toBe('/en/games/blue-orca/no-such-game');
  });

  it('is Page Not Found for a single segment that is not games-{slug}', async () => {
    api();
    await renderRemoteRoute('/en/foo');
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
  });

  it('offers a retry when the API fails', async () => {
    let failing = true;
    api({
      '/api/v1/game/info/book-of-gold': () =>
        failing ? { status: 503, body: { status: 'error', errors: [{ field: '', message: 'down' }] } } : ok(bookOfGold),
    });
    await renderRemoteRoute('/en/games-book-of-gold');
    expect(await screen.findByText(en.game.error)).toBeTruthy();
    failing = false;
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Book of Gold' })).toBeTruthy();
  });

  it('toggles the favourite at once and puts it back when the API fails', async () => {
    const fetchMock = api({
      '/api/v1/player/favorite/games': ok([]),
      '/api/v1/player/favorite/games/7': { status: 503, body: { status: 'error', errors: [{ field: '', message: 'down' }] } },
    });
    await renderRemoteRoute('/en/games-book-of-gold', testSession({ isAuth: true }));
    await screen.findByRole('heading', { level: 1, name: 'Book of Gold' });
    const star = screen.getByRole('button', { name: en.favorites.add.replace('{{name}}', 'Book of Gold') });
    await act(async () => fireEvent.click(star));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/player/favorite/games/7'))).toBe(true));
    expect(await screen.findByRole('button', { name: en.favorites.add.replace('{{name}}', 'Book of Gold'), pressed: false })).toBeTruthy();
  });
});
