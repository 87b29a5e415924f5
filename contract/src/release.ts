/**
 * The contract between the edge server (host/server), the host's remote loader (host/src/remotes) and release control.
 *
 * The edge inlines the release map for this browser into index.html as
 *   <script id="casino-release-map" type="application/json">{...BrowserReleaseMap}</script>
 * (a JSON data block, so the Content-Security-Policy needs no inline-script exception). The host reads it at boot
 * and registers each remote from `manifestUrl`; no remote URL is ever baked into the host build.
 */

import type { RouteDeclaration } from './routing/route-manifest';

/** The four remotes, by the short name used in folders (`remote-<name>`), CDN paths (`<name>/<version>/`) and the CLI. */
export const REMOTE_NAMES = ['games', 'account', 'content', 'promotions'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The Module Federation container name of each remote (what its mf-manifest.json calls itself). */
export const FEDERATION_NAMES: Record<RemoteName, string> = {
  games: 'remote_games',
  account: 'remote_account',
  content: 'remote_content',
  promotions: 'remote_promotions',
};

/**
 * The exposed modules the host mounts from each remote. Release control refuses a version that does not expose them.
 * `./routes` exports the remote's route subtree (react-router route objects) that the host mounts under its sections.
 */
export const HOST_MOUNTED_MODULES: Record<RemoteName, readonly string[]> = {
  games: ['./routes'],
  account: ['./routes'],
  content: ['./routes'],
  promotions: ['./routes'],
};

export interface RemoteRelease {
  /** Federation container name, e.g. "remote_games". */
  name: string;
  version: string;
  /** Absolute URL of the version's mf-manifest.json on the CDN origin. */
  manifestUrl: string;
  /** Why this browser gets this version: the live one, its canary cohort, or a signed QA override. */
  channel: 'live' | 'canary' | 'override';
  /** The last known-good version to retry on when this one fails to load in the browser. */
  fallback?: { version: string; manifestUrl: string };
  /**
   * The pages this version declares (its route-manifest.json, read by the edge): the host's router, guards, layouts and
   * player-area navigation match paths against these, in the browser and in the server render. Absent: none known.
   */
  routes?: readonly RouteDeclaration[];
}

export interface BrowserReleaseMap {
  /** Revision of the release map this was computed from. */
  revision: number;
  /** The host build's id (the build check compares it with /build-id). */
  buildId: string;
  remotes: Partial<Record<RemoteName, RemoteRelease>>;
  /**
   * Where the host sends this page view's report by sendBeacon (host/src/remotes/real-user-measures.ts):
   * `{ token, failures: [{ remote, version, channel, error }], jsErrors, lcp?, inp?, cls? }`; the canary judge counts it
   * (docs/releases.md, "The canary judge").
   */
  reportUrl: string;
  /**
   * Present when the edge measures this page view (every page view with a canary, a sample of the rest): signed,
   * short-lived, bound to the visitor's cookie, this page view and the versions served; sent back as `token`.
   */
  reportToken?: string;
  /** Present when a QA override is active in this browser: the banner shows it and offers `clearUrl`. */
  override?: { remote: RemoteName; version: string; expiresAt: string; clearUrl: string };
}
