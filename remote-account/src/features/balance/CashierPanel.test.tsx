import { act, fireEvent, screen, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { ServerFormState } from '@casino/contract/form-posts';
import { serverFormAtom } from '@casino/shared';
import type { BonusCampaign, Payment } from '@casino/contract/schemas';
import en from '../../locales/en.json';
import { renderRemoteRoute, testSession } from '../../app/test-support';
import { answerApi, cashierRoutes, DEPOSIT, emptyBalance, ok, visaCashier, type Route } from '../../shared/test-api';
import { amountProblem, decimalsOf, parseAmount } from './cashier-api';

const welcome: BonusCampaign = {
  id: 1,
  kind: 'deposit',
  title: 'Welcome bonus 100%',
  description: '',
  amount: '100.00',
  freeSpins: 0,
  wagerFactor: 35,
  minDeposit: '20.00',
  currency: null,
  byCode: false,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2027-01-01T00:00:00.000Z',
  playerStatus: 'none',
  bonusUuid: null,
  wagering: null,
};
const payment = (amount: string): Payment => ({
  id: 1,
  kind: 'deposit',
  method: 'Visa',
  currency: 'EUR',
  amount,
  status: 'completed',
  reason: null,
  cancellable: false,
  cryptoTransaction: null,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
});
const signedIn = () => testSession({ isAuth: true, id: 7, login: 'player7' });

function answers(over: Record<string, Route> = {}) {
  return {
    ...cashierRoutes(),
    'GET /payment/currencies': ok({ currencies: [] }),
    'GET /api/v1/bonus-campaign/campaign-list-for-cashbox': ok({ campaigns: [welcome, { ...welcome, id: 2, title: 'Used', playerStatus: 'rewarded' }] }),
    [DEPOSIT]: ok(payment('50.00')),
    ...over,
  };
}

async function depositWithBonus(amount: string) {
  const cashier = await screen.findByTestId('cashier');
  const bonus = (await within(cashier).findByTestId('cashier-bonus')) as HTMLSelectElement;
  fireEvent.change(bonus, { target: { value: '1' } });
  fireEvent.change(within(cashier).getByLabelText(/Amount/), { target: { value: amount } });
  await act(async () => {
    fireEvent.click(within(within(cashier).getByTestId('cashier-form')).getByRole('button', { name: en.cashier.deposit }));
  });
}

describe('the cashier amount', () => {
  it('reads what a player types and checks it against the method limits', () => {
    expect(parseAmount('20,5')).toBe('20.50');
    expect(parseAmount('2e3')).toBeNull();
    expect(amountProblem(parseAmount('5'), { min: '10.00', max: '50.00' })).toBe('min');
    expect(amountProblem(parseAmount('51'), { min: '10.00', max: '50.00' })).toBe('max');
    expect(amountProblem(null, { min: '10.00', max: '50.00' })).toBe('format');
  });

  it('reads a BTC amount with its eight digits, as the limits the API sends for a BTC account', () => {
    expect(decimalsOf('0.00022000')).toBe(8);
    expect(decimalsOf('10.00')).toBe(2);
    expect(parseAmount('0,00025', 8)).toBe('0.00025000');
    expect(parseAmount('0.00025')).toBeNull();
    expect(amountProblem(parseAmount('0.0002', 8), { min: '0.00022000', max: '0.55000000' })).toBe('min');
  });
});

describe('the cashier of a BTC account', () => {
  it('shows the limits in BTC with all eight digits and refuses an amount under them before sending', async () => {
    const btc = { id: 'btc', kind: 'deposit' as const, type: 'crypto', name: 'Bitcoin', currencies: ['BTC'], currency: 'BTC', min: '0.00022000', max: '0.55000000' };
    const calls = answerApi(
      answers({
        'GET /api/v1/dashboard/balance': ok({ ...emptyBalance, currency: 'BTC', balance: '0.00000000', accounts: [{ currency: 'BTC', balance: '0.00000000', bonus: '0.00000000', isCurrent: true }] }),
        'GET /api/v1/cashier': ok({ ...visaCashier, currency: 'BTC', balance: '0.00000000', deposit: [btc] }),
        'GET /api/v1/bonus-campaign/campaign-list-for-cashbox': ok({ campaigns: [] }),
      }),
    );
    await renderRemoteRoute('/en/player/balance', signedIn());
    const cashier = await screen.findByTestId('cashier', {}, { timeout: 10_000 });
    expect(await within(cashier).findByText('From BTC 0.00022000 to BTC 0.55000000.', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.change(within(cashier).getByLabelText(/Amount/), { target: { value: '0.0002' } });
    await act(async () => {
      fireEvent.click(within(within(cashier).getByTestId('cashier-form')).getByRole('button', { name: en.cashier.deposit }));
    });
    expect(calls.sent(DEPOSIT)).toHaveLength(0);
  });
});

describe('the cashier bonus choice', () => {
  it('offers only the cashbox bonuses the player can still take', async () => {
    answerApi(answers());
    await renderRemoteRoute('/en/player/balance', signedIn());
    const select = (await screen.findByTestId('cashier-bonus')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([en.cashier.noBonus, 'Welcome bonus 100% (deposit from €20.00)']);
  });

  it('says a deposit is too small for the bonus before any money moves', async () => {
    const calls = answerApi(
      answers({
        'POST /api/v1/bonus-campaign/verify-rules': ok({ ok: false, violations: [{ rule: 'min-deposit', message: 'x' }] }),
      }),
    );
    await renderRemoteRoute('/en/player/balance', signedIn());
    await depositWithBonus('15');
    expect(await screen.findByText('This bonus needs a deposit of at least €20.00.')).toBeTruthy();
    expect(calls.sent('POST /api/v1/bonus-campaign/verify-rules')).toEqual([{ bonusId: 1, depositAmount: '15.00' }]);
    expect(calls.sent(DEPOSIT)).toHaveLength(0);
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect((screen.getByLabelText(/Amount/) as HTMLInputElement).value).toBe('15');
  });

  it('deposits, then activates the chosen bonus, and says both', async () => {
    const calls = answerApi(
      answers({
        'POST /api/v1/bonus-campaign/verify-rules': ok({ ok: true, violations: [] }),
        'POST /api/v1/bonus-campaign/1/activate': ok({ handled: true }),
      }),
    );
    await renderRemoteRoute('/en/player/balance', signedIn());
    await depositWithBonus('50');
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText(/Welcome bonus 100%/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: en.cashier.deposit }));
    });
    expect((await screen.findByTestId('cashier-bonus-result')).textContent).toBe('The bonus "Welcome bonus 100%" is active.');
    expect(screen.getByTestId('cashier-result').textContent).toBe('€50.00 is on your balance.');
    const order = calls.order();
    expect(order.indexOf(DEPOSIT)).toBeLessThan(order.indexOf('POST /api/v1/bonus-campaign/1/activate'));
  });

  it('keeps the deposit when the bonus is refused after it, and says why', async () => {
    answerApi(
      answers({
        'POST /api/v1/bonus-campaign/verify-rules': ok({ ok: true, violations: [] }),
        'POST /api/v1/bonus-campaign/1/activate': {
          status: 409,
          body: { status: 'error', errors: [{ field: 'bonusId', code: 'bonus.rules', message: 'x' }] },
        },
      }),
    );
    await renderRemoteRoute('/en/player/balance', signedIn());
    await depositWithBonus('50');
    await act(async () => {
      fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: en.cashier.deposit }));
    });
    expect((await screen.findByTestId('cashier-bonus-result')).textContent).toContain('could not be activated');
    expect(screen.getByTestId('cashier-result').textContent).toBe('€50.00 is on your balance.');
  });
});

