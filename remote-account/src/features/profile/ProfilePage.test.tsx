import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Profile } from '@casino/contract/schemas';
import en from '../../locales/en.json';
import { mockApi, renderRemoteRoute, testSession } from '../../app/test-support';

const signedIn = () => testSession({ isAuth: true, id: 7, login: 'player7' });
const ok = (data: unknown) => ({ body: { status: 'ok', data } });
const profile: Profile = {
  login: 'player7', email: 'p7@casino.test', pendingEmail: null, phone: null, pendingPhone: null, nickname: 'Seven',
  name: null, surname: null, gender: null, dateBirthday: null, country: null, state: null, city: null, street: null,
  address: null, locale: 'en', isEmailConfirmed: false, isPhoneConfirmed: false, wasBaseProfileCompleted: false,
};
const submitIn = async (scope: HTMLElement, name: string) => {
  await act(async () => {
    fireEvent.click(within(scope).getByRole('button', { name }));
  });
};

describe('the profile page', () => {
  beforeEach(() => {
    mockApi({
      '/api/v1/dashboard/profile': ok(profile),
      '/api/v1/countries': ok({ items: [{ code: 'ES', name: 'Spain' }] }),
      '/api/v1/dashboard/profile/nickname': { status: 409, body: { status: 'error', errors: [{ field: 'nickname', code: 'conflict.nickname_taken', message: 'taken' }] } },
      '/api/v1/dashboard/password/change': { status: 400, body: { status: 'error', errors: [{ field: 'currentPassword', code: 'code.wrong', message: 'wrong' }] } },
    });
  });

  it('shows a taken nickname under its field and keeps what was typed', async () => {
    await renderRemoteRoute('/en/player/profile', signedIn());
    const form = await screen.findByTestId('profile-nickname');
    fireEvent.change(within(form).getByLabelText(en.profile.field.nickname), { target: { value: 'Taken one' } });
    await submitIn(form, en.profile.save);
    expect(await within(form).findByText(en.form.errors.nicknameTaken)).toBeTruthy();
    expect((within(form).getByLabelText(en.profile.field.nickname) as HTMLInputElement).value).toBe('Taken one');
  });

  it("shows the player's country in the details form", async () => {
    // The select is a native, uncontrolled one: it showed "Choose a country" when its options came after the form set
    // the player's country.
    mockApi({
      '/api/v1/dashboard/profile': ok({ ...profile, country: 'ES' }),
      '/api/v1/countries': ok({ items: [{ code: 'DE', name: 'Germany' }, { code: 'ES', name: 'Spain' }] }),
    });
    await renderRemoteRoute('/en/player/profile/view', signedIn());
    const form = await screen.findByTestId('profile-details');
    expect((within(form).getByLabelText(en.profile.field.country) as HTMLSelectElement).value).toBe('ES');
  });

  it('says "Saved." under the details when the edge saved them (?saved=1), and not after the next submit', async () => {
    await renderRemoteRoute('/en/player/profile/view?saved=1', signedIn());
    const form = await screen.findByTestId('profile-details');
    expect(within(form).getByText(en.profile.saved)).toBeTruthy();
    mockApi({ '/api/v1/dashboard/profile': { status: 422, body: { status: 'error', errors: [{ field: 'city', code: 'validation.too_long', message: 'long' }] } } });
    await submitIn(form, en.profile.save);
    expect(within(form).queryByText(en.profile.saved)).toBeNull();
  });

  it('says nothing saved on the plain address', async () => {
    await renderRemoteRoute('/en/player/profile/view', signedIn());
    const form = await screen.findByTestId('profile-details');
    expect(within(form).queryByText(en.profile.saved)).toBeNull();
  });

  it('checks the nickname rules before sending', async () => {
    await renderRemoteRoute('/en/player/profile/view', signedIn());
    const form = await screen.findByTestId('profile-nickname');
    fireEvent.change(within(form).getByLabelText(en.profile.field.nickname), { target: { value: 'x' } });
    await submitIn(form, en.profile.save);
    expect(await within(form).findByText(en.profile.errors.nickname)).toBeTruthy();
  });

  it('opens the password section at /player/change/pass and names a wrong current password', async () => {
    await renderRemoteRoute('/en/player/change/pass', signedIn());
    const form = await screen.findByTestId('password-form');
    fireEvent.change(within(form).getByLabelText(en.password.current), { target: { value: 'wrong-one-1' } });
    fireEvent.change(within(form).getByLabelText(en.password.new), { target: { value: 'short' } });
    await submitIn(form, en.password.submit);
    expect(await within(form).findByText(en.form.errors.passwordWeak)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(en.password.new), { target: { value: 'Longer-pass-1' } });
    await submitIn(form, en.password.submit);
    expect(await within(form).findByText(en.form.errors.wrongPassword)).toBeTruthy();
  });
});

describe('the PIN card', () => {
  it('says the PIN is locked, how many wrong tries locked it and for how long, when the API refuses a try', async () => {
    mockApi({
      '/api/v1/dashboard/profile': ok(profile),
      '/api/v1/dashboard/security': ok({ twoFactorType: null, isPinCodeEnabled: true, isPhoneConfirmed: false }),
      '/api/v1/dashboard/auth-history': ok({ items: [], page: 1, perPage: 10, total: 0 }),
      '/api/v1/dashboard/pin-code/check': {
        status: 429,
        body: { status: 'error', errors: [{ field: 'pinCode', code: 'rate_limited', message: 'the PIN is locked' }] },
      },
    });
    await renderRemoteRoute('/en/player/security', signedIn());
    const form = await screen.findByTestId('pin-check', {}, { timeout: 10_000 });
    fireEvent.change(within(form).getByLabelText(en.security.pin.label), { target: { value: '1234' } });
    await submitIn(form, en.security.pin.action.check);
    expect(
      await within(form).findByText('5 wrong PINs in a row: the PIN is locked. Try again in 15 min, or set a new one with your password.'),
    ).toBeTruthy();
  });
});
