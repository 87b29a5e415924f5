import type { UseFormSetError, FieldValues, Path } from 'react-hook-form';
import type { ApiErrorCode } from '@casino/contract';
import { formFailure } from './api-errors';

/**
 * The player-area forms' messages by the API's error code (docs/contract.md "Forms"): one table for the browser's
 * and the API's errors, so a rule broken in either place reads the same. A form may override a code for one field
 * (a too short password says what a password needs).
 */
const MESSAGES: Partial<Record<ApiErrorCode, string>> = {
  'validation.required': 'form.errors.required',
  'validation.too_short': 'form.errors.tooShort',
  'validation.too_long': 'form.errors.tooLong',
  'validation.format': 'form.errors.format',
  'validation.out_of_range': 'form.errors.outOfRange',
  'code.wrong': 'form.errors.codeWrong',
  'auth.invalid_credentials': 'form.errors.wrongPassword',
  'auth.two_factor_wrong': 'form.errors.codeWrong',
  'conflict.email_taken': 'form.errors.emailTaken',
  'conflict.nickname_taken': 'form.errors.nicknameTaken',
  'conflict.login_taken': 'form.errors.nicknameTaken',
  'conflict.state': 'form.errors.conflictState',
  'funds.insufficient': 'form.errors.insufficientFunds',
  'limit.exceeded': 'limits.errors.limitExceeded',
  'limit.too_fast': 'limits.errors.tooFast',
  'bonus.rules': 'form.errors.bonusRules',
  'rate_limited': 'form.errors.rateLimited',
  'forbidden': 'form.errors.forbidden',
  'not_found': 'form.errors.notFound',
  'body.too_large': 'form.errors.tooLarge',
  'body.unsupported_type': 'form.errors.unsupportedType',
  'auth.required': 'form.errors.signedOut',
  'auth.token_invalid': 'form.errors.signedOut',
  'network': 'errors.network',
};

export type MessageOverrides = Partial<Record<string, string>>;

/** The translation key for a field's error code. */
export function fieldMessage(code: string | undefined, overrides: MessageOverrides = {}): string | undefined {
  if (!code) return undefined;
  return overrides[code] ?? MESSAGES[code as ApiErrorCode] ?? 'form.errors.invalid';
}

/** The translation key for an error about the whole form or an action. */
export function actionMessage(code: string | undefined): string {
  return (code && MESSAGES[code as ApiErrorCode]) || 'form.errors.generic';
}

/**
 * After a refused request: the API's errors that name one of the form's fields go to that field (the typed values
 * stay), and the translation key of what is left for the whole form is returned (undefined when nothing is).
 */
export function showFailure<Fields extends FieldValues>(
  error: unknown,
  fields: readonly Path<Fields>[],
  setError: UseFormSetError<Fields>,
  alias: Partial<Record<string, Path<Fields>>> = {},
): string | undefined {
  const failure = formFailure(error, fields, alias);
  for (const [name, code] of Object.entries(failure.fields)) setError(name as Path<Fields>, { type: code as string });
  return failure.form ? actionMessage(failure.form) : undefined;
}

/** A translated message, or nothing when there is no error. */
export const msg = (t: (key: string) => string, key: string | undefined): string | undefined => (key ? t(key) : undefined);
