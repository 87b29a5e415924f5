import type { ApiErrorCode } from '@casino/contract';
import { RegistrationBody } from '@casino/contract/schemas/auth';
import { contractResolver } from '@casino/shared/forms/contract-resolver';

/** The registration form's values; the rules are the API's own request schema (RegistrationBody of the contract). */
export interface RegistrationFields {
  email: string;
  password: string;
  nickname: string;
  currency: string;
  promoCode: string;
  termsAccepted: boolean;
}
export const REGISTRATION_FIELDS = ['email', 'password', 'nickname', 'currency', 'promoCode', 'termsAccepted'] as const;

export const registrationResolver = contractResolver<RegistrationFields>(RegistrationBody);

/** Registration sends the e-mail as the login too, so a taken login is shown on the e-mail field. */
export const REGISTRATION_ALIASES = { login: 'email' } as const;

const TAKEN: Partial<Record<string, string>> = {
  'conflict.email_taken': 'registration.errors.emailTaken',
  'conflict.login_taken': 'registration.errors.emailTaken',
  'conflict.nickname_taken': 'registration.errors.nicknameTaken',
} satisfies Partial<Record<ApiErrorCode, string>>;

/** The translation key of a field's error code. */
export function registrationFieldMessage(field: keyof RegistrationFields, code: string): string {
  const taken = TAKEN[code];
  if (taken) return taken;
  const required = code === 'validation.required';
  switch (field) {
    case 'email':
      return required ? 'registration.errors.emailRequired' : 'registration.errors.emailInvalid';
    case 'password':
      return required ? 'registration.errors.passwordRequired' : 'registration.errors.passwordWeak';
    case 'nickname':
      return code === 'validation.too_short' || code === 'validation.too_long'
        ? 'registration.errors.nicknameLength'
        : 'registration.errors.invalid';
    case 'promoCode':
      return code === 'validation.too_long' ? 'registration.errors.promoCodeLength' : 'registration.errors.invalid';
    case 'termsAccepted':
      return 'registration.errors.termsRequired';
    default:
      return 'registration.errors.invalid';
  }
}

/** The translation key of an error about the whole form. */
export function registrationFormMessage(code: ApiErrorCode | undefined): string {
  if (code === 'rate_limited') return 'login.errors.rateLimited';
  if (code === 'network') return 'errors.network';
  return 'registration.errors.generic';
}
