import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ENDPOINTS } from '@casino/contract';
import type { Settings } from '@casino/contract/schemas';
import { endpointQuery } from './query';

/**
 * The public configuration (GET /settings): ONE query per page, shared by the host and every remote, never copied
 * into a store. The host's root loader waits for it before the first guard (retired locales); the server render
 * sends it along in the dehydrated cache. When the API is down the site still starts with these defaults: nothing
 * retired, nothing optional loaded.
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

/** The one settings query: its answer stays for the page's life. */
export const settingsQuery = () => endpointQuery(ENDPOINTS['settings.get'], {}, { staleTime: Infinity });

const withFallback = (settings: Settings | undefined): Settings => (settings ? { ...FALLBACK_SETTINGS, ...settings } : FALLBACK_SETTINGS);

/** The cached settings outside React (the guards), the defaults until (or unless) the API answered. */
export function settingsIn(queryClient: QueryClient): Settings {
  return withFallback(queryClient.getQueryData(settingsQuery().queryKey));
}

/** Asks for the settings once (the cache answers later calls); a failure is logged and the defaults are used. */
export function loadSettings(queryClient: QueryClient): Promise<Settings> {
  return queryClient.fetchQuery(settingsQuery()).then(withFallback, (error: unknown) => {
    console.warn('[settings] /settings failed, starting with defaults', error);
    return FALLBACK_SETTINGS;
  });
}

/** The settings in a component: the cached answer (the defaults while none), re-rendered when it arrives. */
export function useSettings(): Settings {
  // `select` results are shared structurally: the same object while the answer is the same (safe as an effect dependency).
  return useQuery({ ...settingsQuery(), select: mergeFallback }).data ?? FALLBACK_SETTINGS;
}

const mergeFallback = (settings: Settings): Settings => ({ ...FALLBACK_SETTINGS, ...settings });
