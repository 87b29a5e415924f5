import { apiClient, type Locale } from '@casino/shared';
import type { DisplayPage } from '@casino/shared/contract';

/** GET /pages/{slug}?lang= (SPEC.md section 7): a display page in the player's language (or English, marked). */
export function fetchDisplayPage(slug: string, lang: Locale, signal?: AbortSignal): Promise<DisplayPage> {
  return apiClient.get<DisplayPage>(`/pages/${encodeURIComponent(slug)}`, { query: { lang }, ...(signal ? { signal } : {}) });
}
