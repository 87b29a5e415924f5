import { act, fireEvent, screen } from '@testing-library/react';
import en from '../../locales/en.json';
import { mockApi, renderRemoteRoute, testSession } from '../../app/test-support';
import { exchangeValue, parsePoints } from './points-exchange';
import { playerFetches } from '@casino/shared/testing';

const balance = (amount: string) => ({
  body: { status: 'ok', data: { currency: 'EUR', balance: amount, bonus: '0.00', total: amount, demoBalance: '0.00', accounts: [] } },
});
const points = (left: string) => ({
  body: { status: 'ok', data: { points: left, exchangeRatio: 100, exchangeRate: '1.00', minExchange: '100.00', exchangeResult: (Number(left) / 100).toFixed(2) } },
});

describe('points as typed', () => {
  it('reads either decimal mark and refuses what is not a number', () => {
    expect(parsePoints('1 250,5')).toBe(1250.5);
    expect(parsePoints('300')).toBe(300);
    expect(parsePoints('3e2')).toBeNaN();
    expect(exchangeValue(2450, 100, '1.00')).toBe('24.50');
    expect(exchangeValue(155.55, 100, '1.00')).toBe('1.55');
  });

  it('previews the credit in the current currency as the API converts it: whole EUR cents first, rounded down', () => {
    expect(exchangeValue(100, 100, '1.08')).toBe('1.08');
    expect(exchangeValue(155.55, 100, '1.08')).toBe('1.67'); // 155 cents of EUR, 1.674 USD
    expect(exchangeValue(100, 100, '520.00')).toBe('520.00');
    expect(exchangeValue(100, 100, '0.00001100')).toBe('0.00001100');
    expect(exchangeValue(2450, 100, '0.00001100')).toBe('0.00026950');
    expect(exchangeValue(Number.NaN, 100, '0.00001100')).toBe('0.00000000');
  });
});

describe('the points page', () => {
  it('shows what the player will receive before exchanging, then the new balance', async () => {
    let exchanged = false;
    const session = testSession({ isAuth: true, currency: 'EUR' });
    const fetchMock = mockApi({
      '/api/v1/dashboard/points': () => points(exchanged ? '2150.00' : '2450.00'),
      '/api/v1/dashboard/balance': () => balance(exchanged ? '53.00' : '50.00'),
      '/api/v1/dashboard/points/exchange': () => {
        exchanged = true;
        return { body: { status: 'ok', data: { points: '2150.00', credited: '3.00', balance: '53.00' } } };
      },
    });
    await renderRemoteRoute('/en/points', session);
    expect((await screen.findByTestId('points-total')).textContent).toBe('2,450');
    expect(screen.getByText('100 points = €1.00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(en.points.amount), { target: { value: '300' } });
    expect((await screen.findByTestId('points-preview')).textContent).toContain('€3.00');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en.points.submit }));
    });
    expect((await screen.findByTestId('points-exchanged')).textContent).toBe('€3.00 added to your balance. Your balance is now €53.00.');
    expect((await screen.findByTestId('balance-real')).textContent).toBe('€53.00');
    const call = fetchMock.mock.calls.find((c) => String(c[0]).endsWith('/points/exchange'));
    expect(JSON.parse(String((call?.[1] as RequestInit).body))).toEqual({ points: '300.00' });
    expect(playerFetches(fetchMock)).toBeGreaterThan(0); // the player (the header's balance) followed, with no hand-written refresh
  });

  it.each([
    ['50', en.points.errors.min.replace('{{points}}', '100')],
    ['5000', en.points.errors.notEnough],
    ['12abc', en.points.errors.format],
  ])('refuses %s points before asking the API', async (typed, message) => {
    const fetchMock = mockApi({ '/api/v1/dashboard/points': points('2450.00'), '/api/v1/dashboard/balance': balance('50.00') });
    await renderRemoteRoute('/en/points', testSession({ isAuth: true }));
    fireEvent.change(await screen.findByLabelText(en.points.amount), { target: { value: typed } });
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: en.points.submit }).closest('form')!);
    });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(fetchMock.mock.calls.some((c) => String(c[0]).endsWith('/exchange'))).toBe(false);
  });

  it('tells a guest what points are and asks them to sign in', async () => {
    mockApi({});
    await renderRemoteRoute('/en/points');
    expect(await screen.findByTestId('points-guest')).toBeTruthy();
    expect(screen.getByText(en.points.intro)).toBeTruthy();
  });
});
