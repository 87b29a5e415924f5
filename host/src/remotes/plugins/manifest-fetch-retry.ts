import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Transient failures worth another try: no answer at all, or a server/gateway hiccup. */
const RETRYABLE_STATUS = new Set([408, 429, 500, 502, 503, 504]);
/** Delays before the 2nd and 3rd attempt at a manifest. */
export const MANIFEST_RETRY_DELAYS_MS = [250, 750] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 200 whose body is not JSON: a manifest cut off on the way (the runtime would fail to parse it). */
async function isTruncated(response: Response): Promise<boolean> {
  if (!response.ok) return false;
  try {
    await response.clone().json();
    return false;
  } catch {
    return true;
  }
}

/**
 * Retries a remote's mf-manifest.json fetch on transient failures (no answer, 408/429/5xx, a body cut off); a 404 (an
 * unpublished version) fails at once. Kept instead of @module-federation/retry-plugin: host/src/remotes/README.md.
 */
export function manifestFetchRetryPlugin(fetchImpl: typeof fetch = (...args) => fetch(...args)): ModuleFederationRuntimePlugin {
  return {
    name: 'casino-manifest-fetch-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= MANIFEST_RETRY_DELAYS_MS.length; attempt++) {
        if (attempt > 0) await wait(MANIFEST_RETRY_DELAYS_MS[attempt - 1]!);
        try {
          const response = await fetchImpl(url, { ...init, cache: 'no-store' });
          if (await isTruncated(response)) lastError = new Error(`manifest at ${url} is not valid JSON`);
          else if (!RETRYABLE_STATUS.has(response.status)) return response;
          else lastError = new Error(`HTTP ${response.status} for ${url}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
  };
}
