import { DEFAULT_LOCALE, LOCALES } from '@casino/contract/schemas/common';

/** The remembered-locale cookie (SPEC.md section 9). */
export const REMEMBERED_LOCALE_COOKIE = 'i18n_redirected';
/** How long the retired-locales list from the API is trusted before it is fetched again. */
const RETIRED_LOCALES_TTL_MS = 60_000;
/** A failed fetch is retried no sooner than this, so a down API does not slow every page load. */
const RETIRED_LOCALES_RETRY_MS = 10_000;
const SETTINGS_TIMEOUT_MS = 1000;

/**
 * The locale guard of SPEC.md section 2, done at the edge so a full page load gets a real 301: a first path segment
 * that is a retired locale moves to the same path under the remembered locale, or ru.
 */
export function retiredLocaleRedirect(pathAndQuery: string, retired: readonly string[], rememberedLocale: string | undefined): string | undefined {
  const queryAt = pathAndQuery.indexOf('?');
  const pathname = queryAt < 0 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  const query = queryAt < 0 ? '' : pathAndQuery.slice(queryAt);
  const [, first, ...rest] = pathname.split('/');
  if (!first || !retired.includes(first)) return undefined;
  const target =
    rememberedLocale && (LOCALES as readonly string[]).includes(rememberedLocale) && !retired.includes(rememberedLocale)
      ? rememberedLocale
      : DEFAULT_LOCALE;
  return `/${[target, ...rest].join('/')}${query}`;
}

/** The retired-locales list: the API's /settings `retiredLocales`, cached briefly; EDGE_RETIRED_LOCALES when the API cannot tell. */
export class RetiredLocales {
  private cached: { list: string[]; until: number } | undefined;

  constructor(
    private readonly apiUrl: string,
    private readonly fallback: string[],
  ) {}

  async list(now = Date.now()): Promise<string[]> {
    if (this.cached && now < this.cached.until) return this.cached.list;
    try {
      const response = await fetch(`${this.apiUrl}/api/v1/settings`, { signal: AbortSignal.timeout(SETTINGS_TIMEOUT_MS) });
      const body = (await response.json()) as { data?: { retiredLocales?: unknown } };
      const list = body.data?.retiredLocales;
      if (!response.ok || !Array.isArray(list)) throw new Error(`settings answered ${response.status}`);
      this.cached = { list: list.map(String), until: now + RETIRED_LOCALES_TTL_MS };
    } catch {
      this.cached = { list: this.fallback, until: now + RETIRED_LOCALES_RETRY_MS };
    }
    return this.cached.list;
  }
}
