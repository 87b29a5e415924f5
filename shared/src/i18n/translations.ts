/**
 * The page's translations: strings per language and namespace, loaded lazily from the loader each app registered,
 * looked up by dotted key with `{{name}}` placeholders. This is the part of i18next the apps used (keys, namespaces,
 * interpolation, a default value, plural suffixes) in about 2 KB instead of i18next and react-i18next's 25 KB gzip on
 * every page (docs/server-render.md, "A lighter first load"). The strings files keep i18next's JSON format.
 */

/** One namespace's strings in one language: nested objects of strings (a JSON file of the app's `locales/`). */
export type Resources = Readonly<Record<string, unknown>>;

/** Loads one language of one namespace; JSON modules arrive as `{ default: {...} }`, plain objects are accepted too. */
export type NamespaceLoader = (language: string) => Promise<object>;

/** What `t` accepts beside the key: the namespace, a default, and the values of the string's placeholders. */
export interface TranslateOptions {
  ns?: string;
  lng?: string;
  defaultValue?: string;
  count?: number;
  [value: string]: unknown;
}

export type TFunction = (key: string, options?: TranslateOptions) => string;

/** The state every view of the translations shares: the page's instance and, on the server, each request's. */
class Store {
  readonly bundles = new Map<string, Resources>();
  readonly loaders = new Map<string, NamespaceLoader>();
  readonly loading = new Map<string, Promise<void>>();
  /** Loads that failed: shown as keys rather than waited for again on every render; loadNamespaces tries again. */
  readonly failed = new Set<string>();
  private readonly listeners = new Set<() => void>();
  /** Changes of one bundle (`language|namespace`): its strings arrived, were added to, or its load failed. */
  private readonly bundleChanges = new Map<string, number>();
  /** Changes every view must see: a language switch, or a namespace's loader replaced (its strings forgotten). */
  private epoch = 0;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  /** Changes with every change that can alter the text of `key`'s bundle (or of any, after a language switch). */
  version(key: string): string {
    return `${this.epoch}.${this.bundleChanges.get(key) ?? 0}`;
  }
  /** One bundle changed (`key`), or, without a key, everything. */
  changed(key?: string): void {
    if (key === undefined) this.epoch += 1;
    else this.bundleChanges.set(key, (this.bundleChanges.get(key) ?? 0) + 1);
    for (const listener of this.listeners) listener();
  }
}

const bundleKey = (language: string, namespace: string) => `${language}|${namespace}`;
const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

function lookup(bundle: Resources | undefined, key: string): unknown {
  if (!bundle) return undefined;
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return bundle[key];
    node = (node as Resources)[part];
  }
  return node ?? bundle[key];
}

function valueAt(values: TranslateOptions, path: string): unknown {
  let node: unknown = values;
  for (const part of path.split('.')) node = node === null || typeof node !== 'object' ? undefined : (node as Record<string, unknown>)[part];
  return node;
}

/** `{{name}}` and `{{player.name}}` replaced by their values; a placeholder without a value stays as written. */
export function interpolate(text: string, values: TranslateOptions | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, path: string) => {
    const value = valueAt(values, path);
    return value === undefined || value === null ? placeholder : String(value);
  });
}

export class Translations {
  /** The language the page (or this server request) shows. Empty until `changeLanguage` first finishes. */
  language = '';
  private changingTo: string | undefined;
  private firstLanguage: { promise: Promise<void>; resolve: () => void } | undefined;

  constructor(
    readonly defaultNamespace: string,
    private readonly store: Store = new Store(),
  ) {}

  /** A view with its own language over the same strings and loaders (a server request renders in its own language). */
  forLanguage(language: string): Translations {
    const view = new Translations(this.defaultNamespace, this.store);
    view.language = language;
    return view;
  }

  /** Called on every change of strings or language (useSyncExternalStore's subscribe); returns the unsubscribe. */
  get subscribe(): (listener: () => void) => () => void {
    return this.store.subscribe;
  }
  /**
   * A value that changes when what `namespace` shows in `language` may change: its strings arrive or change, the
   * page's language switches, a loader is replaced. It stays the same when another namespace's strings load, so a
   * component showing the games strings does not render again because the promotions strings arrived (each load
   * rendered the whole page again: every card of the lobby once per namespace a prefetch brought).
   */
  version(language: string, namespace: string): string {
    return `${this.language}|${this.store.version(bundleKey(language, namespace))}`;
  }

  /** `key` may name its namespace, `games:pages.lobby`, over `options.ns` (i18next's form, kept for the apps' keys). */
  t(fullKey: string, options?: TranslateOptions): string {
    const language = options?.lng ?? this.language;
    const [namespace, key] = this.splitNamespace(fullKey, options?.ns ?? this.defaultNamespace);
    const bundle = this.store.bundles.get(bundleKey(language, namespace));
    let found: unknown;
    if (typeof options?.count === 'number' && bundle) {
      const rules = pluralRules.get(language) ?? new Intl.PluralRules(language || 'en');
      pluralRules.set(language, rules);
      if (options.count === 0) found = lookup(bundle, `${key}_zero`);
      found ??= lookup(bundle, `${key}_${rules.select(options.count)}`);
    }
    found ??= lookup(bundle, key);
    const text = typeof found === 'string' ? found : (options?.defaultValue ?? key);
    return interpolate(text, options);
  }

