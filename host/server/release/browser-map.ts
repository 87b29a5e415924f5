import { REMOTE_NAMES, type BrowserReleaseMap, type RemoteRelease } from '@casino/contract/release';
import { inCanary } from './canary';
import type { OverrideGrant } from './override';
import type { ReleaseState } from './store';

export const REPORT_PATH = '/_release/report';
export const OVERRIDE_CLEAR_PATH = '/_release/override/clear';

export interface VisitorContext {
  visitorId: string;
  /** A verified, unexpired override from this browser's cookie. */
  override?: OverrideGrant;
  buildId: string;
}

/**
 * The release map one browser gets: per remote the live version, or the canary for visitors in its cohort, or the QA
 * override; each with the version to fall back to when it fails to load (the previous live one, or live itself).
 */
export function browserReleaseMap(state: ReleaseState, visitor: VisitorContext): BrowserReleaseMap {
  const remotes: BrowserReleaseMap['remotes'] = {};
  const manifestUrl = (remote: (typeof REMOTE_NAMES)[number], version: string) =>
    state.registry.versions[remote]?.[version]?.manifestUrl;
  let override: BrowserReleaseMap['override'];

  for (const remote of REMOTE_NAMES) {
    const current = state.map.remotes[remote];
    const liveUrl = current ? manifestUrl(remote, current.live) : undefined;
    const name = state.registry.versions[remote]?.[current?.live ?? '']?.federationName ?? '';
    const liveRelease = (): RemoteRelease | undefined => {
      if (!current || !liveUrl) return undefined;
      const previous = current.previous.at(-1);
      const previousUrl = previous ? manifestUrl(remote, previous) : undefined;
      return {
        name,
        version: current.live,
        manifestUrl: liveUrl,
        channel: 'live',
        ...(previous && previousUrl ? { fallback: { version: previous, manifestUrl: previousUrl } } : {}),
      };
    };
    const onTopOfLive = (version: string, channel: 'canary' | 'override'): RemoteRelease | undefined => {
      const url = manifestUrl(remote, version);
      if (!url) return undefined;
      return {
        name: state.registry.versions[remote]?.[version]?.federationName ?? name,
        version,
        manifestUrl: url,
        channel,
        ...(current && liveUrl ? { fallback: { version: current.live, manifestUrl: liveUrl } } : {}),
      };
    };

    let release: RemoteRelease | undefined;
    if (visitor.override?.remote === remote) {
      release = onTopOfLive(visitor.override.version, 'override');
      if (release) {
        override = {
          remote,
          version: visitor.override.version,
          expiresAt: new Date(visitor.override.exp).toISOString(),
          clearUrl: OVERRIDE_CLEAR_PATH,
        };
      }
    }
    if (!release && current?.canary && current.canary.percent > 0 && inCanary(visitor.visitorId, remote, current.canary.percent)) {
      release = onTopOfLive(current.canary.version, 'canary');
    }
    release ??= liveRelease();
    if (release) remotes[remote] = release;
  }

  return {
    revision: state.map.revision,
    buildId: visitor.buildId,
    remotes,
    reportUrl: REPORT_PATH,
    ...(override ? { override } : {}),
  };
}
