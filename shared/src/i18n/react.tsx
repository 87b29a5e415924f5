import { use, useCallback, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { I18nContext, I18nextProvider, useTranslation as useReactI18next, type UseTranslationOptions } from 'react-i18next';
import type { TFunction } from 'i18next';
import { bundleEvent, i18n, SHARED_NAMESPACE, type Translations } from './i18n';

import type { default as TransOfReactI18next, TransProps } from './trans';

let transLoaded: typeof TransOfReactI18next | undefined;
let transLoading: Promise<unknown> | undefined;

/**
 * Starts downloading Trans's code (react-i18next's Trans and its HTML parser, 5.1 KB gzip, kept out of every page's
 * first load: two screens use it). A screen that shows a Trans calls it when its module loads, so its first render is
 * whole; otherwise the first Trans suspends once while the code arrives (a server render waits for it).
 */
export function preloadTrans(): Promise<unknown> {
  transLoading ??= import('./trans').then((module) => (transLoaded = module.default));
  return transLoading;
}

/**
 * A translated string with elements inside it: `"I accept the <terms>terms</terms>"` with `components={{ terms: <a/> }}`
 * renders the link around its translated text (react-i18next's Trans).
 */
export function Trans(props: TransProps) {
  if (!transLoaded) use(preloadTrans());
  const Loaded = transLoaded!;
  return <Loaded {...props} />;
}

/** The i18n instance a subtree renders with: the page's in the browser, the request's own on the server. */
export function I18nProvider({ i18n: instance, children }: { i18n: Translations; children?: ReactNode }) {
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}

/** The instance of this subtree (the provider's, else the page's). */
export function useI18n(): Translations {
  return useContext(I18nContext)?.i18n ?? i18n;
}

/**
 * react-i18next's `useTranslation` for one namespace (default: @casino/shared's own). The component suspends until the
 * namespace's strings are loaded in the language, and renders again when the language changes or when this
 * namespace's strings in that language change (bindI18nStore on the one event of that bundle, i18n.ts): never because
 * another namespace's strings arrived. `lng` pins a language other than the page's (a region in its address's).
 */
export function useTranslation(namespace: string = SHARED_NAMESPACE, options: { lng?: string } = {}): { t: TFunction; i18n: Translations } {
  const instance = useI18n();
  const language = options.lng ?? instance.language;
  const settings: UseTranslationOptions<undefined> & { bindI18nStore: string } = {
    i18n: instance,
    bindI18nStore: language ? bundleEvent(language, namespace) : '',
    ...(options.lng ? { lng: options.lng } : {}),
  };
  const { t, i18n: active } = useReactI18next(namespace, settings);
  return { t: t as unknown as TFunction, i18n: active };
}

/**
 * Renders the caller again when `namespace`'s strings in the page's language arrive or change, or the language
 * changes, without loading them or waiting for them (a reader that shows them once they are there: the document
 * title in the page's remote's namespace).
 */
export function useNamespaceChanges(namespace: string): void {
  const instance = useI18n();
  const language = instance.language;
  const revision = useRef(0);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const changed = () => {
        revision.current += 1;
        onChange();
      };
      const event = bundleEvent(language, namespace);
      const store = instance.store as unknown as { on(event: string, listener: () => void): void; off(event: string, listener: () => void): void };
      store.on(event, changed);
      instance.on('languageChanged', changed);
      return () => {
        store.off(event, changed);
        instance.off('languageChanged', changed);
      };
    },
    [instance, language, namespace],
  );
  const snapshot = () => `${language}|${revision.current}`;
  useSyncExternalStore(subscribe, snapshot, snapshot);
}
