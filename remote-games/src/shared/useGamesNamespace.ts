import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@casino/shared';
import { NAMESPACE } from '../app/namespace';

/**
 * A fragment can be the first piece of this remote on a page (before its routes load): it registers the games strings
 * itself and renders once they are there. True when ready.
 */
export function useGamesNamespace(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasLoadedNamespace(NAMESPACE));
  useEffect(() => {
    if (ready) return;
    void registerNamespace(NAMESPACE, (lang) => import(`../locales/${lang}.json`))
      .then(() => i18n.loadNamespaces(NAMESPACE))
      .then(() => setReady(true));
  }, [i18n, ready]);
  return ready;
}
