import { act, fireEvent, screen, within } from '@testing-library/react';
import type { PlayerLimit, ResponsibleGamingOverview } from '@casino/contract/schemas';
import en from '../locales/en.json';
import { renderRemoteRoute, testSession } from '../app/test-support';
import { answerApi, cashierRoutes, DEPOSIT, depositDay, LIMIT_HISTORY, ok, OVERVIEW, overviewOf, SET_LIMIT, type Route } from './test-api';

/**
 * The offer of a daily deposit limit before the first deposit (issue 35, UKGC RTS 12), in the cashier of the balance
 * page, and what the cashier says when a limit refuses a deposit. fetch (the API) is answered by method and path.
 */
jest.setTimeout(30_000);

const dayLimit = (amount: string, used: string, remaining: string): PlayerLimit => depositDay({ amount, used, remaining });

/** The API: GET of the overview answers what the last limit change left, as the real one does. */
function api(start: ResponsibleGamingOverview, routes: Record<string, Route> = {}) {
  let current = start;
  return answerApi({
    ...cashierRoutes(),
    [OVERVIEW]: () => ok(current),
    [LIMIT_HISTORY]: ok([]),
    [SET_LIMIT]: (body) => {
      const { amount } = body as { amount: string };
      current = overviewOf({ limits: [dayLimit(amount, '0.00', amount)] });
      return ok(current);
    },
    ...routes,
  });
}
const signedIn = () => testSession({ isAuth: true, id: 7, login: 'player7' });
const openCashier = async () => {
  await renderRemoteRoute('/en/player/balance', signedIn());
  return screen.findByTestId('cashier', {}, { timeout: 10_000 });
};

describe('the deposit limit prompt at the first deposit', () => {
  it('is offered before the first deposit; the limit set there goes to the API and the offer is gone', async () => {
    const calls = api(overviewOf());
    const cashier = await openCashier();
    const prompt = await within(cashier).findByTestId('deposit-limit-prompt', {}, { timeout: 10_000 });
    expect(within(prompt).getByRole('heading', { name: en.limits.cashier.promptTitle })).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: en.limits.cashier.promptLink }).getAttribute('href')).toBe('/en/player/limits');
    fireEvent.change(within(prompt).getByLabelText('Daily deposit limit in EUR'), { target: { value: '50' } });
    await act(async () => {
      fireEvent.click(within(prompt).getByRole('button', { name: en.limits.cashier.promptSet }));
    });
    expect(calls.sent(SET_LIMIT)).toEqual([{ kind: 'deposit.day', amount: '50' }]);
    await screen.findByTestId('cashier-form');
    expect(screen.queryByTestId('deposit-limit-prompt')).toBeNull();
  });

  it('explains an amount that is not one before anything is sent, keeping what was typed', async () => {
    const calls = api(overviewOf());
    const prompt = await within(await openCashier()).findByTestId('deposit-limit-prompt', {}, { timeout: 10_000 });
    const input = within(prompt).getByLabelText('Daily deposit limit in EUR') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '-5' } });
    await act(async () => {
      fireEvent.click(within(prompt).getByRole('button', { name: en.limits.cashier.promptSet }));
    });
    expect(within(prompt).getByText('Enter a positive amount in EUR, such as 50 or 50.00.')).toBeTruthy();
    expect(calls.sent(SET_LIMIT)).toHaveLength(0);
    expect(input.value).toBe('-5');
  });

  it('an API refusal of the limit is shown translated', async () => {
    api(overviewOf(), {
      [SET_LIMIT]: { status: 400, body: { status: 'error', errors: [{ field: 'body.amount', code: 'validation.out_of_range', message: 'too large' }] } },
    });
    const prompt = await within(await openCashier()).findByTestId('deposit-limit-prompt', {}, { timeout: 10_000 });
    fireEvent.change(within(prompt).getByLabelText('Daily deposit limit in EUR'), { target: { value: '99999999' } });
    await act(async () => {
      fireEvent.click(within(prompt).getByRole('button', { name: en.limits.cashier.promptSet }));
    });
    expect(await within(prompt).findByText(en.form.errors.outOfRange)).toBeTruthy();
  });

  it('is not offered once the player has deposited', async () => {
    api(overviewOf({ deposits: '20.00' }));
    await within(await openCashier()).findByTestId('cashier-form', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('deposit-limit-prompt')).toBeNull();
  });

  it('is not offered with a deposit limit already set (at registration)', async () => {
    api(overviewOf({ limits: [dayLimit('50.00', '0.00', '50.00')] }));
    await within(await openCashier()).findByTestId('cashier-form', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('deposit-limit-prompt')).toBeNull();
  });

  it('a deposit the limit refuses says, translated, how much the limit still leaves', async () => {
    const refused = {
      status: 403,
      body: {
        status: 'error',
        errors: [{ field: 'amount', code: 'limit.exceeded', message: 'the deposit limit leaves 8.00' }],
        limit: { kind: 'deposit.day', currency: 'EUR', limit: '50.00', remaining: '8.00', retryAt: '2026-11-28T12:00:00.000Z' },
      },
    };
    api(overviewOf({ deposits: '42.00', limits: [dayLimit('50.00', '42.00', '8.00')] }), { [DEPOSIT]: refused });
    const cashier = await openCashier();
    const form = await within(cashier).findByTestId('cashier-form', {}, { timeout: 10_000 });
    fireEvent.change(within(form).getByLabelText(/Amount/), { target: { value: '20' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: en.cashier.deposit }));
    });
    const dialog = screen.queryByTestId('confirm-dialog');
    if (dialog)
      await act(async () => {
        fireEvent.click(within(dialog).getAllByRole('button').at(-1)!);
      });
    expect(await screen.findByText(en.limits.cashier.reached)).toBeTruthy();
    expect((await screen.findByTestId('deposit-limit-left')).textContent).toBe('Your deposit limit leaves €8.00.');
  });
});
