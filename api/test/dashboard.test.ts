import { call, registerAndSignIn, startTestApi, type TestApi } from './harness';

const latestCode = async (api: TestApi, recipient: string, purpose: string): Promise<string> => {
  const outbox = await call(
    api,
    'GET',
    `/api/v1/_dev/outbox?recipient=${encodeURIComponent(recipient)}&purpose=${purpose}`,
  );
  const message = outbox.body.data.messages[0];
  if (!message) throw new Error(`no ${purpose} message for ${recipient}`);
  return message.code as string;
};
const signInDemo = async (api: TestApi): Promise<string> =>
  (await call(api, 'POST', '/api/v1/sign-in', { body: { login: 'demo', password: 'Demo12345!' } })).body.data
    .token;

describe('dashboard', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  test('every dashboard endpoint needs a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/dashboard/balance'],
      ['GET', '/api/v1/dashboard/profile'],
      ['POST', '/api/v1/dashboard/points/exchange'],
      ['POST', '/api/v1/dashboard/verification/upload'],
      ['POST', '/api/v1/dashboard/cooling-off'],
    ] as const) {
      const response = await call(api, method, url, { body: method === 'POST' ? {} : undefined });
      expect(response.status).toBe(401);
      expect(response.body.status).toBe('error');
    }
  });

  test('balance and points of the demo player; points exchange at 100 points per 1.00', async () => {
    const token = await signInDemo(api);
    const balance = await call(api, 'GET', '/api/v1/dashboard/balance', { token });
    expect(balance.body.data).toMatchObject({
      currency: 'EUR',
      balance: '1250.00',
      bonus: '5.00',
      total: '1255.00',
    });
    expect(balance.body.data.accounts).toHaveLength(2);
    const points = await call(api, 'GET', '/api/v1/dashboard/points', { token });
    expect(points.body.data).toEqual({
      points: '2450.00',
      exchangeRatio: 100,
      exchangeRate: '1.00',
      minExchange: '100.00',
      exchangeResult: '24.50',
      currency: 'EUR',
    });

    expect(
      (await call(api, 'POST', '/api/v1/dashboard/points/exchange', { token, body: { points: '50.00' } }))
        .status,
    ).toBe(400);
    expect(
      (await call(api, 'POST', '/api/v1/dashboard/points/exchange', { token, body: { points: '99999.00' } }))
        .status,
    ).toBe(409);
    expect(
      (await call(api, 'POST', '/api/v1/dashboard/points/exchange', { token, body: { points: '1.234' } }))
        .status,
    ).toBe(400);
    const exchange = await call(api, 'POST', '/api/v1/dashboard/points/exchange', {
      token,
      body: { points: '250.00' },
    });
    expect(exchange.body.data).toEqual({ points: '2200.00', credited: '2.50', balance: '1252.50' });
    const history = await call(api, 'GET', '/api/v1/player/history/points?perPage=1', { token });
    expect(history.body.data).toMatchObject({
      total: 5,
      items: [{ delta: '-250.00', balanceAfter: '2200.00', reason: 'exchange' }],
    });
  });

  test('subscriptions read and update partially; unsubscribe turns channels off', async () => {
    const { token } = await registerAndSignIn(api);
    expect((await call(api, 'GET', '/api/v1/dashboard/subscriptions', { token })).body.data).toEqual({
      email: true,
      sms: true,
      push: false,
    });
    expect(
      (await call(api, 'PUT', '/api/v1/dashboard/subscriptions', { token, body: { push: true } })).body.data,
    ).toEqual({ email: true, sms: true, push: true });
    expect(
      (await call(api, 'POST', '/api/v1/player/unsubscribe', { token, body: { channel: 'sms' } })).body.data
        .handled,
    ).toBe(true);
    expect((await call(api, 'GET', '/api/v1/dashboard/subscriptions', { token })).body.data).toEqual({
      email: true,
      sms: false,
      push: true,
    });
    // no body at all means every channel
    expect((await call(api, 'POST', '/api/v1/player/unsubscribe', { token })).status).toBe(200);
    expect((await call(api, 'GET', '/api/v1/dashboard/subscriptions', { token })).body.data).toEqual({
      email: false,
      sms: false,
      push: false,
    });
  });

  test('password change signs out other sessions; forgot and reset go through the outbox code', async () => {
    const player = await registerAndSignIn(api);
    const other = (
      await call(api, 'POST', '/api/v1/sign-in', { body: { login: player.email, password: player.password } })
    ).body.data.token;
    const wrong = await call(api, 'POST', '/api/v1/dashboard/password/change', {
      token: player.token,
      body: { currentPassword: 'nope', newPassword: 'Changed123' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].field).toBe('currentPassword');
    const change = await call(api, 'POST', '/api/v1/dashboard/password/change', {
      token: player.token,
      body: { currentPassword: player.password, newPassword: 'Changed123' },
    });
    expect(change.status).toBe(200);
    expect((await call(api, 'GET', '/api/v1/dashboard/profile', { token: other })).status).toBe(401);
    expect((await call(api, 'GET', '/api/v1/dashboard/profile', { token: player.token })).status).toBe(200);

    const forgotUnknown = await call(api, 'POST', '/api/v1/dashboard/password/forgot', {
      body: { email: 'nobody@example.test' },
    });
    expect(forgotUnknown.body).toEqual({ status: 'ok', data: { handled: true } });
    await call(api, 'POST', '/api/v1/dashboard/password/forgot', { body: { email: player.email } });
    const code = await latestCode(api, player.email, 'password-reset');
    const badCode = code === '000000' ? '000001' : '000000';
    expect(
      (
        await call(api, 'POST', '/api/v1/dashboard/password/reset', {
          body: { email: player.email, code: badCode, newPassword: 'Reset12345' },
        })
      ).status,
    ).toBe(400);
    const reset = await call(api, 'POST', '/api/v1/dashboard/password/reset', {
      body: { email: player.email, code, newPassword: 'Reset12345' },
    });
    expect(reset.status).toBe(200);
    // codes are single use and reset signs out every session
    expect(
      (
        await call(api, 'POST', '/api/v1/dashboard/password/reset', {
          body: { email: player.email, code, newPassword: 'Again12345' },
        })
      ).status,
    ).toBe(400);
    expect((await call(api, 'GET', '/api/v1/dashboard/profile', { token: player.token })).status).toBe(401);
    expect(
      (await call(api, 'POST', '/api/v1/sign-in', { body: { login: player.email, password: 'Reset12345' } }))
        .status,
    ).toBe(200);
  });

  test('phone confirmation, SMS two-factor on and off, and sign-in with an SMS code', async () => {
    const player = await registerAndSignIn(api);
    expect(
      (await call(api, 'POST', '/api/v1/dashboard/security/sms-auth/generate', { token: player.token }))
        .status,
    ).toBe(409);
    await call(api, 'POST', '/api/v1/dashboard/profile/confirm/phone/request', {
      token: player.token,
      body: { phone: '+4917000000001' },
    });
    const phoneCode = await latestCode(api, '+4917000000001', 'phone-confirm');
    expect(
      (
        await call(api, 'POST', '/api/v1/dashboard/profile/confirm/phone/otp-code', {
          token: player.token,
          body: { code: phoneCode },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(api, 'GET', '/api/v1/dashboard/profile', { token: player.token })).body.data,
    ).toMatchObject({ phone: '+4917000000001', isPhoneConfirmed: true });

    // resend-sms sends the phone code again (nothing pending now: the confirmed phone)
    const resend = await call(api, 'POST', '/api/v1/resend-sms', { token: player.token });
    expect(resend.body.data).toEqual({ handled: true, phone: '+4917000000001' });

    await call(api, 'POST', '/api/v1/dashboard/security/sms-auth/generate', { token: player.token });
    const on = await call(api, 'POST', '/api/v1/dashboard/security/sms-auth/activate', {
      token: player.token,
      body: { code: await latestCode(api, '+4917000000001', 'sms-auth') },
    });
    expect(on.status).toBe(200);
    expect(
      (await call(api, 'GET', '/api/v1/dashboard/security', { token: player.token })).body.data.twoFactorType,
    ).toBe('sms');

    const first = await call(api, 'POST', '/api/v1/sign-in', {
      body: { login: player.email, password: player.password },
    });
    expect(first.status).toBe(403);
    const signInCode = await latestCode(api, '+4917000000001', 'sign-in-sms');
    expect(
      (
        await call(api, 'POST', '/api/v1/sign-in', {
          body: { login: player.email, password: player.password, code: signInCode },
        })
      ).status,
    ).toBe(200);

    await call(api, 'POST', '/api/v1/dashboard/security/sms-auth/generate', { token: player.token });
    const off = await call(api, 'POST', '/api/v1/dashboard/security/sms-auth/deactivate', {
      token: player.token,
      body: { code: await latestCode(api, '+4917000000001', 'sms-auth') },
    });
    expect(off.status).toBe(200);
    expect(
      (await call(api, 'GET', '/api/v1/dashboard/security', { token: player.token })).body.data.twoFactorType,
    ).toBeNull();
  });

  test('email confirmation by OTP code and by signed link; a forged signature is refused', async () => {
    const player = await registerAndSignIn(api);
    const code = await latestCode(api, player.email, 'email-confirm');
    expect(
      (
        await call(api, 'POST', '/api/v1/dashboard/profile/confirm/email/otp-code', {
          token: player.token,
          body: { code },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(api, 'GET', '/api/v1/player/display-data', { token: player.token })).body.data
        .isEmailConfirmed,
    ).toBe(true);

    // change the address: it waits as pending until the link is opened
    const newEmail = `changed${Date.now()}@example.test`;
    expect(
      (
        await call(api, 'POST', '/api/v1/dashboard/profile/confirm/email/request', {
          token: player.token,
          body: { email: newEmail },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(api, 'GET', '/api/v1/dashboard/profile', { token: player.token })).body.data,
    ).toMatchObject({ email: player.email, pendingEmail: newEmail });
    const link = await latestCode(api, newEmail, 'email-link');
    const signature = (
      await call(api, 'GET', '/api/v1/dashboard/profile/email/signature', { token: player.token })
    ).body.data;
    expect(signature.email).toBe(newEmail);
    const forged = await call(api, 'POST', '/api/v1/dashboard/signature/check', {
      body: { signature: link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) },
    });
    expect(forged.status).toBe(400);
    const check = await call(api, 'POST', '/api/v1/dashboard/signature/check', { body: { signature: link } });
    expect(check.body.data).toEqual({ valid: true, email: newEmail });
    expect(
      (await call(api, 'GET', '/api/v1/dashboard/profile', { token: player.token })).body.data,
    ).toMatchObject({ email: newEmail, pendingEmail: null, isEmailConfirmed: true });

    const taken = await call(api, 'POST', '/api/v1/dashboard/profile/confirm/email/request', {
      token: player.token,
      body: { email: 'demo@casino.test' },
    });
    expect(taken.status).toBe(409);
  });

  test('profile edit validates the birthday; nicknames are unique', async () => {
    const { token } = await registerAndSignIn(api);
    const patch = await call(api, 'PATCH', '/api/v1/dashboard/profile', {
      token,
      body: { name: 'Jan', surname: 'Kowalski', country: 'PL', dateBirthday: '1985-02-03' },
    });
    expect(patch.body.data).toMatchObject({
      name: 'Jan',
      surname: 'Kowalski',
      country: 'PL',
      dateBirthday: '1985-02-03',
      wasBaseProfileCompleted: false,
    });
    expect(
      (await call(api, 'PATCH', '/api/v1/dashboard/profile', { token, body: { dateBirthday: '2020-01-01' } }))
        .status,
    ).toBe(400);
    expect(
      (await call(api, 'PATCH', '/api/v1/dashboard/profile', { token, body: { dateBirthday: '1990-02-31' } }))
        .status,
    ).toBe(400);
    expect(
      (await call(api, 'PATCH', '/api/v1/dashboard/profile', { token, body: { country: 'Poland' } })).status,
    ).toBe(400);
    expect(
      (
        await call(api, 'PUT', '/api/v1/dashboard/profile/nickname', {
          token,
          body: { nickname: 'LuckyDemo' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(api, 'PUT', '/api/v1/dashboard/profile/nickname', {
          token,
          body: { nickname: 'Счастливчик' },
        })
      ).body.data.nickname,
    ).toBe('Счастливчик');
  });

  test('PIN code: activate, check, reset with the password, deactivate', async () => {
    const player = await registerAndSignIn(api);
    expect(
      (
        await call(api, 'POST', '/api/v1/dashboard/pin-code/check', {
          token: player.token,
          body: { pinCode: '1234' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(api, 'POST', '/api/v1/dashboard/pin-code/activate', {
          token: player.token,
          body: { pinCode: '12a4' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(api, 'POST', '/api/v1/dashboard/pin-code/activate', {
          token: player.token,
          body: { pinCode: '1234' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(api, 'POST', '/api/v1/dashboard/pin-code/activate', {
          token: player.token,
          body: { pinCode: '1234' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(api, 'POST', '/api/v1/dashboard/pin-code/check', {
          token: player.token,
          body: { pinCode: '1234' },
        })
      ).body.data,
    ).toEqual({ valid: true });
    expect(
      (
        await call(api, 'POST', '/api/v1/dashboard/pin-code/check', {
          token: player.token,
          body: { pinCode: '4321' },
        })
      ).body.data,
    ).toEqual({ valid: false });
    expect(
      (
        await call(api, 'POST', '/api/v1/dashboard/pin-code/reset', {
          token: player.token,
          body: { password: 'wrong', pinCode: '5555' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(api, 'POST', '/api/v1/dashboard/pin-code/reset', {
          token: player.token,
          body: { password: player.password, pinCode: '5555' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(api, 'POST', '/api/v1/dashboard/pin-code/deactivate', {
          token: player.token,
          body: { pinCode: '1234' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(api, 'POST', '/api/v1/dashboard/pin-code/deactivate', {
          token: player.token,
          body: { pinCode: '5555' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(api, 'GET', '/api/v1/player/display-data', { token: player.token })).body.data
        .isPinCodeEnabled,
    ).toBe(false);
  });

  test('auth history lists sign-ins newest first', async () => {
    const player = await registerAndSignIn(api);
    await call(api, 'POST', '/api/v1/sign-in', { body: { login: player.email, password: 'wrong-one' } });
    await call(api, 'POST', '/api/v1/sign-in', {
      body: { login: player.email, password: player.password },
      headers: { 'user-agent': 'jest-agent' },
    });
    const history = await call(api, 'GET', '/api/v1/dashboard/auth-history', { token: player.token });
    expect(history.body.data.total).toBe(3);
    expect(
      history.body.data.items.map((i: { method: string; success: boolean }) => [i.method, i.success]),
    ).toEqual([
      ['password', true],
      ['password', false],
      ['registration', true],
    ]);
    expect(history.body.data.items[0]).toMatchObject({ userAgent: 'jest-agent', ip: '127.0.0.1' });
    expect(
      (await call(api, 'GET', '/api/v1/dashboard/auth-history?page=0', { token: player.token })).status,
    ).toBe(400);
  });

  test('advertisements in the asked language; viewing one lowers feedbackAdvertsCount', async () => {
    const { token } = await registerAndSignIn(api);
    const list = await call(api, 'GET', '/api/v1/dashboard/feedback/advertisements?lang=de', { token });
    expect(list.body.data.advertisements).toHaveLength(3);
    expect(list.body.data.advertisements[0]).toMatchObject({ title: 'Sag uns deine Meinung', viewed: false });
    expect(
      (await call(api, 'GET', '/api/v1/player/display-data', { token })).body.data.feedbackAdvertsCount,
    ).toBe(3);
    expect(
      (await call(api, 'POST', '/api/v1/dashboard/feedback/advertisements/2/view', { token })).status,
    ).toBe(200);
    expect(
      (await call(api, 'POST', '/api/v1/dashboard/feedback/advertisements/999/view', { token })).status,
    ).toBe(404);
    expect(
      (await call(api, 'GET', '/api/v1/player/display-data', { token })).body.data.feedbackAdvertsCount,
    ).toBe(2);
    expect(
      (await call(api, 'GET', '/api/v1/dashboard/feedback/advertisements?lang=xx', { token })).status,
    ).toBe(400);
  });

  test('currency accounts: add, switch, refuse to close the current or a funded one, close an empty one', async () => {
    const { token } = await registerAndSignIn(api);
    expect(
      (
        await call(api, 'POST', '/api/v1/dashboard/currency-account/add', {
          token,
          body: { currency: 'USD' },
        })
      ).body.data.accounts,
    ).toHaveLength(2);
    expect(
      (
        await call(api, 'POST', '/api/v1/dashboard/currency-account/add', {
          token,
          body: { currency: 'USD' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(api, 'POST', '/api/v1/dashboard/currency-account/add', {
          token,
          body: { currency: 'XYZ' },
        })
      ).status,
    ).toBe(400);
    const switched = await call(api, 'POST', '/api/v1/dashboard/currency-account/switch', {
      token,
      body: { currency: 'USD' },
    });
    expect(switched.body.data.accounts.find((a: { isCurrent: boolean }) => a.isCurrent).currency).toBe('USD');
    expect((await call(api, 'GET', '/api/v1/player/display-data', { token })).body.data.currency).toBe('USD');
    expect(
      (
        await call(api, 'POST', '/api/v1/dashboard/currency-account/close', {
          token,
          body: { currency: 'USD' },
        })
      ).status,
    ).toBe(409);
    const closed = await call(api, 'POST', '/api/v1/dashboard/currency-account/close', {
      token,
      body: { currency: 'EUR' },
    });
    expect(closed.body.data.accounts.map((a: { currency: string }) => a.currency)).toEqual(['USD']);
    expect(
      (
        await call(api, 'POST', '/api/v1/dashboard/currency-account/switch', {
          token,
          body: { currency: 'EUR' },
        })
      ).status,
    ).toBe(404);
  });

  test('cooling-off and self-exclusion set the block flags, close deposits and real play, and cannot be shortened', async () => {
    const player = await registerAndSignIn(api);
    const token = player.token;
    const cooling = await call(api, 'POST', '/api/v1/dashboard/cooling-off', {
      token,
      body: { period: '7d' },
    });
    expect(cooling.body.data).toMatchObject({ coolingOffBlock: true, selfExclusionBlock: false });
    expect(
      (await call(api, 'POST', '/api/v1/dashboard/cooling-off', { token, body: { period: '24h' } })).status,
    ).toBe(409);
    expect(
      (await call(api, 'POST', '/api/v1/dashboard/cooling-off', { token, body: { period: '1h' } })).status,
    ).toBe(400);
    const me = (await call(api, 'GET', '/api/v1/player/display-data', { token })).body.data;
    expect(me).toMatchObject({ coolingOffBlock: true, isGameModeReal: false });
    const deposit = await call(api, 'POST', '/api/v1/cashier/deposit', {
      token,
      body: { methodId: 'visa', amount: '20.00' },
    });
    expect(deposit.status).toBe(403);
    expect((await call(api, 'GET', '/api/v1/cashier', { token })).body.data.canDeposit).toBe(false);

    const exclusion = await call(api, 'POST', '/api/v1/dashboard/self-exclusion', {
      token,
      body: { period: 'forever' },
    });
    expect(exclusion.body.data).toMatchObject({
      selfExclusionBlock: true,
      selfExclusionUntil: '9999-12-31T23:59:59.999Z',
    });
    expect(
      (await call(api, 'POST', '/api/v1/dashboard/self-exclusion', { token, body: { period: '6m' } })).status,
    ).toBe(409);
    // an operator lifts both
    await call(api, 'PATCH', `/api/v1/_dev/players/${encodeURIComponent(player.email)}/flags`, {
      body: { coolingOffBlock: false, selfExclusionBlock: false },
    });
    expect((await call(api, 'GET', '/api/v1/dashboard/responsible-gaming', { token })).body.data).toEqual({
      coolingOffBlock: false,
      coolingOffUntil: null,
      selfExclusionBlock: false,
      selfExclusionUntil: null,
    });
  });

  test('verification documents and cards of the demo player; hasDocumentsToConfirm follows the requested document', async () => {
    const token = await signInDemo(api);
    const documents = await call(api, 'GET', '/api/v1/dashboard/verification/documents', { token });
    expect(
      documents.body.data.documents.map((d: { kind: string; status: string }) => `${d.kind}:${d.status}`),
    ).toEqual(['passport:approved', 'utility_bill:requested']);
    const cards = await call(api, 'GET', '/api/v1/dashboard/verification/cards', { token });
    expect(cards.body.data.cards).toHaveLength(2);
    expect(
      (await call(api, 'GET', '/api/v1/player/display-data', { token })).body.data.hasDocumentsToConfirm,
    ).toBe(true);
  });
});
