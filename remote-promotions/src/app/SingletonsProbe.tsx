import { createElement, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'jotai';
import { apiClient, recordSingletons, useI18n } from '@casino/shared';

/** Records the singletons this remote sees (window.__casinoSingletons, see shared/src/platform/singletons.ts). */
export function SingletonsProbe() {
  const i18n = useI18n();
  const store = useStore();
  useEffect(() => {
    recordSingletons('remote_promotions', { react: createElement, reactDom: createPortal, apiClient, i18n, jotaiStore: store });
  }, [i18n, store]);
  return null;
}
