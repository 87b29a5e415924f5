import { apiClient, type Locale } from '@casino/shared';
import type { Banner } from '@casino/shared/contract';

/** GET /banners-for-slider?lang (SPEC.md section 7): the home page's promotional banners. */
export async function fetchBanners(lang: Locale, signal?: AbortSignal): Promise<Banner[]> {
  const { items } = await apiClient.get<{ items: Banner[] }>('/banners-for-slider', { query: { lang }, ...(signal ? { signal } : {}) });
  return items;
}
