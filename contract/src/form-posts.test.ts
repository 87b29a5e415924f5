import { exceedsBalance, FORM_POSTS } from './form-posts';

/**
 * A form the edge answers sends the API what the app's own submit would: an empty input is "not given", so the API
 * names it `validation.required` and the page drawn again says "Enter your e-mail.", as the app says (CI saw the edge's
 * answer to an empty registration say "This does not look like an e-mail address." instead).
 */
describe('the bodies of the forms the edge answers', () => {
  it('leave out what was left empty, as the app does', () => {
    expect(FORM_POSTS.registration.body({ email: ' ', password: '', nickname: '' }, 'en')).toEqual({ termsAccepted: false, locale: 'en' });
    expect(FORM_POSTS['sign-in'].body({ login: '', password: '', code: '' })).toEqual({});
    expect(FORM_POSTS['forgot-password'].body({ email: '' })).toEqual({});
    expect(FORM_POSTS['bonus-code'].body({ code: '  ' })).toEqual({});
    expect(FORM_POSTS.deposit.body({ methodId: 'visa', amount: '' })).toEqual({ methodId: 'visa' });
  });

  it('trim what was typed, but send a password exactly as typed', () => {
    expect(FORM_POSTS.registration.body({ email: ' a@b.test ', password: ' pass word ', termsAccepted: 'on' }, 'de')).toEqual({
      email: 'a@b.test',
      password: ' pass word ',
      termsAccepted: true,
      locale: 'de',
    });
    expect(FORM_POSTS['sign-in'].body({ login: ' player ', password: ' x ', code: ' 123456 ' })).toEqual({ login: 'player', password: ' x ', code: '123456' });
  });

  it('read a decimal comma in a deposit amount as the point the API expects', () => {
    expect(FORM_POSTS.deposit.body({ methodId: 'visa', amount: '12,50' })).toEqual({ methodId: 'visa', amount: '12.50' });
  });
});

/** The withdrawal the edge answers without JavaScript (issue 36): the app's body, checks and question. */
describe('the withdrawal form', () => {
  const withdrawal = FORM_POSTS.withdrawal;
  const cashier = {
    currency: 'EUR',
    balance: '40.00',
    withdrawal: [
      { id: 'visa-out', type: 'card', min: '10.00', max: '1000.00' },
      { id: 'usdt-out', type: 'crypto', min: '10.00', max: '1000.00' },
    ],
  };

  it('sends what the app sends: the amount with a point, the wallet when typed, never a currency', () => {
    expect(withdrawal.body({ methodId: 'visa-out', amount: ' 30,5 ', currency: 'BTC' })).toEqual({ methodId: 'visa-out', amount: '30.5' });
    expect(withdrawal.body({ methodId: 'usdt-out', amount: '30', address: ' TWallet123 ' })).toEqual({ methodId: 'usdt-out', amount: '30', address: 'TWallet123' });
  });

  it.each([['-5'], ['ten'], ['1e3'], ['0'], ['0.00'], ['Infinity'], ['30;DROP']])('refuses the amount %p before any call, confirmed or not', (amount) => {
    expect(withdrawal.check({ amount, confirmed: '1' })).toEqual([{ field: 'amount', code: 'cashier.amount.format' }]);
    expect(FORM_POSTS.deposit.check({ amount, confirmed: '1' })).toEqual([{ field: 'amount', code: 'cashier.amount.format' }]);
  });

  it('lets a written amount through to the checks', () => {
    expect(withdrawal.check({ amount: '30,50' })).toEqual([]);
    expect(withdrawal.check({ amount: '0.00025' })).toEqual([]);
  });

  it.each([
    ['under the method\'s minimum', { methodId: 'visa-out', amount: '5' }, { field: 'amount', code: 'cashier.amount.min' }],
    ['over its maximum', { methodId: 'visa-out', amount: '1500' }, { field: 'amount', code: 'cashier.amount.max' }],
    ['more than the balance', { methodId: 'visa-out', amount: '40.01' }, { field: 'amount', code: 'funds.insufficient' }],
    ['a crypto withdrawal without a wallet', { methodId: 'usdt-out', amount: '20' }, { field: 'address', code: 'cashier.address.invalid' }],
    ['a crypto wallet too short', { methodId: 'usdt-out', amount: '20', address: ' 1234567 ' }, { field: 'address', code: 'cashier.address.invalid' }],
  ])('judges %s as the app does before asking', (_name, values, error) => {
    expect(withdrawal.confirm.judge(values, [cashier])).toEqual({ errors: [error], notes: [] });
  });

  it('asks when the amount fits the method and the balance (all of it may go)', () => {
    expect(withdrawal.confirm.judge({ methodId: 'visa-out', amount: '40' }, [cashier])).toEqual({ errors: [], notes: [] });
    expect(withdrawal.confirm.judge({ methodId: 'usdt-out', amount: '20', address: 'TWallet123' }, [cashier])).toEqual({ errors: [], notes: [] });
    expect(withdrawal.confirm.checks()).toEqual([{ endpoint: 'payments.cashier' }]);
  });

  it('refuses when the player has no withdrawal method, or the cashier did not answer', () => {
    expect(withdrawal.confirm.judge({ amount: '20' }, [{ ...cashier, withdrawal: [] }]).errors).toEqual([{ field: 'methodId', code: 'validation.invalid' }]);
    expect(withdrawal.confirm.judge({ amount: '20' }, [null]).errors).toEqual([{ field: 'methodId', code: 'validation.invalid' }]);
  });

  it('goes back to the withdrawal tab and says only what the API answered about the payment', () => {
    expect(withdrawal.next('de')).toBe('/de/player/balance?cashier=withdrawal');
    expect(withdrawal.done({}, { id: 3, kind: 'withdrawal', status: 'pending', amount: '30.00', currency: 'EUR', method: 'x' })).toEqual({
      kind: 'withdrawal',
      status: 'pending',
      amount: '30.00',
      currency: 'EUR',
    });
  });
});

describe('exceedsBalance', () => {
  it('compares amounts exactly, in the finest of their digits', () => {
    expect(exceedsBalance('40.00', '40.00')).toBe(false);
    expect(exceedsBalance('40.01', '40.00')).toBe(true);
    expect(exceedsBalance('0.00025000', '0.00024999')).toBe(true);
    expect(exceedsBalance('9007199254740993.00', '9007199254740992.00')).toBe(true);
    expect(exceedsBalance(null, '1.00')).toBe(false);
    expect(exceedsBalance('1.00', undefined)).toBe(false);
  });
});
