import { validateRegistration, type RegistrationFields } from './validate-registration';

const valid: RegistrationFields = {
  email: 'anna@example.com',
  password: 'secret123',
  nickname: '',
  currency: 'EUR',
  promoCode: '',
  termsAccepted: true,
};

describe('validateRegistration', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toEqual({});
  });
  it('names each wrong field with its translation key', () => {
    expect(validateRegistration({ ...valid, email: '', password: '', termsAccepted: false })).toEqual({
      email: 'registration.errors.emailRequired',
      password: 'registration.errors.passwordRequired',
      termsAccepted: 'registration.errors.termsRequired',
    });
    expect(validateRegistration({ ...valid, email: 'not-an-email' }).email).toBe(
      'registration.errors.emailInvalid',
    );
    expect(validateRegistration({ ...valid, password: 'onlyletters' }).password).toBe(
      'registration.errors.passwordWeak',
    );
    expect(validateRegistration({ ...valid, password: 'a1' }).password).toBe(
      'registration.errors.passwordWeak',
    );
    expect(validateRegistration({ ...valid, nickname: 'x' }).nickname).toBe(
      'registration.errors.nicknameLength',
    );
  });
});
