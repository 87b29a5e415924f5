/**
 * SPEC.md section 4, build check: the edge serves the current build id at GET /build-id; the host polls it and
 * reloads the page when it differs from the one it booted with, so a player never runs an old shell for long.
 */
export const BUILD_CHECK_INTERVAL_MS = 60_000;
/** Overrides for operators and the browser suites: <html data-build-check-ms>, or localStorage. */
export const BUILD_CHECK_INTERVAL_STORAGE_KEY = 'casino:build-check-ms';
export const BUILD_ID_PATH = '/build-id';

export function buildCheckInterval(): number {
  const fromHtml = Number(document.documentElement.dataset.buildCheckMs);
  if (Number.isFinite(fromHtml) && fromHtml > 0) return fromHtml;
  try {
    const stored = Number(localStorage.getItem(BUILD_CHECK_INTERVAL_STORAGE_KEY));
    if (Number.isFinite(stored) && stored > 0) return stored;
  } catch {
    // storage blocked: the default interval applies
  }
  return BUILD_CHECK_INTERVAL_MS;
}

/** Accepts a bare id ("abc123") or JSON ({ "buildId": "abc123" } or { "id": ... }). */
export function parseBuildId(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith('{')) {
    try {
      const body = JSON.parse(trimmed) as Record<string, unknown>;
      const nested = body.data as Record<string, unknown> | undefined;
      const id = body.buildId ?? body.id ?? nested?.buildId;
      return typeof id === 'string' && id ? id : null;
    } catch {
      return null;
    }
  }
  return trimmed;
}

export async function fetchBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(BUILD_ID_PATH, {
      cache: 'no-store',
      headers: { Accept: 'application/json, text/plain' },
    });
    if (!response.ok) return null;
    return parseBuildId(await response.text());
  } catch {
    return null; // offline for a moment: try again next round
  }
}

export interface BuildCheckOptions {
  intervalMs: number;
  readBuildId: () => Promise<string | null>;
  reload: () => void;
}

/**
 * Starts polling; returns the stop function. The first answer is the boot id; the page reloads once when a later
 * answer differs (a failed answer never counts as a change).
 */
export function startBuildCheck({ intervalMs, readBuildId, reload }: BuildCheckOptions): () => void {
  let bootId: string | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const round = async () => {
    const id = await readBuildId();
    if (stopped) return;
    if (id !== null) {
      if (bootId === null) bootId = id;
      else if (id !== bootId) {
        stopped = true;
        reload();
        return;
      }
    }
    timer = setTimeout(round, intervalMs);
  };
  void round();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
