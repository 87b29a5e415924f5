import path from 'node:path';
import type { BrowserReleaseMap, RemoteName } from '@casino/contract/release';
import type { RenderRequest } from '../../src/server/render-contract';
import { ServerFileHashes } from '../release/publish-server-files';
import { serverEntryOf } from '../ssr';

/**
 * What the render benches (bench.ts, render-profile.ts) render with: a running stack's release map and, for each remote
 * it serves, the server entry and the file hashes recorded at publish, as the edge sends them to its workers.
 */
export async function releaseMap(edge: string): Promise<BrowserReleaseMap> {
  const html = await (await fetch(`${edge}/`, { headers: { 'x-casino-render': 'browser' } })).text();
  const json = /<script[^>]*id="casino-release-map"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error(`no release map in ${edge}/: is the stack running?`);
  return JSON.parse(json) as BrowserReleaseMap;
}

/** The remotes of a render request for `map`, their recorded files read from the CDN folder `cdnDir`. */
export function servedRemotes(map: BrowserReleaseMap, cdnDir: string): RenderRequest['remotes'] {
  const hashes = new ServerFileHashes(path.resolve(cdnDir));
  const remotes: RenderRequest['remotes'] = {};
  for (const [remote, release] of Object.entries(map.remotes) as [RemoteName, BrowserReleaseMap['remotes'][RemoteName]][]) {
    if (!release) continue;
    const files = hashes.of(remote, release.version);
    remotes[remote] = { version: release.version, entry: serverEntryOf(release.manifestUrl), ...(files ? { files } : {}) };
  }
  return remotes;
}

/** The route table of a render request for `map`: every served remote's pages, each named with its remote. */
export function servedRoutes(map: BrowserReleaseMap): RenderRequest['routes'] {
  return (Object.entries(map.remotes) as [RemoteName, BrowserReleaseMap['remotes'][RemoteName]][]).flatMap(([remote, release]) => (release?.routes ?? []).map((route) => ({ ...route, remote })));
}
