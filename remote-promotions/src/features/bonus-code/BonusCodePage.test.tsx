import { act, fireEvent, screen } from '@testing-library/react';
import en from '../../locales/en.json';
import { mockApi, renderRemoteRoute, testSession } from '../../app/test-support';
import { playerFetches } from '@casino/shared/testing';

const balance = (bonus: string) => ({
  body: { status: 'ok', data: { currency: 'EUR', balance: '50.00', bonus, total: '50.00', demoBalance: '0.00', accounts: [] } },
});
const bonus = (status: string) => ({
  uuid: 'b-1', campaignId: 4, kind: 'no_deposit', title: 'Welcome 10', status, amount: '10.00',
  wagerRequired: '300.00', wagered: '0.00', activatedAt: null, finishedAt: null, createdAt: '2026-11-23T10:00:00Z',
});
const player = () => testSession({ isAuth: true, currency: 'EUR' });

async function enter(code: string) {
  fireEvent.change(await screen.findByLabelText(en.bonusCode.label), { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: en.bonusCode.submit }));
  });
}

describe('the bonus code page', () => {
  it('redeems a code, activates it and shows the bonus balance grow', async () => {
    let activated = false;
    const session = player();
    const fetchMock = mockApi({
      '/api/v1/dashboard/balance': () => balance(activated ? '10.00' : '0.00'),
      '/api/v1/bonus/code': { body: { status: 'ok', data: { handled: true, bonus: bonus('available'), balance: '50.00', bonusBalance: '0.00' } } },
      '/api/v1/bonus-campaign/4/activate': () => {
        activated = true;
        return { body: { status: 'ok', data: { handled: true, bonus: bonus('active'), balance: '50.00', bonusBalance: '10.00' } } };
      },
    });
    await renderRemoteRoute('/en/bonus/code', session);
    expect((await screen.findByTestId('balance-bonus')).textContent).toBe('€0.00');
    await enter(' welcome10 ');
    expect(await screen.findByText('Bonus “Welcome 10” added to your bonuses.')).toBeTruthy();
    // The wagering requirement, with the info tooltip that explains it (issue 34, SPEC.md section 9).
    expect(screen.getByTestId('bonus-code-wagering').textContent).toMatch(/^Wagering requirement: €300.00/);
    fireEvent.click(screen.getByRole('button', { name: en.bonuses.help.wageringLabel }));
    expect((await screen.findByRole('tooltip')).textContent).toBe(en.bonuses.help.wageringRequired.replace('{{required}}', '€300.00'));
    const redeem = fetchMock.mock.calls.find((call) => String(call[0]).includes('/bonus/code'));
    expect(JSON.parse(String((redeem?.[1] as RequestInit).body))).toEqual({ code: 'welcome10' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en.bonusCode.activate }));
    });
    expect((await screen.findByTestId('bonus-code-credited')).textContent).toBe('€10.00 credited to your bonus balance.');
    expect((await screen.findByTestId('balance-bonus')).textContent).toBe('€10.00');
    expect(playerFetches(fetchMock)).toBeGreaterThan(0); // the player (the header's balance) followed, with no hand-written refresh
  }, 20_000);

  it.each([
    [404, 'bonus.code_unknown', en.bonusCode.errors.unknown],
    [410, 'bonus.code_expired', en.bonusCode.errors.expired],
    [409, 'bonus.code_used', en.bonusCode.errors.alreadyUsed],
    [409, 'bonus.rules', en.bonusCode.errors.otherCurrency],
  ])('says why a code was refused (%s %s) and keeps what the player typed', async (status, code, message) => {
    mockApi({
      '/api/v1/dashboard/balance': balance('0.00'),
      '/api/v1/bonus/code': { status, body: { status: 'error', errors: [{ field: 'code', code, message: 'english for logs' }] } },
    });
    await renderRemoteRoute('/en/bonus/code', player());
    await enter('SUMMER2025');
    expect(await screen.findByText(message)).toBeTruthy();
    expect((screen.getByLabelText(en.bonusCode.label) as HTMLInputElement).value).toBe('SUMMER2025');
  });

  it('shows a code the edge redeemed (?redeemed=, the form sent before the app was live) as one redeemed here', async () => {
    const fetchMock = mockApi({
      '/api/v1/dashboard/balance': balance('0.00'),
      '/api/v1/bonus-campaign/history-info/b-1': { body: { status: 'ok', data: bonus('available') } },
    });
    await renderRemoteRoute('/en/bonus/code?redeemed=b-1', player());
    expect((await screen.findByTestId('bonus-code-success')).textContent).toContain('Bonus “Welcome 10” added to your bonuses.');
    expect(screen.getByRole('button', { name: en.bonusCode.activate })).toBeTruthy();
    expect(fetchMock.mock.calls.some((call) => String(call[0]).includes('/bonus-campaign/history-info/b-1?lang=en'))).toBe(true);
  });

  it('shows nothing redeemed for a bonus that is not the player\'s, and never asks the API about a malformed one', async () => {
    const fetchMock = mockApi({
      '/api/v1/dashboard/balance': balance('0.00'),
      '/api/v1/bonus-campaign/history-info/someone-elses': { status: 404, body: { status: 'error', errors: [{ field: 'bonusUuid', code: 'not_found', message: 'no' }] } },
    });
    await renderRemoteRoute('/en/bonus/code?redeemed=someone-elses', player());
    await screen.findByLabelText(en.bonusCode.label);
    await act(async () => {});
    expect(screen.queryByTestId('bonus-code-success')).toBeNull();
    fetchMock.mockClear();
    await renderRemoteRoute('/en/bonus/code?redeemed=..%2F..%2Fdashboard%2Fbalance', player());
    await screen.findAllByLabelText(en.bonusCode.label);
    expect(fetchMock.mock.calls.some((call) => String(call[0]).includes('history-info'))).toBe(false);
  });

  it('checks an empty code in the browser with the contract schema', async () => {
    const fetchMock = mockApi({ '/api/v1/dashboard/balance': balance('0.00') });
    await renderRemoteRoute('/en/bonus/code', player());
    await enter('');
    expect(await screen.findByText(en.bonusCode.errors.required)).toBeTruthy();
    expect(fetchMock.mock.calls.some((call) => String(call[0]).includes('/bonus/code'))).toBe(false);
  });

  it('asks a guest to sign in', async () => {
    mockApi({});
    await renderRemoteRoute('/en/bonus/code');
    expect(await screen.findByTestId('bonus-code-guest')).toBeTruthy();
    expect(screen.queryByLabelText(en.bonusCode.label)).toBeNull();
  });
});
