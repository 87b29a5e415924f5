import { cloneElement, createContext, Fragment, isValidElement, use, useContext, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { i18n, SHARED_NAMESPACE } from './i18n';
import type { TFunction, Translations } from './translations';

/** The translations a subtree renders with: the page's in the browser, the request's own on the server. */
export const I18nContext = createContext<Translations | null>(null);

export function I18nProvider({ i18n: instance, children }: { i18n: Translations; children?: ReactNode }) {
  return <I18nContext value={instance}>{children}</I18nContext>;
}

/** The translations of this subtree (the provider's, else the page's). */
export function useI18n(): Translations {
  return useContext(I18nContext) ?? i18n;
}

/**
 * `t` for one namespace (default: @casino/shared's own), and the instance. The component suspends until the
 * namespace's strings are loaded in the language, and renders again when the language or the strings change.
 * `lng` pins a language other than the page's (a region in the language of its own address).
 */
export function useTranslation(namespace: string = SHARED_NAMESPACE, options: { lng?: string } = {}): { t: TFunction; i18n: Translations } {
  const instance = useI18n();
  // Only changes that can alter this namespace's text in this language render the component again.
  const snapshot = () => instance.version(options.lng ?? instance.language, namespace);
  const version = useSyncExternalStore(instance.subscribe, snapshot, snapshot);
  const language = options.lng ?? instance.language;
  const loading = instance.whenReady(language, namespace);
  if (loading) use(loading);
  // A new `t` when the language or these strings change (`version`), so memoised children that take it render again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => instance.fixedT(namespace, language), [instance, namespace, language, version]);
  return { t, i18n: instance };
}

const TAG = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g;

function withComponents(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, selfClosing, name = selfClosing!, inner] = match;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const component = components[name];
    if (!component || !isValidElement(component)) nodes.push(inner === undefined ? whole : withComponents(inner, components));
    else nodes.push(cloneElement(component, { key: nodes.length }, ...(inner === undefined ? [] : withComponents(inner, components))));
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/**
 * A translated string with elements inside it: `"I accept the <terms>terms</terms>"` with `components={{ terms: <a/> }}`
 * renders the link around its translated text. An unknown tag shows its text.
 */
export function Trans({ t, i18nKey, values, components = {} }: { t: TFunction; i18nKey: string; values?: Record<string, unknown>; components?: Record<string, ReactElement> }) {
  return <Fragment>{withComponents(t(i18nKey, values), components)}</Fragment>;
}
