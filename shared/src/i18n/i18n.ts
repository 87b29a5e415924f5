import { DEFAULT_LOCALE, type Locale } from '../api/contract/locales';
import { Translations, type NamespaceLoader } from './translations';

export type { NamespaceLoader, Resources, TFunction, TranslateOptions } from './translations';
export { Translations } from './translations';

/** The namespace of @casino/shared's own strings (buttons, loading and error states). */
export const SHARED_NAMESPACE = 'shared';

/**
 * The one translations instance of the page (ARCHITECTURE.md "Singletons"). @casino/shared is a federation singleton,
 * so the host and every remote see this same object; each app brings its strings as its own namespace, loaded lazily
 * per language, e.g. registerNamespace('games', (lang) => import(`./locales/${lang}.json`)).
 */
const pageInstance = new Translations(SHARED_NAMESPACE);

/** On the server, the instance of the request being rendered (several render at once, each in its own language). */
let requestInstance: (() => Translations | undefined) | undefined;

/**
 * Server only: every use of `i18n` (a formatter's language, a guard's changeLanguage) then reaches the instance this
 * returns for the current request (host/src/server: a per-request view found through AsyncLocalStorage), or the page
 * instance outside a request. The browser never sets it.
 */
export function scopeI18nToRequest(resolve: () => Translations | undefined): void {
  requestInstance = resolve;
}

/** A per-request view for a server render: its own language over the page instance's loaded strings and loaders. */
export function requestI18n(lang: Locale): Translations {
  return pageInstance.forLanguage(lang);
}

export const i18n: Translations = new Proxy(pageInstance, {
  get(target, property) {
    const active = requestInstance?.() ?? target;
    const value: unknown = Reflect.get(active, property, active);
    return typeof value === 'function' && active !== target ? (value as (...args: unknown[]) => unknown).bind(active) : value;
  },
});

let initialisation: Promise<void> | null = null;

/**
 * Starts the instance in `lang` (idempotent: the host and a remote's dev shell may both call it; the first wins).
 * No fallback language: the locales test makes sure every key exists in all ten languages, and a fallback would
 * download a second language of every namespace on every page.
 */
export function initI18n(lang: Locale = DEFAULT_LOCALE): Promise<void> {
  if (!initialisation) {
    pageInstance.setLoader(SHARED_NAMESPACE, (language) => import(`../locales/${language}.json`));
    initialisation = pageInstance.changeLanguage(lang);
  }
  return initialisation;
}

/** Every namespace an app registered so far (a server render loads them all in its language before it renders). */
export const registeredNamespaces = (): string[] => pageInstance.namespaces();

/**
 * Registers an app's namespace. The current language is loaded at once (when i18n is running); others load when the
 * player switches language. Registering again (a new remote version after a retry) replaces the loader and reloads.
 */
export function registerNamespace(namespace: string, loader: NamespaceLoader): Promise<void> {
  pageInstance.setLoader(namespace, loader);
  // Before the first language is in place, the component that needs the strings loads them (useTranslation).
  if (!pageInstance.language) return Promise.resolve();
  return pageInstance.loadNamespaces(namespace);
}

