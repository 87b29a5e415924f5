import { act, fireEvent, screen, within } from '@testing-library/react';
import type { TournamentSummary } from '@casino/contract/schemas';
import en from '../../locales/en.json';
import { mockApi, renderRemoteRoute } from '../../app/test-support';

const tournament = (id: number, title: string, status: TournamentSummary['status']): TournamentSummary => ({
  id,
  slug: `t-${id}`,
  title,
  summary: 'Spin to climb the leaderboard',
  status,
  rule: 'bet_sum',
  startsAt: '2026-11-20T08:00:00Z',
  // Far ahead: a running tournament shows its countdown only while it has time left (the test once expired on its end date).
  endsAt: '2099-11-25T08:00:00Z',
  currency: 'EUR',
  prizePool: '10000.00',
  minBet: '0.20',
  participants: 42,
  themeHue: 200,
  isJoined: id === 1,
});

describe('the tournaments list', () => {
  it('lists the active tournaments from GET /tournaments/active in the page language', async () => {
    const fetchMock = mockApi({
      '/api/v1/tournaments/active': {
        body: {
          status: 'ok',
          data: [tournament(1, 'Autumn Spin Cup', 'running'), tournament(2, 'Winter Race', 'upcoming')],
        },
      },
      '/api/v1/tournaments/closed': {
        body: { status: 'ok', data: { items: [tournament(9, 'Summer Cup', 'finished')], page: 1, perPage: 6, total: 1 } },
      },
    });
    await renderRemoteRoute('/en/tournaments/list');
    const link = await screen.findByRole('link', { name: 'Autumn Spin Cup' });
    expect(link.getAttribute('href')).toBe('/en/tournaments/show/1');
    // The whole card is that one link (issue 34): stretched over its card, nothing else in the card to operate.
    expect(link.className).toMatch(/stretchLink/);
    expect(link.closest('li')!.className).toMatch(/stretchCard/);
    expect(link.closest('li')!.querySelectorAll('a, button')).toHaveLength(1);
    expect(screen.getByText(en.tournaments.running)).toBeTruthy();
    expect(screen.getByText(en.tournaments.upcoming)).toBeTruthy();
    expect(screen.getByText(en.tournaments.joined)).toBeTruthy();
    expect(screen.getAllByText('€10,000')).toHaveLength(3);
    expect(screen.getByRole('timer', { name: en.tournaments.endsIn })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Summer Cup' })).toBeTruthy();
    expect(within(screen.getByTestId('tournaments-finished')).getByText(en.tournaments.finished)).toBeTruthy();
    const active = fetchMock.mock.calls.map((call) => new URL(String(call[0]), 'http://localhost')).find((url) => url.pathname.endsWith('/active'));
    expect(active?.searchParams.get('lang')).toBe('en');
  });

  it('pages through the finished tournaments with the API paging, the page in the address', async () => {
    const fetchMock = mockApi({
      '/api/v1/tournaments/active': { body: { status: 'ok', data: [tournament(1, 'Autumn Spin Cup', 'running')] } },
      '/api/v1/tournaments/closed': (url) => {
        const page = Number(url.searchParams.get('page'));
        return { body: { status: 'ok', data: { items: [tournament(100 + page, `Finished cup ${page}`, 'finished')], page, perPage: 6, total: 20 } } };
      },
    });
    await renderRemoteRoute('/en/tournaments/list?finished=2');
    const finished = screen.getByTestId('tournaments-finished');
    expect(await within(finished).findByRole('link', { name: 'Finished cup 2' })).toBeTruthy();
    const closedCalls = () =>
      fetchMock.mock.calls.map((call) => new URL(String(call[0]), 'http://localhost')).filter((url) => url.pathname.endsWith('/closed'));
    expect(closedCalls()[0]?.searchParams.get('perPage')).toBe('6');
    const pager = within(finished).getByRole('navigation');
    expect(within(pager).getByRole('link', { name: /4/ }).getAttribute('href')).toBe('?finished=4');
    await act(async () => {
      fireEvent.click(within(pager).getByRole('link', { name: /3/ }));
    });
    expect(await within(finished).findByRole('link', { name: 'Finished cup 3' })).toBeTruthy();
    expect(closedCalls().at(-1)?.searchParams.get('page')).toBe('3');
    expect(screen.getByRole('link', { name: 'Autumn Spin Cup' })).toBeTruthy();
  });

  it('says a page past the last one has no finished tournaments, not that none has finished', async () => {
    mockApi({
      '/api/v1/tournaments/active': { body: { status: 'ok', data: [] } },
      '/api/v1/tournaments/closed': { body: { status: 'ok', data: { items: [], page: 9, perPage: 6, total: 2 } } },
    });
    await renderRemoteRoute('/en/tournaments/list?finished=9');
    expect(await screen.findByText(en.tournaments.finishedPageEmpty)).toBeTruthy();
  });

  it('says so when no tournament runs', async () => {
    mockApi({
      '/api/v1/tournaments/active': { body: { status: 'ok', data: [] } },
      '/api/v1/tournaments/closed': { body: { status: 'ok', data: { items: [], page: 1, perPage: 6, total: 0 } } },
    });
    await renderRemoteRoute('/en/tournaments/list');
    expect(await screen.findByText(en.tournaments.empty)).toBeTruthy();
  });

  it('recovers with the retry button after an error', async () => {
    let failing = true;
    mockApi({
      '/api/v1/tournaments/closed': { body: { status: 'ok', data: { items: [], page: 1, perPage: 6, total: 0 } } },
      '/api/v1/tournaments/active': () =>
        failing
          ? { status: 500, body: { status: 'error', errors: [] } }
          : { body: { status: 'ok', data: [tournament(3, 'Back Again', 'running')] } },
    });
    await renderRemoteRoute('/en/tournaments/list');
    expect(await screen.findByText(en.tournaments.error)).toBeTruthy();
    failing = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(await screen.findByRole('link', { name: 'Back Again' })).toBeTruthy();
  });
});
