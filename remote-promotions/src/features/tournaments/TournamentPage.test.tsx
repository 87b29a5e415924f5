import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageTitleFromData } from '@casino/shared';
import { gameCard } from '@casino/shared/testing';
import type { Leaderboard, TournamentDetails } from '@casino/contract/schemas';
import en from '../../locales/en.json';
import { mockApi, renderRemoteRoute, testSession } from '../../app/test-support';

const details = (over: Partial<TournamentDetails> = {}): TournamentDetails => ({
  id: 7,
  slug: 'weekly-cup',
  title: 'Weekly Cup',
  summary: 'Bet to climb',
  status: 'running',
  rule: 'bet_sum',
  startsAt: '2026-11-20T08:00:00Z',
  endsAt: '2099-11-25T08:00:00Z',
  currency: 'EUR',
  prizePool: '5000.00',
  minBet: '0.20',
  participants: 3,
  themeHue: 120,
  isJoined: false,
  rules: ['Every real-money bet counts.'],
  prizes: [{ fromPlace: 1, toPlace: 1, amount: '2500.00', freeSpins: 0 }, { fromPlace: 2, toPlace: 5, amount: '0.00', freeSpins: 50 }],
  gameCount: 1,
  me: null,
  ...over,
});

const board = (items: Leaderboard['items'], computedAt = '2026-11-23T10:00:00Z'): Leaderboard => ({
  rule: 'bet_sum',
  computedAt,
  participants: items.length,
  items,
  me: null,
});

const entry = (place: number, nickname: string, isMe = false) => ({ place, nickname, points: 1000 - place, prize: null, isMe });

const game = gameCard(11, { slug: 'fruit', name: 'Fruit Fiesta', thumbnail: '/t.png' });

function api(over: { details?: Partial<TournamentDetails>; leaderboard?: () => Leaderboard } = {}) {
  return mockApi({
    '/api/v1/tournaments/7': { body: { status: 'ok', data: details(over.details) } },
    '/api/v1/tournament/7/leaderboard': () => ({ body: { status: 'ok', data: over.leaderboard?.() ?? board([entry(1, 'ace'), entry(2, 'demo', true)]) } }),
    '/api/v1/tournaments/7/drifts': { body: { status: 'ok', data: { since: '2026-11-22T10:00:00Z', items: [] } } },
    '/api/v1/tournaments/7/games': { body: { status: 'ok', data: { items: [game], page: 1, perPage: 12, total: 1 } } },
    '/api/v1/tournaments/max-free-win/7/game/11': {
      body: { status: 'ok', data: { tournamentId: 7, gameId: 11, currency: 'EUR', maxWin: '120.00', multiplier: 60, nickname: 'ace', myMaxWin: null } },
    },
    '/api/v1/tournaments/7/join': { body: { status: 'ok', data: { tournamentId: 7, isJoined: true, joinedAt: '2026-11-23T10:00:00Z' } } },
  });
}

describe('the tournament page', () => {
  it('shows prizes, rules, games, the best win and the leaderboard with the player highlighted', async () => {
    api();
    await renderRemoteRoute('/en/tournaments/show/7', testSession({ isAuth: true }));
    expect(await screen.findByRole('heading', { name: 'Weekly Cup' })).toBeTruthy();
    expect(screen.getByText('Every real-money bet counts.')).toBeTruthy();
    expect(screen.getByText('€2,500')).toBeTruthy();
    expect(screen.getByText('50 free spins')).toBeTruthy();
    const rows = within(await screen.findByTestId('leaderboard')).getAllByRole('row');
    expect(rows[2]?.getAttribute('data-me')).toBe('true');
    expect(within(rows[2] as HTMLElement).getByText(en.leaderboard.you)).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Fruit Fiesta/ })).getAttribute('href')).toBe('/en/games/acme/fruit');
    expect(await screen.findByText('€120.00')).toBeTruthy();
    expect(screen.getByText(en.drifts.empty)).toBeTruthy();
    await waitFor(() => expect(pageTitleFromData(window.location.pathname)).toMatchObject({ title: 'Weekly Cup', description: 'Bet to climb' }));
  });

  it('asks a guest to sign in instead of joining', async () => {
    api();
    await renderRemoteRoute('/en/tournaments/show/7');
    expect(await screen.findByText(en.tournament.signInToJoin)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.tournament.signIn }).getAttribute('href')).toBe('/en/login');
    expect(screen.queryByRole('button', { name: en.tournament.join })).toBeNull();
  });

  it('joins a signed-in player with POST /tournaments/{id}/join and asks the page again', async () => {
    let joined = false;
    const fetchMock = mockApi({
      '/api/v1/tournaments/7': () => ({ body: { status: 'ok', data: details({ isJoined: joined, me: joined ? { place: null, points: 0 } : null }) } }),
      '/api/v1/tournament/7/leaderboard': { body: { status: 'ok', data: board([]) } },
      '/api/v1/tournaments/7/drifts': { body: { status: 'ok', data: { since: '2026-11-22T10:00:00Z', items: [] } } },
      '/api/v1/tournaments/7/games': { body: { status: 'ok', data: { items: [], page: 1, perPage: 12, total: 0 } } },
      '/api/v1/tournaments/7/join': () => {
        joined = true;
        return { body: { status: 'ok', data: { tournamentId: 7, isJoined: true, joinedAt: '2026-11-23T10:00:00Z' } } };
      },
    });
    await renderRemoteRoute('/en/tournaments/show/7', testSession({ isAuth: true }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: en.tournament.join }));
    });
    expect(await screen.findByTestId('joined')).toBeTruthy();
    expect(screen.getByText(en.leaderboard.meUnranked)).toBeTruthy();
    const join = fetchMock.mock.calls.find((call) => String(call[0]).endsWith('/join'));
    expect((join?.[1] as RequestInit).method).toBe('POST');
  });

  it('marks who moved when the leaderboard refreshes', async () => {
    let refreshed = false;
    api({
      leaderboard: () =>
        refreshed
          ? board([entry(1, 'demo', true), entry(2, 'ace'), entry(3, 'rookie')], '2026-11-23T10:00:15Z')
          : board([entry(1, 'ace'), entry(2, 'demo', true)]),
    });
    await renderRemoteRoute('/en/tournaments/show/7', testSession({ isAuth: true }));
    await screen.findByTestId('leaderboard');
    refreshed = true;
    // The tab comes back after longer than the refresh interval: the board is stale and is asked again.
    const later = Date.now() + 60_000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    clock.mockRestore();
    expect(await screen.findByLabelText('up 1 places', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByLabelText('down 1 places')).toBeTruthy();
    expect(screen.getByText(en.leaderboard.new)).toBeTruthy();
  });

  it('says when the tournament does not exist', async () => {
    mockApi({});
    await renderRemoteRoute('/en/tournaments/show/999');
    expect(await screen.findByText(en.tournament.notFound)).toBeTruthy();
  });
});
