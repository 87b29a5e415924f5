import type { BrowserReleaseMap, RemoteName } from '@casino/contract/release';
import { FEDERATION_NAMES, REMOTE_NAMES } from '@casino/contract/release';

/** The element the edge inlines into index.html (contract/src/release.ts). */
export const RELEASE_MAP_ELEMENT_ID = 'casino-release-map';

/** `rspack serve` of the host alone (no edge in front): the four remote dev servers of docs/ports-and-folders.md. */
const DEV_SERVER_PORTS: Record<RemoteName, number> = { games: 3201, account: 3202, content: 3203, promotions: 3204 };

export function devReleaseMap(hostname = 'localhost'): BrowserReleaseMap {
  const remotes: BrowserReleaseMap['remotes'] = {};
  for (const remote of REMOTE_NAMES) {
    remotes[remote] = {
      name: FEDERATION_NAMES[remote],
      version: 'dev',
      manifestUrl: `http://${hostname}:${DEV_SERVER_PORTS[remote]}/mf-manifest.json`,
      channel: 'live',
    };
  }
  return { revision: 0, buildId: 'dev', remotes, reportUrl: '' };
}

/**
 * Reads the release map the edge put into the page. Without one (the host's own dev server) a development build
 * falls back to the remote dev servers; a production build has no remotes, and every region shows its fallback.
 */
export function readReleaseMap(doc: Document = document): BrowserReleaseMap {
  const element = doc.getElementById(RELEASE_MAP_ELEMENT_ID);
  if (element?.textContent) {
    try {
      return JSON.parse(element.textContent) as BrowserReleaseMap;
    } catch (error) {
      console.error('[remotes] the inlined release map is not valid JSON', error);
    }
  }
  if (process.env.NODE_ENV === 'development') return devReleaseMap(doc.location?.hostname || 'localhost');
  return { revision: 0, buildId: 'unknown', remotes: {}, reportUrl: '' };
}
