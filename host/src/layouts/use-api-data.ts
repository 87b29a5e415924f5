import { useEffect, useState } from 'react';
import { apiClient } from '@casino/shared';

const cache = new Map<string, Promise<unknown>>();

/**
 * Reads a public API document once per page and language (menu, footer icons): every layout shares the answer, and
 * switching layouts never refetches. A failure is not cached, so the next mount tries again.
 */
export function useApiData<T>(path: string, lang: string): T | null {
  const key = `${path}?lang=${lang}`;
  const [data, setData] = useState<T | null>(null);
  useEffect(() => {
    let alive = true;
    let request = cache.get(key) as Promise<T> | undefined;
    if (!request) {
      request = apiClient.get<T>(path, { query: { lang } });
      cache.set(key, request);
      request.catch(() => cache.delete(key));
    }
    request.then(
      (value) => alive && setData(value),
      (error: unknown) => console.warn(`[layout] ${path} failed`, error),
    );
    return () => {
      alive = false;
    };
  }, [key, path, lang]);
  return data;
}
