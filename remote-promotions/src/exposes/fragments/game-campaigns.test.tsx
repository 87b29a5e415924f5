import { screen, waitFor } from '@testing-library/react';
import { AUTH_TOKEN_KEY, createQueryClient, i18n, queryClientContext, RouterContextProvider } from '@casino/shared';
import { remoteRouteRenderer } from '@casino/shared/testing';
import en from '../../locales/en.json';
import { NAMESPACE } from '../../app/namespace';
import { mockApi, testSession } from '../../app/test-support';
import { gameCampaignsQuery } from '../../features/bonuses/bonuses-api';
import { Fragment, prefetch } from './game-campaigns';

// The fragment as the games team places it on a game page.
const renderOnGamePage = remoteRouteRenderer(NAMESPACE, async () => ({
  routes: [{ path: 'games/acme/fruit', element: <Fragment gameGlobalId="11" /> }],
}));
const campaign = {
  id: 5, kind: 'freespins', title: 'Fruit Fridays', description: '', amount: '0.00', freeSpins: 25, wagerFactor: 40,
  minDeposit: '0.00', currency: null, byCode: false, startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-12-31T00:00:00Z',
  playerStatus: 'none', bonusUuid: null, wagering: null,
};

describe('the game-campaigns fragment', () => {
  it('lists the campaigns the game counts for, in the page language', async () => {
    const fetchMock = mockApi({
      '/api/v1/bonus-campaign/campaign-list-for-game-page/11': { body: { status: 'ok', data: { campaigns: [campaign] } } },
    });
    await renderOnGamePage('/en/games/acme/fruit', testSession({ isAuth: true }));
    expect(await screen.findByText('Fruit Fridays')).toBeTruthy();
    expect(screen.getByText('25 free spins')).toBeTruthy();
    expect(screen.getByRole('link', { name: en.gameCampaigns.all }).getAttribute('href')).toBe('/en/bonuses');
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost').searchParams.get('lang')).toBe('en');
  });

  it('shows nothing for a game no campaign counts for', async () => {
    mockApi({ '/api/v1/bonus-campaign/campaign-list-for-game-page/11': { body: { status: 'ok', data: { campaigns: [] } } } });
    await renderOnGamePage('/en/games/acme/fruit', testSession({ isAuth: true }));
    // Once the answer is in, the skeleton goes and nothing takes its place.
    await waitFor(() => expect(document.querySelector('[aria-hidden="true"]')).toBeNull());
    expect(screen.queryByTestId('game-campaigns')).toBeNull();
  });

  it('points a guest to the bonuses without asking the API', async () => {
    const fetchMock = mockApi({});
    await renderOnGamePage('/en/games/acme/fruit');
    expect(await screen.findByText(en.gameCampaigns.guest)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps its strings when the promotions routes reach the page after it', async () => {
    mockApi({});
    await renderOnGamePage('/en/games/acme/fruit');
    expect(await screen.findByText(en.gameCampaigns.guest)).toBeTruthy();
    // The page prefetches a promotions route (a link to the bonuses): the same version's strings must stay. A second
    // loader for the namespace would count as a new version, forget them, and the fragment would blink out.
    await import('../routes');
    expect(i18n.hasResourceBundle('en', NAMESPACE)).toBe(true);
  });

  it("lets the game page's loader ask for a player's campaigns with the game; a guest's box asks nothing", async () => {
    const fetchMock = mockApi({
      '/api/v1/bonus-campaign/campaign-list-for-game-page/11': { body: { status: 'ok', data: { campaigns: [campaign] } } },
    });
    const queryClient = createQueryClient();
    const context = new RouterContextProvider(new Map([[queryClientContext, queryClient]]));
    await prefetch!({ gameGlobalId: '11' }, { context, locale: 'pl' });
    expect(fetchMock).not.toHaveBeenCalled();
    localStorage.setItem(AUTH_TOKEN_KEY, 'player-token'); // signed in, as the API client leaves it
    try {
      await prefetch!({ gameGlobalId: '11' }, { context, locale: 'pl' });
    } finally {
      localStorage.removeItem(AUTH_TOKEN_KEY);
    }
    expect(queryClient.getQueryData(gameCampaignsQuery('11', 'pl').queryKey)).toEqual({ campaigns: [campaign] });
  });
});
