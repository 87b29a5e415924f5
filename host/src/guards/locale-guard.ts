import { DEFAULT_LOCALE, isSupportedLocale, pathInLocale, type RouteMatch } from '../routing/served-routes';
import { CONTINUE, type GuardDecision, type Locale, type LocaleSnapshot, type Navigation } from './types';

/** The remembered locale, or ru when none is remembered or the remembered one is not served (SPEC.md section 2). */
export function rememberedOrDefault(snapshot: Pick<LocaleSnapshot, 'rememberedLocale'>): Locale {
  return isSupportedLocale(snapshot.rememberedLocale) ? snapshot.rememberedLocale : DEFAULT_LOCALE;
}

/**
 * The language of a visitor whose path has none (issue 4): the browser's language when it is one of the ten
 * ("de-AT" counts as de), else the remembered i18n_redirected cookie, else ru.
 */
export function detectLocale(
  snapshot: Pick<LocaleSnapshot, 'browserLanguages' | 'rememberedLocale'>,
): Locale {
  for (const language of snapshot.browserLanguages) {
    const base = language.toLowerCase().split('-')[0];
    if (isSupportedLocale(base)) return base;
  }
  return rememberedOrDefault(snapshot);
}

/** The visitor's languages from Accept-Language, best first ("ru-RU,ru;q=0.9,en;q=0.8" -> ru-RU, ru, en). */
export function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
}

/** The language a page is shown in: its prefix, or for prefix-less paths (/, social callbacks) the detected one. */
export function pageLocale(
  match: RouteMatch,
  snapshot: Pick<LocaleSnapshot, 'browserLanguages' | 'rememberedLocale'>,
): Locale {
  return match.hasLocalePrefix ? match.locale : detectLocale(snapshot);
}

/**
 * Guard 2 (SPEC.md section 2): a first segment that is a retired locale moves permanently to the same path under the
 * remembered locale (the edge answers a full page load with a real 301; in the app the history entry is replaced).
 * Also the language router's rule: a page path without a language gets the visitor's language.
 */
export function localeGuard(navigation: Navigation, snapshot: LocaleSnapshot): GuardDecision {
  const first = navigation.pathname.split('/').filter(Boolean)[0];
  const tail = `${navigation.search}${navigation.hash}`;
  if (first !== undefined && snapshot.retiredLocales.includes(first)) {
    const target = rememberedOrDefault(snapshot);
    const rest = navigation.pathname.split('/').filter(Boolean).slice(1);
    return { kind: 'redirect', to: `/${[target, ...rest].join('/')}${tail}`, permanent: true };
  }
  // "/" is home as it is; any other path without a language (social callbacks included) moves under one.
  if (!navigation.match.hasLocalePrefix && first !== undefined) {
    return { kind: 'redirect', to: `${pathInLocale(navigation.pathname, detectLocale(snapshot))}${tail}` };
  }
  return CONTINUE;
}
