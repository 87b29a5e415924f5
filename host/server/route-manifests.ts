import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@casino/contract/release';
import { foreignClaims, parseRouteManifest, ROUTE_MANIFEST_FILE, type RouteManifest } from '@casino/contract/routing/route-manifest';
import { ROUTE_TABLE, type RouteEntry } from '@casino/contract/routing/route-table';
import type { ReleaseState } from './release/store';

/** The versions a visitor is served, per remote (the browser release map's, or live ones for the sitemap). */
export type ServedVersions = Partial<Record<RemoteName, { version: string } | undefined>>;

/**
 * The pages the edge knows for the versions a visitor is served: each remote version's route-manifest.json from the
 * edge's copy of the CDN folder (written by the remote's build, hashed at publish), read once per version (a version
 * folder never changes). A version without a readable manifest whose bytes match the hash recorded at publish (a
 * build from before remotes shipped their routes, a `pnpm dev` remote) keeps the host's own table for that remote.
 * The table feeds the HTTP status, the preload hints, the server-render decision and the sitemap.
 */
export class ServedRoutes {
  private readonly manifests = new Map<string, RouteManifest | null>();

  constructor(private readonly cdnDir: string) {}

  /** The route table of these versions: each remote's manifest routes, or the host's table for it. */
  tableFor(versions: ServedVersions, state: ReleaseState): RouteEntry[] {
    return REMOTE_NAMES.flatMap((remote) => {
      const served = versions[remote];
      const manifest = served ? this.manifestOf(remote, served.version, state) : null;
      if (!manifest) return ROUTE_TABLE.filter((entry) => entry.remote === remote);
      return manifest.routes.map((route) => ({ ...route, remote }));
    });
  }

  /** The live versions' table (what a search engine is shown). */
  liveTable(state: ReleaseState): RouteEntry[] {
    const live = Object.fromEntries(Object.entries(state.map.remotes).map(([remote, current]) => [remote, current ? { version: current.live } : undefined]));
    return this.tableFor(live, state);
  }

  private manifestOf(remote: RemoteName, version: string, state: ReleaseState): RouteManifest | null {
    const record = state.registry.versions[remote]?.[version];
    if (!record?.routeManifestSha256) return null;
    const key = `${remote}/${version}`;
    if (this.manifests.has(key)) return this.manifests.get(key)!;
    const manifest = this.read(remote, version, record.routeManifestSha256);
    // Only a definite answer is kept: a folder not yet copied to this edge is read again on the next request.
    if (manifest) this.manifests.set(key, manifest);
    return manifest;
  }

  private read(remote: RemoteName, version: string, sha256: string): RouteManifest | null {
    if (version !== path.basename(version) || version.startsWith('.')) return null;
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(path.join(this.cdnDir, remote, version, ROUTE_MANIFEST_FILE));
    } catch {
      return null;
    }
    if (crypto.createHash('sha256').update(bytes).digest('hex') !== sha256) return null;
    let manifest: RouteManifest | null;
    try {
      manifest = parseRouteManifest(JSON.parse(bytes.toString('utf8')));
    } catch {
      return null;
    }
    if (!manifest || manifest.remote !== remote || foreignClaims(manifest).length > 0) return null;
    return manifest;
  }
}
