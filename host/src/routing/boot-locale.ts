import type { Locale } from '@casino/contract';
import { pageLocale } from '../guards/locale-guard';
import { readRememberedLocale } from '../guards/remembered-locale';
import { matchRoute } from './served-routes';

/** The browser's preferred languages, best first (what the language router's detection reads). */
export function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The language i18n starts in: the one the first page will be shown in, by the same rule the navigation loader
 * applies (pageLocale: the path's language, or for "/" the browser's language if served, else the i18n_redirected
 * cookie, else ru). Starting in any other language would download its strings only to switch away at once.
 */
export function bootLocale(
  pathname: string = window.location.pathname,
  languages: readonly string[] = browserLanguages(),
  rememberedLocale: string | null = readRememberedLocale(),
): Locale {
  return pageLocale(matchRoute(pathname), { browserLanguages: languages, rememberedLocale });
}