  private splitNamespace(key: string, namespace: string): [string, string] {
    const colon = key.indexOf(':');
    if (colon < 1) return [namespace, key];
    const named = key.slice(0, colon);
    return this.store.loaders.has(named) || [...this.store.bundles.keys()].some((bundle) => bundle.endsWith(`|${named}`))
      ? [named, key.slice(colon + 1)]
      : [namespace, key];
  }

  /** `t` of one namespace, in one language (by default the instance's language at each call). */
  fixedT(namespace: string, language?: string): TFunction {
    return (key, options) => this.t(key, { ns: namespace, ...(language ? { lng: language } : {}), ...options });
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.store.bundles.has(bundleKey(language, namespace));
  }

  getResourceBundle(language: string, namespace: string): Resources | undefined {
    return this.store.bundles.get(bundleKey(language, namespace));
  }

  /** Puts strings in place (over any of the same keys already there). */
  addResourceBundle(language: string, namespace: string, resources: Resources): void {
    const key = bundleKey(language, namespace);
    this.store.bundles.set(key, { ...this.store.bundles.get(key), ...resources });
    this.store.failed.delete(key);
    this.store.changed(key);
  }

  /**
   * Sets (or replaces) the loader of a namespace. Replacing one (a new version of the remote that owns it) forgets
   * the old loader's strings in every language: whoever shows the namespace next waits for the new ones, the next
   * server render included, and never mixes two versions' strings.
   */
  setLoader(namespace: string, loader: NamespaceLoader): void {
    const replaced = this.store.loaders.has(namespace);
    this.store.loaders.set(namespace, loader);
    if (!replaced) return;
    for (const entries of [this.store.bundles, this.store.loading, this.store.failed]) {
      for (const key of [...entries.keys()]) if (key.endsWith(`|${namespace}`)) entries.delete(key);
    }
    this.store.changed();
  }

  namespaces(): string[] {
    return [...this.store.loaders.keys()];
  }

  /**
   * What a component waits for before it can show `namespace` in `language`: undefined when the strings are there
   * (or their load failed: the keys show instead of a page that never comes), else the load under way.
   */
  whenReady(language: string, namespace: string): Promise<void> | undefined {
    // Before the page's first language is set (a component rendered before i18n started), wait for it.
    if (!language) return this.untilFirstLanguage();
    const key = bundleKey(language, namespace);
    if (this.store.bundles.has(key) || this.store.failed.has(key)) return undefined;
    return this.load(language, namespace);
  }

  /** Loads namespaces in the instance's language (again, for one whose earlier load failed). */
  async loadNamespaces(namespaces: string | readonly string[], language = this.language): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    for (const namespace of list) this.store.failed.delete(bundleKey(language, namespace));
    await Promise.all(list.map((namespace) => this.whenReady(language, namespace)));
  }

  /**
   * Loads every namespace in `language`, then switches to it in one step: the page never shows a mix of languages
   * nor keys while the strings arrive. When calls overlap, the last one wins.
   */
  async changeLanguage(language: string): Promise<void> {
    this.changingTo = language;
    const known = new Set(this.namespaces());
    for (const key of this.store.bundles.keys()) {
      const [bundleLanguage, namespace] = key.split('|');
      if (bundleLanguage === this.language && namespace) known.add(namespace);
    }
    known.add(this.defaultNamespace);
    await this.loadNamespaces([...known], language);
    if (this.changingTo !== language) return;
    this.changingTo = undefined;
    if (this.language === language) return;
    this.language = language;
    this.firstLanguage?.resolve();
    this.store.changed();
  }

  private untilFirstLanguage(): Promise<void> {
    if (!this.firstLanguage) {
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      this.firstLanguage = { promise, resolve };
    }
    return this.firstLanguage.promise;
  }

  private load(language: string, namespace: string): Promise<void> {
    const key = bundleKey(language, namespace);
    let loading = this.store.loading.get(key);
    if (loading) return loading;
    const loader = this.store.loaders.get(namespace);
    loading = (loader ? loader(language) : Promise.resolve({}))
      .then(
        (loaded) => {
          if (this.store.loaders.get(namespace) !== loader) return; // replaced meanwhile: its own load brings the strings
          const resources = ('default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded) as Resources;
          this.store.bundles.set(key, resources);
        },
        (error: unknown) => {
          console.warn(`[i18n] the ${language} strings of ${namespace} did not load; their keys show instead`, error);
          this.store.failed.add(key);
        },
      )
      .finally(() => {
        if (this.store.loading.get(key) === loading) this.store.loading.delete(key);
        this.store.changed(key);
      });
    this.store.loading.set(key, loading);
    return loading;
  }
}
