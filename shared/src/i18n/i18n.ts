import i18next, { type BackendModule, type i18n as I18nInstance, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../api/contract/locales';
import { isLocale } from '../routing/paths';

/**
 * The one i18next instance of the page (ARCHITECTURE.md "Singletons"). @casino/shared is a federation singleton, so
 * the host and every remote see this same object; each app brings its strings as its own namespace, loaded lazily
 * per language, e.g. registerNamespace('games', (lang) => import(`./locales/${lang}.json`)).
 */
const pageInstance: I18nInstance = i18next.createInstance();

/** On the server, the instance of the request being rendered (several render at once, each in its own language). */
let requestInstance: (() => I18nInstance | undefined) | undefined;

/**
 * Server only: every use of `i18n` (a formatter's language, a guard's changeLanguage) then reaches the instance this
 * returns for the current request (host/src/server: a per-request clone found through AsyncLocalStorage), or the page
 * instance outside a request. The browser never sets it.
 */
export function scopeI18nToRequest(resolve: () => I18nInstance | undefined): void {
  requestInstance = resolve;
}

/** A per-request copy for a server render: its own language, the page instance's loaded strings and loaders. */
export function requestI18n(lang: Locale): I18nInstance {
  return pageInstance.cloneInstance({ lng: lang, initAsync: false });
}

export const i18n: I18nInstance = new Proxy(pageInstance, {
  get(target, property) {
    const active = requestInstance?.() ?? target;
    const value: unknown = Reflect.get(active, property, active);
    return typeof value === 'function' && active !== target ? (value as (...args: unknown[]) => unknown).bind(active) : value;
  },
});

/** Loads one language of one namespace; JSON modules arrive as `{ default: {...} }`, plain objects are accepted too. */
export type NamespaceLoader = (lang: Locale) => Promise<{ default: ResourceKey } | ResourceKey>;

const namespaceLoaders = new Map<string, NamespaceLoader>();


/** An i18next backend that reads each namespace from the loader its app registered. */
const registeredNamespacesBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = namespaceLoaders.get(namespace);
    if (!load || !isLocale(language)) {
      callback(null, {});
      return;
    }
    load(language).then(
      (loaded) => {
        const resources = (loaded as { default?: ResourceKey }).default ?? loaded;
        callback(null, resources as ResourceKey);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

let initialisation: Promise<unknown> | null = null;

/**
 * Starts the instance in `lang` (idempotent: the host and a remote's dev shell may both call it; the first wins).
 * No fallback language: the locales test makes sure every key exists in all ten languages, and a fallback would
 * download a second language of every namespace on every page.
 */
export function initI18n(lang: Locale = DEFAULT_LOCALE): Promise<unknown> {
  if (!initialisation) {
    registerNamespace(SHARED_NAMESPACE, (language) => import(`../locales/${language}.json`));
    initialisation = i18n
      .use(registeredNamespacesBackend)
      .use(initReactI18next)
      .init({
        lng: lang,
        supportedLngs: [...LOCALES],
        fallbackLng: false,
        ns: [SHARED_NAMESPACE],
        defaultNS: SHARED_NAMESPACE,
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
      });
  }
  return initialisation;
}

/** Every namespace an app registered so far (a server render loads them all in its language before it renders). */
export const registeredNamespaces = (): string[] => [...namespaceLoaders.keys()];

/** The namespace of @casino/shared's own strings (buttons, loading and error states). */
export const SHARED_NAMESPACE = 'shared';

/**
 * Registers an app's namespace. The current language is loaded at once (when i18n is running); others load when the
 * player switches language. Registering again (a new remote version after a retry) replaces the loader and reloads.
 */
export function registerNamespace(namespace: string, loader: NamespaceLoader): Promise<void> {
  const alreadyKnown = namespaceLoaders.has(namespace);
  namespaceLoaders.set(namespace, loader);
  if (!i18n.isInitialized) return Promise.resolve();
  if (alreadyKnown) return i18n.reloadResources(undefined, [namespace]);
  return i18n.loadNamespaces(namespace);
}

