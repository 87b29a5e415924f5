import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Transient failures worth another try: no answer at all, or a server/gateway hiccup. */
const RETRYABLE_STATUS = new Set([408, 429, 500, 502, 503, 504]);
/** Delays before the 2nd and 3rd attempt at a manifest. */
export const MANIFEST_RETRY_DELAYS_MS = [250, 750] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries a remote's mf-manifest.json fetch on transient failures; a 404 (an unpublished version) fails at once. */
export function manifestFetchRetryPlugin(fetchImpl: typeof fetch = (...args) => fetch(...args)): ModuleFederationRuntimePlugin {
  return {
    name: 'casino-manifest-fetch-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= MANIFEST_RETRY_DELAYS_MS.length; attempt++) {
        if (attempt > 0) await wait(MANIFEST_RETRY_DELAYS_MS[attempt - 1]!);
        try {
          const response = await fetchImpl(url, { ...init, cache: 'no-store' });
          if (!RETRYABLE_STATUS.has(response.status)) return response;
          lastError = new Error(`HTTP ${response.status} for ${url}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
  };
}
