import { act, fireEvent, screen } from '@testing-library/react';
import en from '../../locales/en.json';
import { mockApi, renderRemoteRoute, testSession } from '../../app/test-support';

const ok = (data: unknown) => ({ body: { status: 'ok', data } });
const refused = (field: string, code: string, status = 400) => ({
  status,
  body: { status: 'error', errors: [{ field, code, message: 'refused' }] },
});
const signedIn = () => testSession({ isAuth: true, id: 7, login: 'player7' });
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the password reset link', () => {
  it('calls a hash that is not a mailed code invalid and offers a new link', async () => {
    const fetchMock = mockApi({});
    await renderRemoteRoute('/en/reset-password/not-a-code');
    expect((await screen.findByTestId('reset-invalid')).textContent).toContain(en.reset.invalidTitle);
    expect(screen.getByTestId('forgot-form')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the new password before sending and keeps what was typed', async () => {
    const fetchMock = mockApi({});
    await renderRemoteRoute('/en/reset-password/123456?email=me%40casino.test');
    await screen.findByTestId('reset-form');
    type(en.reset.newPassword, 'short');
    await click(en.reset.submit);
    expect(await screen.findByText(en.form.errors.passwordWeak)).toBeTruthy();
    expect((screen.getByLabelText(en.reset.email) as HTMLInputElement).value).toBe('me@casino.test');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the code from the link with the new password, then offers sign-in', async () => {
    const fetchMock = mockApi({ '/api/v1/dashboard/password/reset': ok({ handled: true }) });
    await renderRemoteRoute('/en/reset-password/123456?email=me%40casino.test');
    type(en.reset.newPassword, 'NewSecret123');
    await click(en.reset.submit);
    expect((await screen.findByTestId('reset-done')).textContent).toContain(en.reset.doneTitle);
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
    expect(body).toEqual({ email: 'me@casino.test', code: '123456', newPassword: 'NewSecret123' });
  });

  it('says the link has expired when the API refuses the code', async () => {
    mockApi({ '/api/v1/dashboard/password/reset': refused('code', 'code.wrong') });
    await renderRemoteRoute('/en/reset-password/123456?email=me%40casino.test');
    type(en.reset.newPassword, 'NewSecret123');
    await click(en.reset.submit);
    expect((await screen.findByTestId('reset-expired')).textContent).toContain(en.reset.expiredTitle);
  });

  it('asks for a new link from the sign-in page without telling who has an account', async () => {
    mockApi({ '/api/v1/dashboard/password/forgot': ok({ handled: true }), '/api/v1/settings': ok({ recaptcha: { enabled: false, siteKey: '' } }) });
    await renderRemoteRoute('/en/login');
    await click(en.forgot.open);
    type(en.forgot.email, 'nobody');
    await click(en.forgot.submit);
    expect(await screen.findByText(en.form.errors.email)).toBeTruthy();
    type(en.forgot.email, 'nobody@casino.test');
    await click(en.forgot.submit);
    expect((await screen.findByTestId('forgot-sent')).textContent).toBe(en.forgot.sent);
  });
});

describe('the e-mail confirmation link', () => {
  it('confirms the address the signed hash names', async () => {
    const fetchMock = mockApi({ '/api/v1/dashboard/signature/check': ok({ valid: true, email: 'me@casino.test' }) });
    await renderRemoteRoute('/en/confirm/email/profile/abc_DEF.mac-123');
    expect((await screen.findByTestId('confirm-done')).textContent).toContain('me@casino.test is now confirmed');
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
    expect(body).toEqual({ signature: 'abc_DEF.mac-123' });
  });

  it('says an old or changed link has expired', async () => {
    mockApi({ '/api/v1/dashboard/signature/check': refused('signature', 'code.wrong') });
    await renderRemoteRoute('/en/confirm/email/abc.def');
    expect((await screen.findByTestId('confirm-expired')).textContent).toContain(en.confirmEmail.expiredTitle);
  });

  it('calls a malformed hash invalid without asking the API', async () => {
    const fetchMock = mockApi({});
    await renderRemoteRoute('/en/confirm/email/whatever');
    expect(await screen.findByTestId('confirm-invalid')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the unsubscribe link', () => {
  it('unsubscribes a signed-in player from the channel the link names, on request', async () => {
    const fetchMock = mockApi({ '/api/v1/player/unsubscribe': ok({ handled: true }) });
    await renderRemoteRoute('/en/unsubscribe/newsletter/sms', signedIn());
    expect(await screen.findByText(en.unsubscribe.ask.sms)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await click(en.unsubscribe.submit);
    expect((await screen.findByTestId('unsubscribe-done')).textContent).toContain(en.unsubscribe.done.sms);
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
    expect(body).toEqual({ channel: 'sms' });
  });

  it('asks a guest to sign in and come back', async () => {
    mockApi({});
    await renderRemoteRoute('/en/unsubscribe/newsletter/email');
    expect(await screen.findByTestId('unsubscribe-sign-in')).toBeTruthy();
    expect(screen.getByRole('link', { name: en.reset.signIn }).getAttribute('href')).toBe(
      '/en/login?redirect=%2Fen%2Funsubscribe%2Fnewsletter%2Femail',
    );
  });

  it('calls an unknown mailing type invalid', async () => {
    mockApi({});
    await renderRemoteRoute('/en/unsubscribe/newsletter/pigeon', signedIn());
    expect(await screen.findByTestId('unsubscribe-invalid')).toBeTruthy();
  });
});
