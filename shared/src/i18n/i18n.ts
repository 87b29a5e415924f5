import i18next, { type i18n as I18nextInstance, type InitOptions, type Resource } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '../api/contract/locales';

export type { TFunction } from 'i18next';

/** The page's i18n: an i18next instance (the design card's package), shared as a Module Federation singleton. */
export type Translations = I18nextInstance;

/** One namespace's strings in one language: nested objects of strings (a JSON file of the app's `locales/`). */
export type Resources = Readonly<Record<string, unknown>>;

/** Loads one language of one namespace; JSON modules arrive as `{ default: {...} }`, plain objects are accepted too. */
export type NamespaceLoader = (language: string) => Promise<object>;

/** The namespace of @casino/shared's own strings (buttons, loading and error states). */
export const SHARED_NAMESPACE = 'shared';

/** Each app's loader of its own namespace (registerNamespace), read by the backend at every load. */
const loaders = new Map<string, NamespaceLoader>();
loaders.set(SHARED_NAMESPACE, (language) => import(`../locales/${language}.json`));

/**
 * Server only (scopeNamespaceVersions): a render worker holds several versions of one remote at once (live, canary,
 * an override, the version before a rollback), each of which registered its namespace's loader when its module first
 * ran. Kept per version (`namespace@version`), so a render reads the strings of the versions it renders with, never
 * the ones registered last (CI saw a page rendered after a rollback keep the rolled-back version's strings).
 */
const versionedLoaders = new Map<string, NamespaceLoader>();
let versions: NamespaceVersions | undefined;

/** Which version of a namespace is registering, and which one the current render uses (both: undefined = not versioned). */
export interface NamespaceVersions {
  /** The version of the app whose module is running now and registers `namespace` (a remote's server build). */
  registering(namespace: string): string | undefined;
  /** The version of `namespace` the render in progress uses. */
  rendering(namespace: string): string | undefined;
}

/** Server only: turns on versioned loaders (host/src/server/render-page.tsx). The browser holds one version of each. */
export function scopeNamespaceVersions(scope: NamespaceVersions): void {
  versions = scope;
}

/** Forgets the loader of a version the server has released from memory. */
export function forgetNamespaceVersion(namespace: string, version: string): void {
  versionedLoaders.delete(`${namespace}@${version}`);
}

/** The loader the current render reads a namespace with: its version's, else the one registered last. */
function loaderOf(namespace: string): NamespaceLoader | undefined {
  const version = versions?.rendering(namespace);
  return (version !== undefined ? versionedLoaders.get(`${namespace}@${version}`) : undefined) ?? loaders.get(namespace);
}

/**
 * The backend: i18next asks for (language, namespace), the loader the namespace's app registered answers. A loader
 * replaced while its strings were on their way (a new remote version) is asked again, so two versions never mix.
 */
async function readNamespace(language: string, namespace: string): Promise<object> {
  const loader = loaderOf(namespace);
  if (!loader) return {};
  const loaded = await loader(language);
  if (loaderOf(namespace) !== loader) return readNamespace(language, namespace);
  return loaded;
}

/**
 * The options of the page instance and of every per-request clone. No fallback language: the locales test makes sure
 * every key exists in all ten languages, and a fallback would download a second language of every namespace.
 */
const OPTIONS: InitOptions = {
  ns: [SHARED_NAMESPACE],
  defaultNS: SHARED_NAMESPACE,
  fallbackLng: false,
  fallbackNS: false,
  load: 'currentOnly',
  // Strings put in place from the server's HTML (initI18n's `resources`) are kept; the rest load through the backend.
  partialBundledLanguages: true,
  // React escapes what it renders; escaping here too would show "&amp;" to the player.
  interpolation: { escapeValue: false },
  react: {
    useSuspense: true,
    // A component renders again when the language changes, and (useTranslation in ./react) when its own namespace's
    // strings in its language arrive: never because another remote's strings loaded.
    bindI18n: 'languageChanged',
    bindI18nStore: '',
  },
};

/**
 * Under jest, a key missing from a namespace whose strings are loaded is reported to shared/jest/missing-keys.cjs, which
 * fails the test. Bundlers replace NODE_ENV, so none of this reaches a player's page.
 */
function reportMissingKeys(instance: Translations): InitOptions {
  if (typeof process === 'undefined' || process.env.NODE_ENV !== 'test') return {};
  return {
    saveMissing: true,
    missingKeyHandler(languages, namespace, key, _fallback, _update, options) {
      const report = (globalThis as { __casinoMissingKeys?: string[] }).__casinoMissingKeys;
      if (!report || (options as { defaultValue?: unknown } | undefined)?.defaultValue !== undefined) return;
      for (const language of languages) if (instance.hasResourceBundle(language, namespace)) report.push(`${language} ${namespace}:${key}`);
    },
  };
}

/** The event a store change of one bundle emits (react.tsx binds a component to the one of its namespace). */
export const bundleEvent = (language: string, namespace: string): string => `bundle:${language}:${namespace}`;

/**
 * An i18next instance with this platform's options whose strings come from `read` (the page's: each namespace's
 * registered loader). Not started: startTranslations does that. Exported for tests that need an instance of their own.
 */
export function createTranslations(read: (language: string, namespace: string) => Promise<object> = readNamespace): Translations {
  return i18next.createInstance().use(resourcesToBackend(read)).use(initReactI18next);
}