/**
 * The deposit form sent before the app was live, or without JavaScript (issue 36): the edge answers it
 * (host/server/form-posts.ts) and hands the page what to draw; the page draws what the app draws in place.
 */
describe('the cashier drawn after the edge answered its form', () => {
  const served = (state: ServerFormState) => getDefaultStore().set(serverFormAtom, state);
  afterEach(() => served({}));
  const hidden = (form: HTMLElement) =>
    Object.fromEntries([...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]));

  it('names the bonus choice, so a form sent without JavaScript carries it', async () => {
    answerApi(answers());
    await renderRemoteRoute('/en/player/balance', signedIn());
    expect((await screen.findByTestId('cashier-bonus')).getAttribute('name')).toBe('bonusId');
  });

  it('asks the app\'s question in the page, with its warning, and sends the same form again with the answer', async () => {
    served({ token: 'form-token', echo: { form: 'deposit', values: { methodId: 'visa', amount: '50', bonusId: '1' }, errors: [], confirm: { notes: ['loses-reward'] } } });
    const calls = answerApi(answers({ 'POST /api/v1/bonus-campaign/1/activate': ok({ handled: true }) }));
    await renderRemoteRoute('/en/player/balance', signedIn());
    const question = await screen.findByTestId('cashier-confirm');
    expect(question.getAttribute('method')).toBe('post');
    expect(question.getAttribute('action')).toBe('/en/player/balance');
    expect(hidden(question)).toEqual({ _form: 'deposit', _csrf: 'form-token', methodId: 'visa', amount: '50', bonusId: '1', confirmed: '1' });
    expect(within(question).getByRole('heading', { name: en.cashier.confirm.deposit })).toBeTruthy();
    expect(within(question).getByText('Deposit €50.00 with Visa?')).toBeTruthy();
    expect(within(question).getByText('The bonus "Welcome bonus 100%" is activated right after the deposit.')).toBeTruthy();
    expect(within(question).getByRole('alert').textContent).toBe(en.bonusCampaigns.losesReward);
    expect(screen.queryByTestId('cashier-form')).toBeNull();
    // Live, its button makes the deposit as the app's dialog does: the deposit, then the bonus.
    await act(async () => {
      fireEvent.click(within(question).getByRole('button', { name: en.cashier.deposit }));
    });
    expect((await screen.findByTestId('cashier-bonus-result')).textContent).toBe('The bonus "Welcome bonus 100%" is active.');
    expect(screen.queryByTestId('cashier-confirm')).toBeNull();
    const order = calls.order();
    expect(order.indexOf(DEPOSIT)).toBeLessThan(order.indexOf('POST /api/v1/bonus-campaign/1/activate'));
  });

  it('lets the player leave the question for the form, with what was typed', async () => {
    served({ echo: { form: 'deposit', values: { methodId: 'visa', amount: '50' }, errors: [], confirm: { notes: [] } } });
    answerApi(answers());
    await renderRemoteRoute('/en/player/balance', signedIn());
    fireEvent.click(within(await screen.findByTestId('cashier-confirm')).getByRole('link', { name: en.actions.cancel }));
    expect(screen.queryByTestId('cashier-confirm')).toBeNull();
    expect((within(screen.getByTestId('cashier-form')).getByLabelText(/Amount/) as HTMLInputElement).value).toBe('50');
  });

  it.each([
    [{ field: 'bonusId', code: 'cashier.bonusRule.min-deposit' }, { methodId: 'visa', amount: '15', bonusId: '1' }, 'This bonus needs a deposit of at least €20.00.'],
    [{ field: 'amount', code: 'cashier.amount.min' }, { methodId: 'visa', amount: '5', bonusId: '' }, 'The smallest amount for this method is €10.00.'],
  ])('says what the app says for a check the edge made before asking (%j)', async (error, values, message) => {
    served({ echo: { form: 'deposit', values, errors: [error] } });
    answerApi(answers());
    await renderRemoteRoute('/en/player/balance', signedIn());
    expect(await screen.findByText(message)).toBeTruthy();
    expect((screen.getByTestId('cashier-bonus') as HTMLSelectElement).value).toBe(values.bonusId);
    expect(screen.queryByTestId('cashier-confirm')).toBeNull();
  });

  it('says what the deposit the edge made brought, as the app says it in place', async () => {
    served({ done: { form: 'deposit', result: { kind: 'deposit', status: 'completed', amount: '25.00', currency: 'EUR', bonusId: '1', bonusRefused: 'bonus.active_exists' } } });
    answerApi(answers());
    await renderRemoteRoute('/en/player/balance', signedIn());
    expect((await screen.findByTestId('cashier-result')).textContent).toBe('€25.00 is on your balance.');
    expect(screen.getByTestId('cashier-bonus-result').textContent).toMatch(/^The deposit went through, but the bonus "Welcome bonus 100%" could not be activated: /);
  });
});

