import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { BrowserReleaseMap, RemoteName, RemoteRelease } from '@casino/contract/release';
import { REMOTE_NAMES } from '@casino/contract/release';
import { beginPageView, recordRemoteFailure } from './real-user-measures';

/**
 * Which version of each remote this page uses: the one the release map names, until it fails to load and the map
 * offers a last known-good `fallback`; then that one (for the rest of this page's life) and the edge is told.
 */
interface ActiveRemote {
  release: RemoteRelease;
  version: string;
  manifestUrl: string;
  onFallback: boolean;
}

let releaseMap: BrowserReleaseMap | null = null;
const active = new Map<RemoteName, ActiveRemote>();
/** Bumped by every registerReleaseMap: modules loaded under an earlier map are not reused. */
let mapGeneration = 0;

export function releaseMapGeneration(): number {
  return mapGeneration;
}

function register(remote: RemoteName): void {
  const entry = active.get(remote);
  if (!entry) return;
  // force: drop whatever the runtime cached for this name (a failed manifest, an older version) and start over.
  registerRemotes([{ name: entry.release.name, entry: entry.manifestUrl }], { force: true });
}

export function registerReleaseMap(map: BrowserReleaseMap): void {
  releaseMap = map;
  beginPageView(map);
  mapGeneration += 1;
  active.clear();
  for (const remote of REMOTE_NAMES) {
    const release = map.remotes[remote];
    if (!release) continue;
    active.set(remote, { release, version: release.version, manifestUrl: release.manifestUrl, onFallback: false });
    register(remote);
  }
}

export function federationNameOf(remote: RemoteName): string | null {
  return active.get(remote)?.release.name ?? null;
}

export function activeVersionOf(remote: RemoteName): string | null {
  return active.get(remote)?.version ?? null;
}

/** A version this page loads a remote from, with the channel it came by (what a failure report names). */
export interface LoadedVersion {
  version: string;
  channel: RemoteRelease['channel'];
}

/**
 * The version this page uses for the remote right now and its channel. The fallback is the last known-good live
 * version (host/server/release/browser-map.ts), never the canary or override it stands in for.
 */
export function activeReleaseOf(remote: RemoteName): LoadedVersion | null {
  const entry = active.get(remote);
  if (!entry) return null;
  return { version: entry.version, channel: entry.onFallback ? 'live' : entry.release.channel };
}

/** Registers the remote again so the next loadRemote really fetches its manifest and entry anew (after an outage). */
export function reRegisterRemote(remote: RemoteName): void {
  register(remote);
}

/** The player pressed Retry: start again from the live version the release map names. */
export function resetToLiveRelease(remote: RemoteName): void {
  const entry = active.get(remote);
  if (!entry) return;
  const { release } = entry;
  active.set(remote, { release, version: release.version, manifestUrl: release.manifestUrl, onFallback: false });
  register(remote);
}

/** Switches to the release map's last known-good version, once; false when there is none or it is already in use. */
export function switchToFallback(remote: RemoteName): boolean {
  const entry = active.get(remote);
  const fallback = entry?.release.fallback;
  if (!entry || !fallback || entry.onFallback) return false;
  active.set(remote, { ...entry, version: fallback.version, manifestUrl: fallback.manifestUrl, onFallback: true });
  register(remote);
  return true;
}

/**
 * Tells the edge a remote version failed in this browser (real-user-measures.ts sends it with this page view's report
 * token; the canary judge counts it); never throws. `failed` is the version that was tried, taken when the load
 * started (activeReleaseOf), so a switch to the fallback meanwhile cannot make a live failure look like a canary one or
 * the other way round.
 */
export function reportLoadFailure(remote: RemoteName, failed: LoadedVersion, error: unknown): void {
  if (!releaseMap?.reportUrl || !active.has(remote)) return;
  recordRemoteFailure(remote, failed.version, failed.channel, error);
}
