import { act, fireEvent, screen, within } from '@testing-library/react';
import type { BalanceData } from '@casino/shared/contract';
import en from '../../locales/en.json';
import { mockApi, renderRemoteRoute, testSession } from '../../app/test-support';

const balance: BalanceData = {
  currency: 'EUR',
  balance: '120.50',
  bonus: '10.00',
  total: '130.50',
  demoBalance: '1000.00',
  accounts: [
    { currency: 'EUR', balance: '120.50', bonus: '10.00', isCurrent: true },
    { currency: 'USD', balance: '5.00', bonus: '0.00', isCurrent: false },
  ],
};

const cashier = {
  '/api/v1/cashier': {
    body: { status: 'ok', data: { currency: 'EUR', balance: '120.50', canDeposit: true, deposit: [], withdrawal: [] } },
  },
};

const signedIn = () => testSession({ isAuth: true, id: 7, login: 'player7' });

describe('the balance page', () => {
  it("shows a signed-in player's money from GET /dashboard/balance", async () => {
    const fetchMock = mockApi({ ...cashier, '/api/v1/dashboard/balance': { body: { status: 'ok', data: balance } } });
    await renderRemoteRoute('/en/player/balance', signedIn());
    expect((await screen.findByTestId('balance-real')).textContent).toContain('€120.50');
    expect(screen.getByTestId('balance-bonus').textContent).toContain('€10.00');
    expect(screen.getByTestId('balance-total').textContent).toContain('€130.50');
    expect(screen.getByText('$5.00')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/dashboard/balance'))).toHaveLength(1);
  });

  it('asks a guest to log in and does not call the API', async () => {
    const fetchMock = mockApi({});
    await renderRemoteRoute('/en/player/balance');
    expect(await screen.findByText(en.balance.signInFirst)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.pages.login }).getAttribute('href')).toBe('/en/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a retry after an error', async () => {
    let failing = true;
    mockApi({
      ...cashier,
      '/api/v1/dashboard/balance': () =>
        failing
          ? { status: 500, body: { status: 'error', errors: [] } }
          : { body: { status: 'ok', data: balance } },
    });
    await renderRemoteRoute('/en/player/balance', signedIn());
    expect(await screen.findByText(en.balance.error)).toBeTruthy();
    failing = false;
    await act(async () => {
      fireEvent.click(within(screen.getByText(en.balance.error).closest('[role=alert]') as HTMLElement).getByRole('button'));
    });
    expect((await screen.findByTestId('balance-total')).textContent).toContain('€130.50');
  });

  it('opens the verification page with its heading', async () => {
    await renderRemoteRoute('/en/player/verification', signedIn());
    expect(await screen.findByRole('heading', { name: en.pages.verification })).toBeTruthy();
  });
});
