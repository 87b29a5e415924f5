import type { BrowserReleaseMap, RemoteName } from '@casino/contract/release';
import { matchInSections, pageOwner as ownerIn, type RouteManifest } from '@casino/contract/routing/route-manifest';
import type { RouteEntry, RouteMatch } from '@casino/contract/routing/route-match';

export * from '@casino/contract/routing/route-match';

/**
 * The pages the host routes to: those of the remote versions this page view is served (the release map carries each
 * version's route manifest, written by the remote and read by the edge). The host keeps no list of pages of its own,
 * only the sections (contract SECTIONS) and its guards, so a page a new remote version declares gets its declared
 * layout, access guard and player-area link with no host build.
 *
 * In the browser the table is set once at boot from the inlined map (setServedRoutes); in the server render each
 * render's own table is found through scopeRoutesToRequest (renders run concurrently in one worker).
 */
let browserTable: readonly RouteEntry[] = [];
let requestTable: (() => readonly RouteEntry[] | undefined) | undefined;

/** The route table of a release map: each served remote's declared pages. */
export function routesOfMap(map: Pick<BrowserReleaseMap, 'remotes'>): RouteEntry[] {
  return (Object.entries(map.remotes) as [RemoteName, NonNullable<BrowserReleaseMap['remotes'][RemoteName]>][]).flatMap(([remote, release]) =>
    (release?.routes ?? []).map((route) => ({ ...route, remote })),
  );
}

/** The browser's table, from the release map the edge inlined (bootstrap) or from manifests (tests). */
export function setServedRoutes(source: Pick<BrowserReleaseMap, 'remotes'> | readonly RouteManifest[]): void {
  browserTable = Array.isArray(source)
    ? (source as readonly RouteManifest[]).flatMap((manifest) => manifest.routes.map((route) => ({ ...route, remote: manifest.remote })))
    : routesOfMap(source as Pick<BrowserReleaseMap, 'remotes'>);
}

/** The server render: the table of the render under way (its request's), when there is one. */
export function scopeRoutesToRequest(current: () => readonly RouteEntry[] | undefined): void {
  requestTable = current;
}

export function servedRoutes(): readonly RouteEntry[] {
  return requestTable?.() ?? browserTable;
}

/** The page a path opens among the served pages (only the routes of the remote whose section holds the path). */
export function matchRoute(pathname: string): RouteMatch {
  return matchInSections(pathname, servedRoutes());
}

/** The remote that answers a path (contract pageOwner), among the served pages. */
export function pageOwner(pathname: string): ReturnType<typeof ownerIn> {
  return ownerIn(pathname, servedRoutes());
}

/** The player area's navigation: the served pages that declare a place in it, in their order. */
export function playerAreaPages(): (RouteEntry & { playerArea: NonNullable<RouteEntry['playerArea']> })[] {
  return servedRoutes()
    .filter((entry): entry is RouteEntry & { playerArea: NonNullable<RouteEntry['playerArea']> } => entry.playerArea !== undefined)
    .sort((a, b) => a.playerArea.order - b.playerArea.order);
}
