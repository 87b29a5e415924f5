import { screen, waitFor, within } from '@testing-library/react';
import { pageTitleFromData } from '@casino/shared';
import { gameCard } from '@casino/shared/testing';
import type { RaceStageDetails, StageLeaderboard } from '@casino/contract/schemas';
import en from '../../locales/en.json';
import { mockApi, renderRemoteRoute, testSession } from '../../app/test-support';

const stage: RaceStageDetails = {
  id: 31,
  number: 2,
  status: 'running',
  startsAt: '2026-11-23T00:00:00Z',
  endsAt: '2099-11-24T00:00:00Z',
  prizePool: '1000.00',
  race: { id: 3, slug: 'daily-cash-race', title: 'Daily Cash Race' },
  currency: 'EUR',
  minBet: '0.10',
  prizes: [{ fromPlace: 1, toPlace: 1, amount: '500.00', freeSpins: 0 }],
  rules: ['Bets on bonus games score double.'],
  gameCount: 2,
  bonusGameCount: 1,
  participants: 2,
  me: { place: 1, points: 400 },
};
const board: StageLeaderboard = {
  stageId: 31,
  computedAt: '2026-11-23T10:00:00Z',
  participants: 2,
  items: [
    { place: 1, nickname: 'demo', points: 400, prize: { amount: '500.00', freeSpins: 0 }, isMe: true },
    { place: 2, nickname: 'ace', points: 100, prize: null, isMe: false },
  ],
  me: { place: 1, points: 400 },
};
const game = (id: number, name: string) => gameCard(id, { slug: `g-${id}`, name, thumbnail: '/t.png' });
const ok = (data: unknown) => ({ body: { status: 'ok', data } });

describe('the race pages', () => {
  it('lists the latest race with its stages and the current stage leaderboard', async () => {
    mockApi({
      '/api/v1/race/latest': ok({
        id: 3, slug: 'daily-cash-race', title: 'Daily Cash Race', summary: 'Seven days', status: 'running',
        startsAt: '2026-11-22T00:00:00Z', endsAt: '2026-11-29T00:00:00Z', currency: 'EUR', themeHue: 30,
        stages: [{ id: 30, number: 1, status: 'finished', startsAt: '2026-11-22T00:00:00Z', endsAt: '2026-11-23T00:00:00Z', prizePool: '1000.00' }, stage],
        currentStage: stage,
      }),
      '/api/v1/race/latest/leaderboard': ok(board),
    });
    await renderRemoteRoute('/en/races/list', testSession({ isAuth: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Cash Race' })).toBeTruthy();
    const stages = screen.getByTestId('race-stages');
    expect(within(stages).getByRole('link', { name: 'Stage 2' }).getAttribute('href')).toBe('/en/races/stages/show/31');
    expect(screen.getByTestId('leaderboard').querySelector('tr[data-me]')?.textContent).toContain('demo');
  });

  it('shows a stage with its leaderboard, drifts, bonus games and all games', async () => {
    mockApi({
      '/api/v1/race-stage/31': ok(stage),
      '/api/v1/race-stage/31/leaderboard': ok(board),
      '/api/v1/race-stage/31/drifts': ok({ since: '2026-11-22T10:00:00Z', items: [{ place: 1, previousPlace: 2, change: 1, nickname: 'demo', points: 400, pointsGained: 300, isMe: true }] }),
      '/api/v1/race-stage/31/bonus-games': ok([game(1, 'Gold Rush')]),
      '/api/v1/race-stage/31/all-games': ok({ items: [game(1, 'Gold Rush'), game(2, 'Star Reels')], page: 1, perPage: 12, total: 2 }),
    });
    await renderRemoteRoute('/en/races/stages/show/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stage 2' })).toBeTruthy();
    await waitFor(() => expect(pageTitleFromData(window.location.pathname)?.title).toBe('Stage 2 · Daily Cash Race'));
    expect(screen.getByText('Bets on bonus games score double.')).toBeTruthy();
    expect(within(await screen.findByTestId('stage-bonus-games')).getByText('Gold Rush')).toBeTruthy();
    expect(within(await screen.findByTestId('stage-games')).getByText('Star Reels')).toBeTruthy();
    expect(within(await screen.findByTestId('drifts')).getByText('demo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Daily Cash Race' }).getAttribute('href')).toBe('/en/races/list');
  });

  it('says when the stage does not exist', async () => {
    mockApi({});
    await renderRemoteRoute('/en/races/stages/show/404');
    expect(await screen.findByText(en.races.stageNotFound)).toBeTruthy();
  });
});
