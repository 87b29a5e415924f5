import { ApiRequestError } from '@casino/shared';
import { type ApiErrorCode } from '@casino/contract';

/** The API's answer split for a form: the codes of the fields it shows, and one code for the whole form. */
export interface FormFailure<Field extends string> {
  fields: Partial<Record<Field, ApiErrorCode>>;
  form?: ApiErrorCode;
}

/**
 * Maps a failed request onto a form: each error that names one of the form's fields ("body.email" or "email") goes
 * to that field by its code; anything else becomes the form's error (the first code, `network` when no answer came).
 * `alias` sends an error about another input to a field the form shows (registration: a taken login is the e-mail).
 */
export function formFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  alias: Partial<Record<string, Field>> = {},
): FormFailure<Field> {
  if (!(error instanceof ApiRequestError)) return { fields: {}, form: 'internal' };
  const result: FormFailure<Field> = { fields: {} };
  for (const item of error.errors) {
    const input = item.field.replace(/^body\./, '');
    const field = (fields as readonly string[]).includes(input) ? (input as Field) : alias[input];
    if (field && result.fields[field] === undefined) result.fields[field] = item.code;
  }
  if (Object.keys(result.fields).length === 0) result.form = error.code ?? 'internal';
  return result;
}
