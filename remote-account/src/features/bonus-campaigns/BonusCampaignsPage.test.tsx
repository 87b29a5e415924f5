import { act, fireEvent, screen, within } from '@testing-library/react';
import type { BonusCampaign } from '@casino/contract/schemas';
import en from '../../locales/en.json';
import { mockApi, renderRemoteRoute, testSession } from '../../app/test-support';
import { playerFetches } from '@casino/shared/testing';

const signedIn = () => testSession({ isAuth: true, id: 7, login: 'player7' });
const campaign = (id: number, over: Partial<BonusCampaign> = {}): BonusCampaign => ({
  id,
  kind: 'deposit',
  title: `Welcome ${id}`,
  description: 'A first-deposit bonus',
  amount: '50.00',
  freeSpins: 0,
  wagerFactor: 30,
  minDeposit: '10.00',
  currency: 'EUR',
  byCode: false,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  playerStatus: 'none',
  bonusUuid: null,
  wagering: null,
  ...over,
});
const ok = (data: unknown) => ({ body: { status: 'ok', data } });
const bonus = { uuid: 'u1', campaignId: 3, kind: 'deposit', title: 'Welcome 3', status: 'active', amount: '50.00', wagerRequired: '1500.00', wagered: '0.00', activatedAt: null, finishedAt: null, createdAt: '2026-01-01T00:00:00.000Z' };

describe('the bonus campaigns page', () => {
  it('shows the active campaign first with its wagering, and hides finished ones', async () => {
    mockApi({
      '/api/v1/bonus-campaign/campaign-list-for-dashboard': ok({
        campaigns: [
          campaign(1),
          campaign(2, { playerStatus: 'rewarded' }),
          campaign(3, {
            playerStatus: 'active',
            wagering: { bonusUuid: 'u1', campaignId: 3, required: '1500.00', wagered: '300.00', remaining: '1200.00', percent: 20, completed: false },
          }),
        ],
      }),
    });
    await renderRemoteRoute('/en/player/bonus-campaigns', signedIn());
    const cards = within(await screen.findByTestId('bonus-campaigns')).getAllByRole('listitem');
    expect(cards.map((c) => c.dataset.testid)).toEqual(['campaign-3', 'campaign-1']);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
    expect(screen.getByTestId('wagering-3').textContent).toContain('€300.00 of €1,500.00 wagered');
    expect(screen.queryByTestId('campaign-reward-3')).toBeNull();
  });

  it('says so when there is nothing, and when the list fails', async () => {
    mockApi({ '/api/v1/bonus-campaign/campaign-list-for-dashboard': ok({ campaigns: [campaign(2, { playerStatus: 'cancelled' })] }) });
    await renderRemoteRoute('/en/player/bonus-campaigns', signedIn());
    expect(await screen.findByText(en.bonusCampaigns.empty)).toBeTruthy();
    mockApi({ '/api/v1/bonus-campaign/campaign-list-for-dashboard': { status: 500, body: { status: 'error', errors: [] } } });
    await renderRemoteRoute('/en/player/bonus-campaigns', signedIn());
    expect(await screen.findByText(en.bonusCampaigns.error)).toBeTruthy();
  });

  it('warns that a reward is lost, activates only after the player confirms, then reloads the list and the player', async () => {
    let active = false;
    const session = signedIn();
    const fetchMock = mockApi({
      '/api/v1/bonus-campaign/campaign-list-for-dashboard': () => ok({ campaigns: [campaign(3, { playerStatus: active ? 'active' : 'available' })] }),
      '/api/v1/bonus-campaign/can-lose-gamification-reward': ok({ canLose: true, reward: bonus }),
      '/api/v1/bonus-campaign/3/activate': () => {
        active = true;
        return ok({ handled: true, bonus, balance: '100.00', bonusBalance: '50.00' });
      },
    });
    await renderRemoteRoute('/en/player/bonus-campaigns', session);
    await act(async () => {
      fireEvent.click(await screen.findByTestId('campaign-activate-3'));
    });
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByTestId('reward-warning').textContent).toBe(en.bonusCampaigns.losesReward);
    const asked = () => fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked().some((url) => url.includes('can-lose-gamification-reward?bonusId=3'))).toBe(true);
    expect(asked().some((url) => url.includes('/activate'))).toBe(false);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: en.bonusCampaigns.action.activate }));
    });
    expect((await screen.findByTestId('campaign-status-3')).textContent).toBe(en.bonusStatus.active);
    expect(asked().filter((url) => url.includes('campaign-list-for-dashboard'))).toHaveLength(2);
    expect(playerFetches(fetchMock)).toBeGreaterThan(0); // the player (the header's balance) followed, with no hand-written refresh
  });

  it('shows the refusal inside the dialog and changes nothing', async () => {
    mockApi({
      '/api/v1/bonus-campaign/campaign-list-for-dashboard': ok({ campaigns: [campaign(3, { playerStatus: 'available' })] }),
      '/api/v1/bonus-campaign/can-lose-gamification-reward': ok({ canLose: false, reward: null }),
      '/api/v1/bonus-campaign/3/cancel': { status: 409, body: { status: 'error', errors: [{ field: '', code: 'conflict', message: 'no' }] } },
    });
    await renderRemoteRoute('/en/player/bonus-campaigns', signedIn());
    await act(async () => {
      fireEvent.click(await screen.findByTestId('campaign-cancel-3'));
    });
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).queryByTestId('reward-warning')).toBeNull();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: en.bonusCampaigns.action.cancel }));
    });
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(screen.getByTestId('campaign-status-3').textContent).toBe(en.bonusStatus.available);
  });
});
