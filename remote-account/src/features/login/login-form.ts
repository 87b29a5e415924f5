import { Type } from 'typebox';
import type { ApiErrorCode } from '@casino/contract';
import { OtpCode, SignInBody } from '@casino/contract/schemas/auth';
import { contractResolver } from '@casino/shared/forms/contract-resolver';

/**
 * The sign-in form's rules and messages. The rules are the API's own request schema (SignInBody of the contract);
 * once the API has asked for the two-factor code, the code is required too. Messages are translation keys by code.
 */
export interface LoginFields {
  login: string;
  password: string;
  code: string;
}
export interface LoginContext {
  needsCode: boolean;
}

const withoutCode = contractResolver<LoginFields>(SignInBody);
const withCode = contractResolver<LoginFields>(Type.Object({ ...SignInBody.properties, code: OtpCode }));
export const loginResolver = (values: LoginFields, context: LoginContext | undefined, options: Parameters<typeof withCode>[2]) =>
  (context?.needsCode ? withCode : withoutCode)(values, context, options);

/** The codes that mean the API wants the two-factor code (SMS sent, or the authenticator app). */
export const TWO_FACTOR_CODES: readonly string[] = ['auth.two_factor_required', 'auth.two_factor_wrong'] satisfies ApiErrorCode[];

const EMPTY: readonly string[] = ['validation.required', 'validation.too_short'] satisfies ApiErrorCode[];

/** The translation key of a field's error code. */
export function loginFieldMessage(field: keyof LoginFields, code: string): string {
  if (field === 'code') {
    if (code === 'auth.two_factor_required') return 'login.errors.codeRequired';
    if (code === 'auth.two_factor_wrong') return 'login.errors.codeWrong';
    return 'login.errors.codeFormat';
  }
  if (EMPTY.includes(code)) return field === 'login' ? 'login.errors.loginRequired' : 'login.errors.passwordRequired';
  return 'login.errors.invalid';
}

/** The translation key of an error about the whole form. */
export function loginFormMessage(code: ApiErrorCode | undefined): string {
  if (code === 'auth.invalid_credentials') return 'login.errors.wrongCredentials';
  if (code === 'rate_limited') return 'login.errors.rateLimited';
  if (code === 'network') return 'errors.network';
  return 'login.errors.generic';
}
