import { act, fireEvent, screen, within } from '@testing-library/react';
import type { BalanceData } from '@casino/contract/schemas';
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

const currencies = {
  '/payment/currencies': {
    body: {
      status: 'ok',
      data: {
        currencies: [
          { code: 'EUR', symbol: '€', decimals: 2, isCrypto: false },
          { code: 'USD', symbol: '$', decimals: 2, isCrypto: false },
          { code: 'PLN', symbol: 'zł', decimals: 2, isCrypto: false },
        ],
      },
    },
  },
};
const posted = (fetchMock: jest.Mock, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path)).map(([, init]) => JSON.parse(String((init as RequestInit).body)));

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

  it('adds a currency account from the currencies the player has not got, and shows every account fresh', async () => {
    let accounts = balance.accounts;
    const fetchMock = mockApi({
      ...cashier,
      ...currencies,
      '/api/v1/dashboard/balance': () => ({ body: { status: 'ok', data: { ...balance, accounts } } }),
      '/api/v1/dashboard/currency-account/add': () => {
        accounts = [...accounts, { currency: 'PLN', balance: '0.00', bonus: '0.00', isCurrent: false }];
        return { body: { status: 'ok', data: { accounts } } };
      },
    });
    await renderRemoteRoute('/en/player/balance', signedIn());
    const panel = await screen.findByTestId('currency-accounts');
    // EUR and USD are held: only PLN is offered.
    const select = (await within(panel).findByLabelText(en.accounts.newCurrency)) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['PLN']);
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: en.accounts.add }));
    });
    expect(posted(fetchMock, '/currency-account/add')).toEqual([{ currency: 'PLN' }]);
    expect((await screen.findByTestId('accounts-result')).textContent).toBe('Your PLN account is open.');
    expect(await screen.findByTestId('account-PLN')).toBeTruthy();
  });

  it('switches the active account only after the player confirms, and says why a switch is refused', async () => {
    let refuse = true;
    const fetchMock = mockApi({
      ...cashier,
      ...currencies,
      '/api/v1/dashboard/balance': { body: { status: 'ok', data: balance } },
      '/api/v1/dashboard/currency-account/switch': () =>
        refuse
          ? { status: 409, body: { status: 'error', errors: [{ field: 'currency', code: 'conflict.state', message: 'bonus' }] } }
          : { body: { status: 'ok', data: { accounts: balance.accounts } } },
    });
    await renderRemoteRoute('/en/player/balance', signedIn());
    const usd = await screen.findByTestId('account-USD');
    // USD holds money: it can be made active but not closed.
    expect(within(usd).queryByRole('button', { name: en.accounts.close })).toBeNull();
    expect(within(screen.getByTestId('account-EUR')).queryByRole('button')).toBeNull();
    await act(async () => {
      fireEvent.click(within(usd).getByRole('button', { name: en.accounts.switch }));
    });
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(posted(fetchMock, '/currency-account/switch')).toEqual([]);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: en.accounts.switch }));
    });
    expect(await within(dialog).findByText(en.accounts.switchBlocked)).toBeTruthy();
    refuse = false;
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: en.accounts.switch }));
    });
    expect((await screen.findByTestId('accounts-result')).textContent).toBe('You now play with your USD account.');
    expect(posted(fetchMock, '/currency-account/switch')).toEqual([{ currency: 'USD' }, { currency: 'USD' }]);
  });

  it('closes an empty account after confirmation', async () => {
    const withEmpty = { ...balance, accounts: [...balance.accounts, { currency: 'PLN', balance: '0.00', bonus: '0.00', isCurrent: false }] };
    const fetchMock = mockApi({
      ...cashier,
      ...currencies,
      '/api/v1/dashboard/balance': { body: { status: 'ok', data: withEmpty } },
      '/api/v1/dashboard/currency-account/close': { body: { status: 'ok', data: { accounts: balance.accounts } } },
    });
    await renderRemoteRoute('/en/player/balance', signedIn());
    await act(async () => {
      fireEvent.click(within(await screen.findByTestId('account-PLN')).getByRole('button', { name: en.accounts.close }));
    });
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText(/The account is empty/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: en.accounts.close }));
    });
    expect(posted(fetchMock, '/currency-account/close')).toEqual([{ currency: 'PLN' }]);
    expect((await screen.findByTestId('accounts-result')).textContent).toBe('Your PLN account is closed.');
  });

  it('opens the verification page with its heading', async () => {
    await renderRemoteRoute('/en/player/verification', signedIn());
    expect(await screen.findByRole('heading', { name: en.pages.verification })).toBeTruthy();
  });
});
