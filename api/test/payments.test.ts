import { call, registerAndSignIn, startTestApi, type TestApi } from './harness';

describe('payments and history', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  test('/payment/currencies lives without the /api/v1 prefix', async () => {
    const response = await call(api, 'GET', '/payment/currencies');
    expect(response.status).toBe(200);
    expect(response.body.data.currencies).toContainEqual({
      code: 'EUR',
      symbol: '€',
      decimals: 2,
      isCrypto: false,
    });
    expect((await call(api, 'GET', '/api/v1/payment/currencies')).status).toBe(404);
  });

  test('cashier lists the methods of the current currency; deposits complete and credit, withdrawals hold the amount', async () => {
    const { token } = await registerAndSignIn(api);
    const cashier = await call(api, 'GET', '/api/v1/cashier', { token });
    expect(cashier.body.data).toMatchObject({ currency: 'EUR', balance: '0.00', canDeposit: true });
    expect(cashier.body.data.deposit.map((m: { id: string }) => m.id)).toContain('visa');

    expect(
      (
        await call(api, 'POST', '/api/v1/cashier/deposit', {
          token,
          body: { methodId: 'visa', amount: '5.00' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(api, 'POST', '/api/v1/cashier/deposit', {
          token,
          body: { methodId: 'visa-payout', amount: '50.00' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(api, 'POST', '/api/v1/cashier/deposit', {
          token,
          body: { methodId: 'visa', amount: 'ten' },
        })
      ).status,
    ).toBe(400);
    const deposit = await call(api, 'POST', '/api/v1/cashier/deposit', {
      token,
      body: { methodId: 'visa', amount: '150.50' },
    });
    expect(deposit.body.data).toMatchObject({
      kind: 'deposit',
      amount: '150.50',
      status: 'completed',
      cancellable: false,
      cryptoTransaction: null,
    });

    expect(
      (
        await call(api, 'POST', '/api/v1/cashier/withdrawal', {
          token,
          body: { methodId: 'visa-payout', amount: 5000 },
        })
      ).status,
    ).toBe(400);
    const tooMuch = await call(api, 'POST', '/api/v1/cashier/withdrawal', {
      token,
      body: { methodId: 'visa-payout', amount: 1000 },
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.errors).toEqual([{ field: 'amount', code: 'funds.insufficient', message: 'insufficient funds' }]);
    const withdrawal = await call(api, 'POST', '/api/v1/cashier/withdrawal', {
      token,
      body: { methodId: 'visa-payout', amount: 100 },
    });
    expect(withdrawal.body.data).toMatchObject({
      kind: 'withdrawal',
      amount: '100.00',
      status: 'pending',
      cancellable: true,
    });
    expect((await call(api, 'GET', '/api/v1/dashboard/balance', { token })).body.data.balance).toBe('50.50');
    const second = await call(api, 'POST', '/api/v1/cashier/withdrawal', {
      token,
      body: { methodId: 'visa-payout', amount: '60.00' },
    });
    expect(second.status).toBe(409);

    // pending -> cancelled returns the held amount; a second cancel is a wrong transition
    const cancel = await call(api, 'POST', `/api/v1/payment/cancel/${withdrawal.body.data.id}`, { token });
    expect(cancel.body.data).toMatchObject({ status: 'cancelled', cancellable: false });
    expect((await call(api, 'GET', '/api/v1/dashboard/balance', { token })).body.data.balance).toBe('150.50');
    expect(
      (await call(api, 'POST', `/api/v1/payment/cancel/${withdrawal.body.data.id}`, { token })).status,
    ).toBe(409);
    expect(
      (await call(api, 'POST', `/api/v1/payment/cancel/${deposit.body.data.id}`, { token })).status,
    ).toBe(409);
    expect((await call(api, 'POST', '/api/v1/payment/cancel/abc', { token })).status).toBe(400);
    expect((await call(api, 'POST', '/api/v1/payment/cancel/999999', { token })).status).toBe(404);
  });

  test("a player cannot touch another player's payment", async () => {
    const { token } = await registerAndSignIn(api);
    // payment 7 is the demo player's pending withdrawal
    expect((await call(api, 'POST', '/api/v1/payment/cancel/7', { token })).status).toBe(404);
  });

  test('crypto deposit refund: completed -> refunded once, the amount leaves the balance', async () => {
    const { token } = await registerAndSignIn(api);
    const deposit = await call(api, 'POST', '/api/v1/cashier/deposit', {
      token,
      body: { methodId: 'btc', amount: '80.00' },
    });
    const crypto = deposit.body.data.cryptoTransaction;
    expect(crypto).toMatchObject({
      network: 'bitcoin',
      amount: '80.00',
      status: 'confirmed',
      refundAddress: null,
    });
    const url = `/api/v1/payment/deposit/${deposit.body.data.id}/crypto/${crypto.id}/refund`;
    expect((await call(api, 'POST', url, { token, body: { address: 'short' } })).status).toBe(400);
    expect(
      (
        await call(
          api,
          'POST',
          `/api/v1/payment/deposit/${deposit.body.data.id}/crypto/${crypto.id + 1000}/refund`,
          { token, body: { address: 'bc1qexampleaddress0000' } },
        )
      ).status,
    ).toBe(404);
    const refund = await call(api, 'POST', url, { token, body: { address: 'bc1qexampleaddress0000' } });
    expect(refund.body.data).toMatchObject({
      status: 'refunded',
      cryptoTransaction: { status: 'refunded', refundAddress: 'bc1qexampleaddress0000' },
    });
    expect((await call(api, 'GET', '/api/v1/dashboard/balance', { token })).body.data.balance).toBe('0.00');
    expect(
      (await call(api, 'POST', url, { token, body: { address: 'bc1qexampleaddress0000' } })).status,
    ).toBe(409);
  });

  test('a refund the balance no longer covers is refused', async () => {
    const player = await registerAndSignIn(api);
    const deposit = await call(api, 'POST', '/api/v1/cashier/deposit', {
      token: player.token,
      body: { methodId: 'usdt-trc20', amount: '40.00' },
    });
    await call(api, 'POST', `/api/v1/_dev/players/${encodeURIComponent(player.email)}/money`, {
      body: { balance: '10.00' },
    });
    const url = `/api/v1/payment/deposit/${deposit.body.data.id}/crypto/${deposit.body.data.cryptoTransaction.id}/refund`;
    const refund = await call(api, 'POST', url, {
      token: player.token,
      body: { address: 'TXexampleaddress000000' },
    });
    expect(refund.status).toBe(409);
    expect(refund.body.errors[0].message).toBe('insufficient funds');
  });

  test('payment history is paged, newest first, with kind and status filters', async () => {
    const token = (
      await call(api, 'POST', '/api/v1/sign-in', { body: { login: 'demo', password: 'Demo12345!' } })
    ).body.data.token;
    const page1 = await call(api, 'GET', '/api/v1/player/history/payments?perPage=3', { token });
    expect(page1.body.data).toMatchObject({ page: 1, perPage: 3, total: 8 });
    expect(page1.body.data.items.map((p: { id: number }) => p.id)).toEqual([8, 7, 6]);
    const page3 = await call(api, 'GET', '/api/v1/player/history/payments?perPage=3&page=3', { token });
    expect(page3.body.data.items.map((p: { id: number }) => p.id)).toEqual([2, 1]);
    const withdrawals = await call(
      api,
      'GET',
      '/api/v1/player/history/payments?kind=withdrawal&status=pending',
      { token },
    );
    expect(withdrawals.body.data.items.map((p: { id: number }) => p.id)).toEqual([7]);
    expect((await call(api, 'GET', '/api/v1/player/history/payments?status=lost', { token })).status).toBe(
      400,
    );
    expect((await call(api, 'GET', '/api/v1/player/history/payments?perPage=1000', { token })).status).toBe(
      400,
    );
    const crypto = page1.body.data.items.find((p: { id: number }) => p.id === 6);
    expect(crypto.cryptoTransaction).toMatchObject({ network: 'tron', status: 'confirmed' });
  });

  test("bonus history lists the player's bonuses in the asked language", async () => {
    const token = (
      await call(api, 'POST', '/api/v1/sign-in', { body: { login: 'demo', password: 'Demo12345!' } })
    ).body.data.token;
    const history = await call(api, 'GET', '/api/v1/player/history/bonus?lang=ru', { token });
    expect(history.body.data.total).toBe(3);
    expect(
      history.body.data.items.map((b: { title: string; status: string }) => `${b.title}:${b.status}`),
    ).toEqual(['Еженедельный кешбэк:available', 'Награда за новый уровень:active', '50 фриспинов:rewarded']);
  });
});
