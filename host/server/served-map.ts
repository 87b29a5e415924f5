import { REMOTE_NAMES, type BrowserReleaseMap } from '@casino/contract/release';
import type { RouteEntry } from '@casino/contract/routing/route-match';
import { browserReleaseMap, type VisitorContext } from './release/browser-map';
import { inCanary } from './release/canary';
import type { ReleaseState } from './release/store';
import type { ServedRoutes } from './route-manifests';

/** A visitor's release map with each served version's pages, and the route table of those versions. */
export interface ServedMap {
  /**
   * The map the browser gets (each remote's routes without the share text only the edge's head uses). Shared by every
   * visitor served the same versions: never changed after it is made (a page view's report token goes on a copy).
   */
  map: BrowserReleaseMap;
  routes: readonly RouteEntry[];
}

/**
 * The release map and route table of each set of versions served, made once per release state (issue 36 item 5: the
 * map, its routes and its JSON were built again for every page). What a visitor's map depends on besides the state is
 * the host build and, for each remote with a canary, whether the visitor is in its cohort: that is the key. A QA
 * override (one browser's) is never kept here, nor a map whose versions' route manifests are not all on this edge yet
 * (they are read again on the next page).
 */
export class ServedMaps {
  private readonly byState = new WeakMap<ReleaseState, Map<string, ServedMap>>();

  constructor(private readonly servedRoutes: ServedRoutes) {}

  for(state: ReleaseState, visitor: VisitorContext): ServedMap {
    if (visitor.override) return this.make(state, visitor).served;
    let key = visitor.buildId;
    for (const remote of REMOTE_NAMES) {
      const percent = state.map.remotes[remote]?.canary?.percent ?? 0;
      if (percent > 0) key += `\n${remote}:${inCanary(visitor.visitorId, remote, percent) ? 1 : 0}`;
    }
    let known = this.byState.get(state);
    const kept = known?.get(key);
    if (kept) return kept;
    const { served, complete } = this.make(state, visitor);
    if (complete) {
      deepFreeze(served);
      if (!known) {
        known = new Map();
        this.byState.set(state, known);
      }
      // Bounded by the canaries' cohorts (2^remotes) and the host builds of a state: small; cleared as a guard.
      if (known.size >= 64) known.clear();
      known.set(key, served);
    }
    return served;
  }

  private make(state: ReleaseState, visitor: VisitorContext): { served: ServedMap; complete: boolean } {
    const map = browserReleaseMap(state, visitor);
    const manifests = this.servedRoutes.manifestsFor(map.remotes, state);
    // The browser's copy leaves out the share text of the browser-rendered pages: only the edge's head uses it.
    for (const manifest of manifests) map.remotes[manifest.remote]!.routes = manifest.routes.map(({ shareText: _shareText, ...route }) => route);
    return { served: { map, routes: this.servedRoutes.tableOf(manifests) }, complete: manifests.length === Object.keys(map.remotes).length };
  }
}

function deepFreeze(value: unknown): void {
  if (!value || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
}