/** Starts an instance of createTranslations in `language`, with strings already at hand put in place first. */
export async function startTranslations(instance: Translations, language: string, resources?: Resource): Promise<void> {
  // `ns` copied: i18next adds each namespace it loads to its instance's list, and a list shared between instances
  // made every new request instance load every namespace at its start, outside its render (with the loader
  // registered last, not the version the render uses).
  await instance.init({ ...OPTIONS, ns: [SHARED_NAMESPACE], ...reportMissingKeys(instance), lng: language, ...(resources ? { resources } : {}) });
  // i18next's store emits 'added' for every bundle: turned into one event per bundle, so a component listens to its
  // own namespace only (react.tsx).
  const store = instance.store as unknown as { on: Translations['on']; emit: (event: string) => void };
  store.on('added', (lng: string, namespace: string) => store.emit(bundleEvent(lng, namespace)));
}

/**
 * The one i18next instance of the page (ARCHITECTURE.md "Singletons"). @casino/shared is a federation singleton, and
 * i18next and react-i18next are shared singletons too (shared/federation/shared-deps.cjs): the host and every remote
 * see this same object; each app brings its strings as its own namespace, loaded lazily per language.
 */
const pageInstance = createTranslations();

/** On the server, the instance of the request being rendered (several render at once, each in its own language). */
let requestInstance: (() => Translations | undefined) | undefined;

/**
 * Server only: every use of `i18n` (a formatter's language, a guard's changeLanguage) then reaches the instance this
 * returns for the current request (host/src/server: a per-request clone found through AsyncLocalStorage), or the page
 * instance outside a request. The browser never sets it.
 */
export function scopeI18nToRequest(resolve: () => Translations | undefined): void {
  requestInstance = resolve;
}

let initialisation: Promise<void> | null = null;

/**
 * Starts the instance in `lang` (idempotent: the host and a remote's dev shell may both call it; the first wins).
 * `strings` are the page's strings as the server rendered them (`{ language, namespaces }`): they are in place before
 * the first render, so hydration downloads no strings file and matches the server's HTML.
 */
export function initI18n(lang: Locale = DEFAULT_LOCALE, strings?: { language: string; namespaces: Record<string, object> }): Promise<void> {
  if (!initialisation) {
    const resources: Resource | undefined = strings && Object.keys(strings.namespaces).length > 0 ? { [strings.language]: strings.namespaces as Resource[string] } : undefined;
    initialisation = startTranslations(pageInstance, lang, resources);
  }
  return initialisation;
}

/**
 * A per-request instance for a server render: its own language and its own store, ready once the shared strings of
 * that language are loaded. Its own store, not the page instance's: a worker renders live and canary versions of a
 * remote side by side, and each render reads its versions' strings (loaderOf; the loads are cached modules, and a
 * bundle is put in the store by reference, so this costs no copy).
 */
export async function requestI18n(lang: Locale): Promise<Translations> {
  // The page instance is not started for it: on the server no render reads that instance (each has its own), so
  // starting it only loaded strings nobody read.
  // Without react-i18next's plugin: it would make each request's instance the global one of react-i18next, which
  // stays the page instance (a render reaches its own through I18nProvider).
  const instance = i18next.createInstance().use(resourcesToBackend(readNamespace));
  await startTranslations(instance, lang);
  return instance;
}

/** The page's instance, or on the server the current request's (scopeI18nToRequest). */
export const i18n: Translations = new Proxy(pageInstance, {
  get(target, property) {
    const active = requestInstance?.() ?? target;
    const value: unknown = Reflect.get(active, property, active);
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(active) : value;
  },
});

/** Every namespace an app registered so far (a server render loads them all in its language before it renders). */
export const registeredNamespaces = (): string[] => [...loaders.keys()];

/**
 * Registers an app's namespace. In the browser the current language is loaded at once (when i18n is running); others
 * load when the player switches language. On the server only the loader is kept (each render loads its own). Registering again (a new remote version after a retry) replaces the loader, forgets the
 * old version's strings in every language and reloads them.
 */
export function registerNamespace(namespace: string, loader: NamespaceLoader): Promise<void> {
  const version = versions?.registering(namespace);
  if (version !== undefined) versionedLoaders.set(`${namespace}@${version}`, loader);
  // On the server (scopeI18nToRequest) every render reads its own instance (requestI18n), which loads through the
  // loaders when it needs a namespace: the page instance's copy would be loaded for nobody.
  if (requestInstance) {
    loaders.set(namespace, loader);
    return Promise.resolve();
  }
  if (loaders.get(namespace) === loader) return pageInstance.isInitialized ? pageInstance.loadNamespaces(namespace) : Promise.resolve();
  loaders.set(namespace, loader);
  // Before the first language is in place, the component that needs the strings loads them (useTranslation).
  if (!pageInstance.isInitialized || !pageInstance.language) return Promise.resolve();
  // A namespace i18next never asked for loads now; one it asked for before (a former version's, or nobody's yet, an
  // empty answer) is forgotten in every language and loaded again from the new loader.
  if (![pageInstance.options.ns ?? []].flat().includes(namespace)) return pageInstance.loadNamespaces(namespace);
  for (const language of Object.keys(pageInstance.store.data)) {
    if (pageInstance.hasResourceBundle(language, namespace)) pageInstance.removeResourceBundle(language, namespace);
  }
  return pageInstance.reloadResources([pageInstance.language], [namespace]);
}
