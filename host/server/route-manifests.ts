import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@casino/contract/release';
import { foreignClaims, parseRouteManifest, ROUTE_MANIFEST_FILE, type RouteManifest } from '@casino/contract/routing/route-manifest';
import type { RouteEntry } from '@casino/contract/routing/route-match';
import type { ReleaseState } from './release/store';

/** The versions a visitor is served, per remote (the browser release map's, or live ones for the sitemap). */
export type ServedVersions = Partial<Record<RemoteName, { version: string } | undefined>>;

/** What a `pnpm dev` remote serves (its dev server writes route-manifest.json beside mf-manifest.json). */
export type DevManifestReader = (remote: RemoteName, manifestUrl: string) => RouteManifest | null;

/**
 * The pages the edge knows for the versions a visitor is served: each remote version's route-manifest.json from the
 * edge's copy of the CDN folder (written by the remote's build, hashed at publish), read once per version (a version
 * folder never changes). There is no table of the host's to fall back on: a version without a manifest whose bytes
 * match the hash recorded at publish serves no page (release control refuses to switch such a version, check
 * `routes`), and a `pnpm dev` remote's pages come from its dev server. The table feeds the HTTP status, the preload
 * hints, the server-render decision, the sitemap, and the browser's and the server render's routing (the release
 * map carries each remote's routes).
 */
export class ServedRoutes {
  private readonly manifests = new Map<string, RouteManifest | null>();
  private readonly tables = new Map<string, RouteEntry[]>();

  constructor(
    private readonly cdnDir: string,
    private readonly devManifest?: DevManifestReader,
  ) {}

  /** The manifest of each served remote (the ones with none are left out). */
  manifestsFor(versions: ServedVersions & Partial<Record<RemoteName, { manifestUrl?: string } | undefined>>, state: ReleaseState): RouteManifest[] {
    const manifests: RouteManifest[] = [];
    for (const remote of REMOTE_NAMES) {
      const served = versions[remote];
      if (!served) continue;
      const manifest =
        served.version === 'dev' && this.devManifest && served.manifestUrl ? this.devManifest(remote, served.manifestUrl) : this.manifestOf(remote, served.version, state);
      if (manifest) manifests.push(manifest);
    }
    return manifests;
  }

  /** The route table of these versions: each remote's manifest routes. One array per set of manifests, made once. */
  tableFor(versions: ServedVersions, state: ReleaseState): RouteEntry[] {
    return this.tableOf(this.manifestsFor(versions, state));
  }

  /** The table of these manifests, the same array for the same manifests (a live page view builds none). */
  tableOf(manifests: readonly RouteManifest[]): RouteEntry[] {
    const key = manifests.map((manifest) => `${manifest.remote}:${manifestIds.get(manifest) ?? assignId(manifest)}`).join('|');
    let table = this.tables.get(key);
    if (!table) {
      table = manifests.flatMap((manifest) => manifest.routes.map((route) => ({ ...route, remote: manifest.remote })));
      if (this.tables.size > 256) this.tables.clear();
      this.tables.set(key, table);
    }
    return table;
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

/** An id per manifest object: the tables are cached by which manifests they are made of. */
const manifestIds = new WeakMap<RouteManifest, number>();
let nextManifestId = 0;
function assignId(manifest: RouteManifest): number {
  manifestIds.set(manifest, ++nextManifestId);
  return nextManifestId;
}

/** How long the first page after `pnpm dev` starts waits for a dev remote's route manifest (its dev server compiles). */
export const DEV_MANIFEST_WAIT_MS = 10_000;

/** The dev remotes' route manifests, and a way to wait for the ones not read yet (`ready`). */
export interface DevManifests extends DevManifestReader {
  /**
   * Resolves once every one of these dev remotes' route manifests has been read, or its dev server answered with an
   * error, or `waitMs` passed. A page asked for before its remote's manifest arrived would otherwise be a 404 (its
   * pages unknown) and reach the browser with no routes for that remote.
   */
  ready(remotes: Partial<Record<RemoteName, string>>, waitMs?: number): Promise<void>;
}

/**
 * `pnpm dev`: each remote's route-manifest.json from its dev server, fetched in the background and kept for a few
 * seconds (a page edit that adds a route shows on the next load but one). Until a remote's first manifest has
 * arrived, `ready` lets a request wait for it instead of answering without that remote's pages.
 */
export function devManifestReader(fetchJson: (url: string) => Promise<unknown> = (url) => fetch(url).then((response) => response.json())): DevManifests {
  const known = new Map<string, { manifest: RouteManifest | null; at: number }>();
  const pending = new Map<string, Promise<void>>();
  const refresh = (remote: RemoteName, url: string): Promise<void> => {
    const inFlight = pending.get(url);
    if (inFlight) return inFlight;
    const before = known.get(url);
    const fetching = fetchJson(url)
      .then((json) => {
        const manifest = parseRouteManifest(json);
        known.set(url, { manifest: manifest && manifest.remote === remote && foreignClaims(manifest).length === 0 ? manifest : null, at: Date.now() });
      })
      .catch(() => {
        known.set(url, { manifest: before?.manifest ?? null, at: Date.now() });
      })
      .finally(() => pending.delete(url));
    pending.set(url, fetching);
    return fetching;
  };
  const urlOf = (manifestUrl: string) => new URL(ROUTE_MANIFEST_FILE, manifestUrl).href;
  const read = ((remote, manifestUrl) => {
    const url = urlOf(manifestUrl);
    const entry = known.get(url);
    if (!entry || Date.now() - entry.at > 2000) void refresh(remote, url);
    return entry?.manifest ?? null;
  }) as DevManifests;
  read.ready = async (remotes, waitMs = DEV_MANIFEST_WAIT_MS) => {
    const missing = (Object.entries(remotes) as [RemoteName, string][]).filter(([, manifestUrl]) => !known.get(urlOf(manifestUrl))?.manifest);
    if (missing.length === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
    const readOne = async (remote: RemoteName, url: string) => {
      // A fetch already on its way may have started before the dev server was up: then one more, of our own.
      const inFlight = pending.get(url);
      if (inFlight) await inFlight;
      if (!known.get(url)?.manifest) await refresh(remote, url);
    };
    await Promise.race([Promise.all(missing.map(([remote, manifestUrl]) => readOne(remote, urlOf(manifestUrl)))), late]);
    clearTimeout(timer);
  };
  return read;
}
