export interface RegistrationFields {
  email: string;
  password: string;
  nickname: string;
  currency: string;
  promoCode: string;
  termsAccepted: boolean;
}
export type RegistrationErrors = Partial<Record<keyof RegistrationFields, string>>;

// The same rules the API applies (shared/src/api/contract/auth.ts), checked before sending.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;
const PASSWORD_MIX = /^(?=.*[A-Za-z])(?=.*[0-9]).+$/;

/** Field-level checks; values are translation keys of the account namespace. */
export function validateRegistration(fields: RegistrationFields): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const email = fields.email.trim();
  if (!email) errors.email = 'registration.errors.emailRequired';
  else if (!EMAIL.test(email) || email.length > 254) errors.email = 'registration.errors.emailInvalid';
  if (!fields.password) errors.password = 'registration.errors.passwordRequired';
  else if (
    fields.password.length < PASSWORD_MIN ||
    fields.password.length > PASSWORD_MAX ||
    !PASSWORD_MIX.test(fields.password)
  )
    errors.password = 'registration.errors.passwordWeak';
  const nickname = fields.nickname.trim();
  if (nickname && (nickname.length < 2 || nickname.length > 32))
    errors.nickname = 'registration.errors.nicknameLength';
  if (fields.promoCode.trim().length > 64) errors.promoCode = 'registration.errors.promoCodeLength';
  if (!fields.termsAccepted) errors.termsAccepted = 'registration.errors.termsRequired';
  return errors;
}
