import { i18n, useParams } from '@casino/shared';
import { isLocale, DEFAULT_LOCALE, type Locale } from '@casino/contract';

/** The page's language: its /{lang} prefix, or the language the host chose for a path without one. */
export function usePageLocale(): Locale {
  const { lang } = useParams();
  if (isLocale(lang)) return lang;
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
