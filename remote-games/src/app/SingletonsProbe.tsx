import { createElement, useContext, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { getI18n, I18nContext } from 'react-i18next';
import { useStore } from 'jotai';
import { apiClient, recordSingletons } from '@casino/shared';

const MISSING_I18N = { missing: 'i18n' };

/** Records the singletons this remote sees (window.__casinoSingletons, see shared/src/platform/singletons.ts). */
export function SingletonsProbe() {
  // The instance itself: useTranslation() hands out a per-hook wrapper object in react-i18next 18.
  const i18n: object = useContext(I18nContext)?.i18n ?? getI18n() ?? MISSING_I18N;
  const store = useStore();
  useEffect(() => {
    recordSingletons('remote_games', { react: createElement, reactDom: createPortal, apiClient, i18n, jotaiStore: store });
  }, [i18n, store]);
  return null;
}
