import { ApiRequestError } from '@casino/shared';

/** Maps field names the API uses ("body.login", "login") to the form's field names. */
export function apiFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiRequestError)) return result;
  for (const item of error.errors) {
    const name = item.field.replace(/^body\./, '') as F;
    if (fields.includes(name) && result[name] === undefined) result[name] = item.message;
  }
  return result;
}

/** A redirect target from the query, kept inside the app ("//evil.example" and absolute URLs are refused). */
export function safeRedirect(target: string | null, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  return target;
}
