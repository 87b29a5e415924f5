import { atom } from 'jotai';
import type { QueryClient } from '@tanstack/react-query';
import { settingsQuery } from '@casino/shared';
import type { Settings } from '@casino/contract/schemas';

/**
 * The public configuration (GET /settings), read once per page. The guards need retiredLocales before the first
 * navigation; the footer, analytics and robot check read the rest. When the API is down the site still starts,
 * with nothing retired and nothing optional loaded.
 */
export const FALLBACK_SETTINGS: Settings = {
  supportedLocales: ['en', 'ca', 'es', 'fr', 'kk', 'pl', 'pt', 'ru', 'tr', 'de'],
  retiredLocales: [],
  defaultLocale: 'ru',
  buildId: '',
  recaptcha: { enabled: false, siteKey: '' },
  analytics: { tagManagerId: '', analyticsPropertyId: '' },
  currencies: [],
  defaultCurrency: 'EUR',
  pointsPerCurrencyUnit: 100,
  support: { email: '', phone: '', opensAt: '', closesAt: '', timeZone: 'UTC' },
};

export const settingsAtom = atom<Settings>(FALLBACK_SETTINGS);

/** Through the page's query cache, so a remote that reads the settings (`settingsQuery`) gets this very answer. */
export function loadSettings(queryClient: QueryClient): Promise<Settings> {
  return queryClient.fetchQuery(settingsQuery()).then(
    (settings) => ({ ...FALLBACK_SETTINGS, ...settings }),
    (error: unknown) => {
      console.warn('[settings] /settings failed, starting with defaults', error);
      return FALLBACK_SETTINGS;
    },
  );
}
