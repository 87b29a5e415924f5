import { atom } from 'jotai';
import { apiClient } from '@casino/shared';
import type { Settings } from '@casino/shared/contract';

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

let loading: Promise<Settings> | null = null;

export function loadSettingsOnce(): Promise<Settings> {
  loading ??= apiClient.get<Settings>('/settings').then(
    (settings) => ({ ...FALLBACK_SETTINGS, ...settings }),
    (error: unknown) => {
      console.warn('[settings] /settings failed, starting with defaults', error);
      return FALLBACK_SETTINGS;
    },
  );
  return loading;
}
