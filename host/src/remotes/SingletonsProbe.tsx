import { createElement, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'jotai';
import { apiClient, recordSingletons, useI18n } from '@casino/shared';

/**
 * Records what the host sees in window.__casinoSingletons (shape documented in shared/src/platform/singletons.ts);
 * each remote renders the same probe with its own imports, and the e2e suite asserts one of each.
 */
export function SingletonsProbe() {
  const i18n = useI18n();
  const store = useStore();
  useEffect(() => {
    recordSingletons('host', { react: createElement, reactDom: createPortal, apiClient, i18n, jotaiStore: store });
  }, [i18n, store]);
  return null;
}
