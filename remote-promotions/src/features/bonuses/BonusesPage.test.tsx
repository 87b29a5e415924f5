import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BonusCampaign } from '@casino/contract/schemas';
import en from '../../locales/en.json';
import { mockApi, renderRemoteRoute, testSession } from '../../app/test-support';
import { playerFetches } from '@casino/shared/testing';

const campaign = (id: number, kind: BonusCampaign['kind'], title: string, over: Partial<BonusCampaign> = {}): BonusCampaign => ({
  id, kind, title, description: `${title} description`, amount: '10.00', freeSpins: 0, wagerFactor: 30, minDeposit: '0.00',
  currency: 'EUR', byCode: false, startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-12-31T00:00:00Z', playerStatus: 'none',
  bonusUuid: null, wagering: null, ...over,
});
const ok = (data: unknown) => ({ body: { status: 'ok', data } });
const balance = (amount: string) => ok({ currency: 'EUR', balance: amount, bonus: '0.00', total: amount, demoBalance: '0.00', accounts: [] });
const cashback = (status: string) => ({
  uuid: 'cb-1', campaignId: null, kind: 'cashback', title: 'Cashback', status, amount: '15.00', wagerRequired: '0.00',
  wagered: '0.00', activatedAt: null, finishedAt: null, createdAt: '2026-11-23T10:00:00Z',
});