/**
 * The withdrawal sent before the app was live, or without JavaScript (issue 36): a real form of the page, the same
 * checks and question as the app's, and the result the edge handed the page after it.
 */
describe('the cashier\'s withdrawal as a form of the page', () => {
  const served = (state: ServerFormState) => getDefaultStore().set(serverFormAtom, state);
  afterEach(() => served({}));
  const hidden = (form: HTMLElement) =>
    Object.fromEntries([...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]));
  const WITHDRAW = 'POST /api/v1/cashier/withdrawal';
  const visaOut = { id: 'visa-out', kind: 'withdrawal' as const, type: 'card', name: 'Visa', currencies: ['EUR'], currency: 'EUR', min: '10.00', max: '1000.00' };
  const usdtOut = { ...visaOut, id: 'usdt-out', type: 'crypto', name: 'USDT' };
  const withMoney = (over: Record<string, Route> = {}) =>
    answers({ 'GET /api/v1/cashier': ok({ ...visaCashier, balance: '40.00', withdrawal: [visaOut, usdtOut] }), ...over });

  it('opens the withdrawal tab from its link, a form that posts to the page with its own fields', async () => {
    answerApi(withMoney());
    await renderRemoteRoute('/en/player/balance?cashier=withdrawal', signedIn());
    const cashier = await screen.findByTestId('cashier');
    const form = await within(cashier).findByTestId('cashier-form');
    expect(within(cashier).getByTestId('cashier-withdrawal').getAttribute('aria-pressed')).toBe('true');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/en/player/balance');
    expect(hidden(form)).toEqual({ _form: 'withdrawal', _csrf: '' });
    expect(within(form).getByRole('button', { name: en.cashier.withdrawal })).toBeTruthy();
    // Each tab is a button of a GET form naming the tab: it works before the app is live.
    const tab = within(cashier).getByTestId('cashier-deposit');
    expect([tab.getAttribute('type'), tab.getAttribute('name'), tab.getAttribute('value')]).toEqual(['submit', 'cashier', 'deposit']);
  });

  it('keeps the address on the tab the player sees: one history entry per new tab, back shows the tab before', async () => {
    answerApi(withMoney());
    const router = await renderRemoteRoute('/en/player/balance?cashier=withdrawal', signedIn());
    const cashier = await screen.findByTestId('cashier');
    await within(cashier).findByTestId('cashier-form');
    const pressed = (name: string) => within(cashier).getByTestId(`cashier-${name}`).getAttribute('aria-pressed');
    const address = () => `${router.state.location.pathname}${router.state.location.search}`;
    await act(async () => {
      fireEvent.click(within(cashier).getByTestId('cashier-deposit'));
    });
    expect(pressed('deposit')).toBe('true');
    expect(address()).toBe('/en/player/balance?cashier=deposit');
    expect(router.state.historyAction).toBe('PUSH');
    // The tab already shown: no new entry.
    const entry = router.state.location.key;
    await act(async () => {
      fireEvent.click(within(cashier).getByTestId('cashier-deposit'));
    });
    expect(router.state.location.key).toBe(entry);
    // Back: the withdrawal, as the address says, with the withdrawal's own form.
    await act(async () => {
      await router.navigate(-1);
    });
    expect(address()).toBe('/en/player/balance?cashier=withdrawal');
    expect(pressed('withdrawal')).toBe('true');
    expect(hidden(within(cashier).getByTestId('cashier-form'))).toMatchObject({ _form: 'withdrawal' });
    await act(async () => {
      await router.navigate(1);
    });
    expect(pressed('deposit')).toBe('true');
    expect(hidden(within(cashier).getByTestId('cashier-form'))).toMatchObject({ _form: 'deposit' });
  });

  it('refuses more than the balance before asking, as the edge does', async () => {
    const calls = answerApi(withMoney());
    await renderRemoteRoute('/en/player/balance?cashier=withdrawal', signedIn());
    const form = await screen.findByTestId('cashier-form');
    fireEvent.change(within(form).getByLabelText(/Amount/), { target: { value: '50' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: en.cashier.withdrawal }));
    });
    expect(await screen.findByText(en.form.errors.insufficientFunds)).toBeTruthy();
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(calls.sent(WITHDRAW)).toHaveLength(0);
  });

  it('asks the app\'s question in the page for a withdrawal, carrying the wallet, and sends it live', async () => {
    served({ token: 'form-token', echo: { form: 'withdrawal', values: { methodId: 'usdt-out', amount: '30', address: 'TWalletAddress123' }, errors: [], confirm: { notes: [] } } });
    const calls = answerApi(withMoney({ [WITHDRAW]: ok({ ...payment('30.00'), kind: 'withdrawal', status: 'pending' }) }));
    await renderRemoteRoute('/en/player/balance', signedIn());
    const question = await screen.findByTestId('cashier-confirm');
    expect(hidden(question)).toEqual({ _form: 'withdrawal', _csrf: 'form-token', methodId: 'usdt-out', amount: '30', address: 'TWalletAddress123', confirmed: '1' });
    expect(within(question).getByRole('heading', { name: en.cashier.confirm.withdrawal })).toBeTruthy();
    expect(within(question).getByText('Withdraw €30.00 with USDT? The amount leaves your balance at once.')).toBeTruthy();
    // Without JavaScript, Cancel goes back to the withdrawal tab, not the deposit's.
    expect(within(question).getByRole('link', { name: en.actions.cancel }).getAttribute('href')).toBe('/en/player/balance?cashier=withdrawal');
    await act(async () => {
      fireEvent.click(within(question).getByRole('button', { name: en.cashier.withdrawal }));
    });
    expect((await screen.findByTestId('cashier-result')).textContent).toContain('Your withdrawal of €30.00 is requested');
    expect(calls.sent(WITHDRAW)).toEqual([{ methodId: 'usdt-out', amount: '30.00', address: 'TWalletAddress123' }]);
  });

  it.each([
    [{ field: 'amount', code: 'funds.insufficient' }, en.form.errors.insufficientFunds],
    [{ field: 'address', code: 'cashier.address.invalid' }, en.history.payments.addressInvalid],
    [{ field: 'amount', code: 'cashier.amount.max' }, 'The largest amount for this method is €1,000.00.'],
  ])('keeps what was typed and says what the app says for the edge\'s refusal %j', async (error, message) => {
    served({ echo: { form: 'withdrawal', values: { methodId: 'usdt-out', amount: '5000', address: 'short' }, errors: [error] } });
    answerApi(withMoney());
    await renderRemoteRoute('/en/player/balance', signedIn());
    const form = await screen.findByTestId('cashier-form');
    expect(await within(form).findByText(message)).toBeTruthy();
    expect((within(form).getByLabelText(/Amount/) as HTMLInputElement).value).toBe('5000');
    expect((within(form).getByLabelText(en.cashier.address) as HTMLInputElement).value).toBe('short');
    expect((within(form).getByLabelText(en.cashier.method) as HTMLSelectElement).value).toBe('usdt-out');
  });

  it('says what the withdrawal the edge made did, on the withdrawal tab', async () => {
    served({ done: { form: 'withdrawal', result: { kind: 'withdrawal', status: 'pending', amount: '30.00', currency: 'EUR' } } });
    answerApi(withMoney());
    await renderRemoteRoute('/en/player/balance', signedIn());
    expect((await screen.findByTestId('cashier-result')).textContent).toContain('Your withdrawal of €30.00 is requested');
    expect(screen.getByTestId('cashier-withdrawal').getAttribute('aria-pressed')).toBe('true');
  });
});

describe('the bonus result of a deposit the edge made, when no title is known', () => {
  const served = (state: ServerFormState) => getDefaultStore().set(serverFormAtom, state);
  afterEach(() => served({}));

  it.each([
    [{ bonusRefused: 'bonus.active_exists' }, /^The deposit went through, but the bonus you chose could not be activated: ./],
    [{}, /^The bonus you chose is active\.$/],
  ])('names the bonus generically, never as "" (%j)', async (outcome, message) => {
    // Neither the API's answer nor the cashbox (which no longer lists bonus 99) has its title.
    served({ done: { form: 'deposit', result: { kind: 'deposit', status: 'completed', amount: '25.00', currency: 'EUR', bonusId: '99', ...outcome } } });
    answerApi(answers());
    await renderRemoteRoute('/en/player/balance', signedIn());
    const said = (await screen.findByTestId('cashier-bonus-result')).textContent ?? '';
    expect(said).toMatch(message);
    expect(said).not.toContain('""');
  });
});
