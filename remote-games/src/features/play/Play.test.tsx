import { pageTitleFromData } from '@casino/shared';
import { act, screen } from '@testing-library/react';
import en from '../../locales/en.json';
import { gameCard, gameDetails, mockApi, ok, renderRemoteRoute, testSession } from '../../app/test-support';
import { playerFetches } from '@casino/shared/testing';

const game = gameCard(7, 'Book of Gold', { slug: 'book-of-gold' });
const launch = (mode: 'real' | 'demo') =>
  ok({ mode, launchUrl: '/api/v1/game/launch/abcdefghijklmnopqrstuvwxyz?lang=en', sessionToken: 'abcdefghijklmnopqrstuvwxyz', expiresAt: '2030-01-01T00:00:00Z', game, currency: 'EUR', balance: '100.00' });
const player = testSession({ isAuth: true });

describe('real-money play', () => {
  it('shows the game in a frame under a bar with the balance, which follows the rounds', async () => {
    const fetchMock = mockApi({ '/api/v1/game/real': launch('real') });
    await renderRemoteRoute('/en/game/play/book-of-gold', player);
    const frame = await screen.findByTitle('Book of Gold, the game');
    expect(frame.getAttribute('src')).toBe('/api/v1/game/launch/abcdefghijklmnopqrstuvwxyz?lang=en');
    expect(screen.getByTestId('play-balance').textContent).toBe('€100.00');
    expect(screen.getByRole('link', { name: /Back to the game page/ }).getAttribute('href')).toBe('/en/games/blue-orca/book-of-gold');
    await act(async () => {
      window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: 'casino:balance', mode: 'real', currency: 'EUR', balance: '98.00' } }));
    });
    expect(screen.getByTestId('play-balance').textContent).toBe('€98.00');
    expect(playerFetches(fetchMock)).toBeGreaterThan(0); // the player (the header's balance) followed, with no hand-written refresh
  });

  it('ignores messages from other origins', async () => {
    mockApi({ '/api/v1/game/real': launch('real') });
    await renderRemoteRoute('/en/game/play/book-of-gold', testSession({ isAuth: true }));
    await screen.findByTestId('play-balance');
    await act(async () => {
      window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.test', data: { type: 'casino:balance', mode: 'real', currency: 'EUR', balance: '1.00' } }));
    });
    expect(screen.getByTestId('play-balance').textContent).toBe('€100.00');
  });

  it('says why a launch failed and offers the demo', async () => {
    mockApi({ '/api/v1/game/real': { status: 503, body: { status: 'error', errors: [{ field: '', code: 'unavailable', message: 'down' }] } } });
    await renderRemoteRoute('/en/game/play/book-of-gold', testSession({ isAuth: true }));
    expect(await screen.findByText(en.play.failedGeneric)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.play.tryDemo }).getAttribute('href')).toBe('/en/rules/book-of-gold');
  });
});

describe('demo play and rules', () => {
  it('opens the demo for a guest with the rules', async () => {
    mockApi({ '/api/v1/game/demo': launch('demo'), '/api/v1/game/info/book-of-gold': ok(gameDetails(7, 'Book of Gold')) });
    await renderRemoteRoute('/en/rules/book-of-gold');
    expect(await screen.findByTitle('Book of Gold, the game')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'How Book of Gold pays' })).toBeTruthy();
    expect(await screen.findByText(/The return to player is 96.12%/)).toBeTruthy();
    expect(pageTitleFromData(window.location.pathname)).toEqual({
      pathname: window.location.pathname,
      title: 'How Book of Gold pays',
      description: expect.stringContaining('96.12%'),
    });
  });
});