describe('the bonuses page', () => {
  it('shows a player their campaigns with terms and the step that fits each', async () => {
    mockApi({
      '/api/v1/dashboard/balance': balance('50.00'),
      '/api/v1/bonus-campaign/history-list': ok({ items: [], page: 1, perPage: 100, total: 0 }),
      '/api/v1/bonus-campaign/campaign-list-for-dashboard': ok({
        campaigns: [
          campaign(1, 'deposit', 'First deposit', { minDeposit: '20.00' }),
          campaign(2, 'no_deposit', 'Gift'),
          campaign(3, 'freespins', 'Spins', { playerStatus: 'active', wagering: { bonusUuid: 'u', campaignId: 3, required: '300.00', wagered: '30.00', remaining: '270.00', percent: 10, completed: false } }),
        ],
      }),
    });
    await renderRemoteRoute('/en/bonuses', testSession({ isAuth: true, currency: 'EUR' }));
    const cards = [...(await screen.findByTestId('bonus-campaigns')).children] as HTMLElement[];
    expect(within(cards[0]!).getByRole('link', { name: en.bonuses.deposit }).getAttribute('href')).toBe('/en/player/balance');
    expect(within(cards[0]!).getByText('Minimum deposit €20.00')).toBeTruthy();
    expect(within(cards[1]!).getByRole('button', { name: en.bonuses.activate })).toBeTruthy();
    expect(within(cards[2]!).getByText('€30.00 of €300.00 wagered')).toBeTruthy();
    expect(screen.queryByTestId('cashback')).toBeNull();
  });

  it('explains the wagering requirement and the bonus terms in an info tooltip on each card (issue 34)', async () => {
    mockApi({
      '/api/v1/dashboard/balance': balance('50.00'),
      '/api/v1/bonus-campaign/history-list': ok({ items: [], page: 1, perPage: 100, total: 0 }),
      '/api/v1/bonus-campaign/campaign-list-for-dashboard': ok({ campaigns: [campaign(2, 'no_deposit', 'Gift', { wagerFactor: 35 })] }),
    });
    await renderRemoteRoute('/en/bonuses', testSession({ isAuth: true, currency: 'EUR' }));
    const card = (await screen.findByTestId('bonus-campaigns')).children[0] as HTMLElement;
    const wagering = within(card).getByRole('button', { name: en.bonuses.help.wageringLabel });
    fireEvent.click(wagering);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe(en.bonuses.help.wagering.replace('{{factor}}', '35'));
    expect(wagering.getAttribute('aria-describedby')).toBe(tooltip.id);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    fireEvent.click(within(card).getByRole('button', { name: en.bonuses.help.termsLabel }));
    expect((await screen.findByRole('tooltip')).textContent).toBe(en.bonuses.help.terms);
  });

  it('shows an offer\'s end date, and none for an offer that runs until switched off', async () => {
    mockApi({
      '/api/v1/dashboard/balance': balance('50.00'),
      '/api/v1/bonus-campaign/history-list': ok({ items: [], page: 1, perPage: 100, total: 0 }),
      '/api/v1/bonus-campaign/campaign-list-for-dashboard': ok({
        campaigns: [campaign(1, 'no_deposit', 'Season gift', { endsAt: '2026-12-31T12:00:00Z' }), campaign(2, 'no_deposit', 'Gift', { endsAt: null })],
      }),
    });
    await renderRemoteRoute('/en/bonuses', testSession({ isAuth: true, currency: 'EUR' }));
    const cards = [...(await screen.findByTestId('bonus-campaigns')).children] as HTMLElement[];
    expect(within(cards[0]!).getByText(/^Until Dec 31, 2026$/)).toBeTruthy();
    expect(within(cards[1]!).queryByText(/^Until/)).toBeNull();
  });

  it('warns before an activation would end the active reward, and activates only when the player confirms', async () => {
    let activations = 0;
    // The check answers in the API's default language; the page names the reward from its own list.
    const reward = { ...cashback('active'), uuid: 'g-1', kind: 'gamification', campaignId: 6, title: 'Награда за уровень' };
    const levelUp = campaign(6, 'gamification', 'Level-up reward', { playerStatus: 'active' });
    mockApi({
      '/api/v1/dashboard/balance': balance('50.00'),
      '/api/v1/bonus-campaign/history-list': ok({ items: [], page: 1, perPage: 100, total: 0 }),
      '/api/v1/bonus-campaign/campaign-list-for-dashboard': () =>
        ok({ campaigns: [campaign(2, 'no_deposit', 'Gift', activations > 0 ? { playerStatus: 'active' } : {}), levelUp] }),
      '/api/v1/bonus-campaign/can-lose-gamification-reward': (url) =>
        ok({ canLose: url.searchParams.get('bonusId') === '2', reward }),
      '/api/v1/bonus-campaign/2/activate': () => {
        activations += 1;
        return ok({ handled: true, bonus: { ...reward, kind: 'no_deposit', title: 'Gift', uuid: 'b-2' }, balance: '50.00', bonusBalance: '10.00' });
      },
    });
    await renderRemoteRoute('/en/bonuses', testSession({ isAuth: true, currency: 'EUR' }));
    const activate = () => screen.findByRole('button', { name: en.bonuses.activate });
    await act(async () => {
      fireEvent.click(await activate());
    });
    const warning = await screen.findByTestId('reward-warning');
    expect(warning.textContent).toContain(en.bonuses.losesReward.text.replace('{{reward}}', 'Level-up reward'));
    await act(async () => {
      fireEvent.click(within(warning).getByRole('button', { name: en.bonuses.losesReward.keep }));
    });
    expect(activations).toBe(0);
    expect(screen.queryByTestId('reward-warning')).toBeNull();
    await act(async () => {
      fireEvent.click(await activate());
    });
    await act(async () => {
      fireEvent.click(within(await screen.findByTestId('reward-warning')).getByRole('button', { name: en.bonuses.losesReward.confirm }));
    });
    expect(activations).toBe(1);
    expect(await screen.findAllByText(en.bonuses.active)).toHaveLength(2);
  });

  it('activates at once when no reward is at stake', async () => {
    let activations = 0;
    mockApi({
      '/api/v1/dashboard/balance': balance('50.00'),
      '/api/v1/bonus-campaign/history-list': ok({ items: [], page: 1, perPage: 100, total: 0 }),
      '/api/v1/bonus-campaign/campaign-list-for-dashboard': ok({ campaigns: [campaign(2, 'no_deposit', 'Gift')] }),
      '/api/v1/bonus-campaign/can-lose-gamification-reward': ok({ canLose: false, reward: null }),
      '/api/v1/bonus-campaign/2/activate': () => {
        activations += 1;
        return ok({ handled: true, bonus: { ...cashback('active'), kind: 'no_deposit' }, balance: '50.00', bonusBalance: '10.00' });
      },
    });
    await renderRemoteRoute('/en/bonuses', testSession({ isAuth: true, currency: 'EUR' }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: en.bonuses.activate }));
    });
    await waitFor(() => expect(activations).toBe(1));
    expect(screen.queryByTestId('reward-warning')).toBeNull();
  });

  it('lets a player take their cashback onto the balance', async () => {
    let taken = false;
    const session = testSession({ isAuth: true, currency: 'EUR' });
    const fetchMock = mockApi({
      '/api/v1/dashboard/balance': () => balance(taken ? '65.00' : '50.00'),
      '/api/v1/bonus-campaign/history-list': () => ok({ items: [cashback(taken ? 'rewarded' : 'available')], page: 1, perPage: 100, total: 1 }),
      '/api/v1/bonus-campaign/campaign-list-for-dashboard': ok({ campaigns: [] }),
      '/api/v1/bonus-campaign/cb-1/cashback/reward': () => {
        taken = true;
        return ok({ handled: true, bonus: cashback('rewarded'), balance: '65.00', bonusBalance: '0.00' });
      },
    });
    await renderRemoteRoute('/en/bonuses', session);
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Take €15.00' }));
    });
    expect((await screen.findByTestId('cashback-taken')).textContent).toBe('€15.00 is on your balance. Your balance is now €65.00.');
    expect((await screen.findByTestId('balance-real')).textContent).toBe('€65.00');
    expect(screen.queryByRole('button', { name: 'Take €15.00' })).toBeNull();
    expect(playerFetches(fetchMock)).toBeGreaterThan(0); // the player (the header's balance) followed, with no hand-written refresh
  });

  it('offers a guest the promotions and a way to register', async () => {
    mockApi({
      '/api/v1/promo': ok({ items: [{ id: 'cashback', title: 'Weekly cashback', summary: 'Back every week', badge: 'Weekly', path: '/display/cash_back_system', image: '/i.svg' }] }),
    });
    await renderRemoteRoute('/en/bonuses');
    const offers = await screen.findByTestId('bonus-offers');
    expect(within(offers).getByText('Weekly cashback')).toBeTruthy();
    // The whole card is one link named by the offer (issue 34): no second "Details" link beside it.
    const links = within(offers).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Weekly cashback', '/en/display/cash_back_system']]);
    expect(links[0]!.className).toMatch(/stretchLink/);
    expect(within(screen.getByTestId('bonuses-guest')).getByRole('link', { name: en.bonuses.register }).getAttribute('href')).toBe('/en/registration');
  });
});
