import type { Locale } from '@casino/contract';

/** SPEC.md section 3: the remembered-locale cookie; section 9: 365 days (same-site lax, path /). */
export const REMEMBERED_LOCALE_COOKIE = 'i18n_redirected';
export const REMEMBERED_LOCALE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function readRememberedLocale(): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === REMEMBERED_LOCALE_COOKIE) return decodeURIComponent(rest.join('=')) || null;
  }
  return null;
}

export function rememberLocale(locale: Locale): void {
  document.cookie = `${REMEMBERED_LOCALE_COOKIE}=${locale}; path=/; max-age=${REMEMBERED_LOCALE_MAX_AGE_S}; samesite=lax`;
}
