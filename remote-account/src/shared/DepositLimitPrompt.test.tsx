import { act, fireEvent, screen, within } from '@testing-library/react';
import type { BalanceData, CashierData, PlayerLimit, ResponsibleGamingOverview } from '@casino/contract/schemas';
import en from '../locales/en.json';
import { renderRemoteRoute, testSession } from '../app/test-support';

/**
 * The offer of a daily deposit limit before the first deposit (issue 35, UKGC RTS 12), in the cashier of the balance
 * page, and what the cashier says when a limit refuses a deposit. fetch (the API) is answered by method and path.
 */
jest.setTimeout(30_000);

const balance: BalanceData = {
  currency: 'EUR',
  balance: '0.00',
  bonus: '0.00',
  total: '0.00',
  demoBalance: '1000.00',
  accounts: [{ currency: 'EUR', balance: '0.00', bonus: '0.00', isCurrent: true }],
};
const cashierData: CashierData = {
  currency: 'EUR',
  balance: '0.00',
  canDeposit: true,
  deposit: [{ id: 'visa', kind: 'deposit', type: 'card', name: 'Visa', currencies: ['EUR'], currency: 'EUR', min: '10.00', max: '5000.00' }],
  withdrawal: [],
};
const KINDS = ['deposit.day', 'deposit.week', 'deposit.month', 'loss.day', 'loss.week', 'loss.month', 'stake.round', 'session.minutes'] as const;
function overview({ deposits = '0.00', set = [] as PlayerLimit[] } = {}): ResponsibleGamingOverview {
  return {
    profile: {
      id: 'uk',
      depositLimitPrompt: true,
      realityCheckAvailable: true,
      realityCheckDefaultMinutes: null,
      sessionTimer: true,
      netPosition: true,
      prePlayNotice: false,
      topButtons: false,
      panicButton: false,
      autoplay: false,
      minSecondsPerRound: 0,
      maxStake: null,
    },
    currency: 'EUR',
    limits: KINDS.map(
      (kind) => set.find((l) => l.kind === kind) ?? { kind, currency: kind === 'session.minutes' ? null : 'EUR', amount: null, used: null, remaining: null, pending: null },
    ),
    netPosition: { currency: 'EUR', deposits, withdrawals: '0.00', net: deposits, session: null },
    realityCheckMinutes: null,
    lockedUntil: null,
    now: '2026-11-27T12:00:00.000Z',
  };
}
const dayLimit = (amount: string, used: string, remaining: string): PlayerLimit => ({ kind: 'deposit.day', currency: 'EUR', amount, used, remaining, pending: null });

type Reply = { status?: number; body: unknown };
const ok = (data: unknown): Reply => ({ body: { status: 'ok', data } });
/** The API: GET of the overview answers what the last limit change left, as the real one does. */
function api(start: ResponsibleGamingOverview, routes: Record<string, Reply | ((body: unknown) => Reply)> = {}) {
  let current = start;
  const sent: { route: string; body: unknown }[] = [];
  const all: Record<string, Reply | ((body: unknown) => Reply)> = {
    'GET /api/v1/dashboard/balance': ok(balance),
    'GET /api/v1/cashier': ok(cashierData),
    'GET /api/v1/bonus-campaign/campaign-list-for-cashbox': ok({ campaigns: [] }),
    'GET /api/v1/bonus-campaign/can-lose-gamification-reward': ok({ canLose: false, reward: null }),
    'GET /api/v1/responsible-gaming/limits': () => ok(current),
    'GET /api/v1/responsible-gaming/limits/history': ok([]),
    ...routes,
  };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const route = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ route, body });
    const answer = all[route];
    let reply = typeof answer === 'function' ? answer(body) : (answer ?? { status: 404, body: { status: 'error', errors: [{ field: 'path', code: 'not_found', message: '' }] } });
    if (route === 'POST /api/v1/responsible-gaming/limits' && !answer) {
      current = overview({ set: [dayLimit((body as { amount: string }).amount, '0.00', (body as { amount: string }).amount)] });
      reply = ok(current);
    }
    const { status = 200, body: data } = reply;
    return { status, ok: status < 400, statusText: '', text: async () => JSON.stringify(data), json: async () => data } as Response;
  }) as unknown as typeof fetch;
  return { sent: (route: string) => sent.filter((s) => s.route === route).map((s) => s.body) };
}
const SET = 'POST /api/v1/responsible-gaming/limits';
const signedIn = () => testSession({ isAuth: true, id: 7, login: 'player7' });
const openCashier = async () => {
  await renderRemoteRoute('/en/player/balance', signedIn());
  return screen.findByTestId('cashier', {}, { timeout: 10_000 });
};

describe('the deposit limit prompt at the first deposit', () => {
  it('is offered before the first deposit; the limit set there goes to the API and the offer is gone', async () => {
    const calls = api(overview());
    const cashier = await openCashier();
    const prompt = await within(cashier).findByTestId('deposit-limit-prompt', {}, { timeout: 10_000 });
    expect(within(prompt).getByRole('heading', { name: en.limits.cashier.promptTitle })).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: en.limits.cashier.promptLink }).getAttribute('href')).toBe('/en/player/limits');
    fireEvent.change(within(prompt).getByLabelText('Daily deposit limit in EUR'), { target: { value: '50' } });
    await act(async () => {
      fireEvent.click(within(prompt).getByRole('button', { name: en.limits.cashier.promptSet }));
    });
    expect(calls.sent(SET)).toEqual([{ kind: 'deposit.day', amount: '50' }]);
    await screen.findByTestId('cashier-form');
    expect(screen.queryByTestId('deposit-limit-prompt')).toBeNull();
  });

  it('explains an amount that is not one before anything is sent, keeping what was typed', async () => {
    const calls = api(overview());
    const prompt = await within(await openCashier()).findByTestId('deposit-limit-prompt', {}, { timeout: 10_000 });
    const input = within(prompt).getByLabelText('Daily deposit limit in EUR') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '-5' } });
    await act(async () => {
      fireEvent.click(within(prompt).getByRole('button', { name: en.limits.cashier.promptSet }));
    });
    expect(within(prompt).getByText('Enter a positive amount in EUR, such as 50 or 50.00.')).toBeTruthy();
    expect(calls.sent(SET)).toHaveLength(0);
    expect(input.value).toBe('-5');
  });

  it('an API refusal of the limit is shown translated', async () => {
    api(overview(), {
      [SET]: { status: 400, body: { status: 'error', errors: [{ field: 'body.amount', code: 'validation.out_of_range', message: 'too large' }] } },
    });
    const prompt = await within(await openCashier()).findByTestId('deposit-limit-prompt', {}, { timeout: 10_000 });
    fireEvent.change(within(prompt).getByLabelText('Daily deposit limit in EUR'), { target: { value: '99999999' } });
    await act(async () => {
      fireEvent.click(within(prompt).getByRole('button', { name: en.limits.cashier.promptSet }));
    });
    expect(await within(prompt).findByText(en.form.errors.outOfRange)).toBeTruthy();
  });

  it('is not offered once the player has deposited', async () => {
    api(overview({ deposits: '20.00' }));
    await within(await openCashier()).findByTestId('cashier-form', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('deposit-limit-prompt')).toBeNull();
  });

  it('is not offered with a deposit limit already set (at registration)', async () => {
    api(overview({ set: [dayLimit('50.00', '0.00', '50.00')] }));
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
    api(overview({ deposits: '42.00', set: [dayLimit('50.00', '42.00', '8.00')] }), { 'POST /api/v1/cashier/deposit': refused });
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
