import { type RouteObject } from '@casino/shared';
import type { RemoteName } from '@casino/contract';
import { matchRoute, pageOwner } from '../routing/served-routes';
import { exposedModuleLoad } from './load-exposed-module';

/** Ids of the host routes the remotes' route subtrees are patched under. */
export const remoteRouteId = (remote: RemoteName) => `remote:${remote}`;
export const HOME_AT_ROOT_ROUTE_ID = 'remote:content:home-at-root';

type Patch = (routeId: string | null, children: RouteObject[]) => void;

export interface RouteDiscoveryDeps {
  /** The element around a remote's routes: its region (error boundary, suspense) and the ownership check. */
  regionRoute: (remote: RemoteName) => Omit<RouteObject, 'children' | 'index'>;
  /** The host route under which remote subtrees are patched. */
  parentId: string;
  load?: typeof exposedModuleLoad;
}

/**
 * React Router's route discovery (`patchRoutesOnNavigation`): when a path first needs a remote, its exposed './routes'
 * are loaded and joined to the host's data router, so its loaders run and its lazy pages download together. The route
 * table names the owner (one route manifest); an unknown path patches nothing and the host's catch-all page answers
 * Page Not Found. A remote that cannot load patches nothing either: that same host page shows the remote's region
 * with its fallback and Retry (RemoteRegion), and a successful retry attaches the routes it loaded (`attach`), so a
 * failing remote never blanks the page.
 */
export function createRouteDiscovery(deps: RouteDiscoveryDeps) {
  const load = deps.load ?? exposedModuleLoad;
  const patched = new Set<string>();

  /**
   * Where a remote's routes join the router for this path's shape: under /:lang, or its home at "/" (the social
   * callbacks also answer without a language, route table). `id` names the join; `children` go under the parent route.
   */
  function placement(pathname: string, routes: RouteObject[]): { id: string; children: RouteObject[] } | null {
    const owner = pageOwner(pathname);
    if (!owner) return null;
    const { remote, hasLocalePrefix } = owner;
    const match = matchRoute(pathname);
    const home = match.kind === 'page' && match.entry.id === 'home';
    const id = hasLocalePrefix ? remoteRouteId(remote) : home ? HOME_AT_ROOT_ROUTE_ID : `${remoteRouteId(remote)}:no-locale`;
    const region = { ...deps.regionRoute(remote), id };
    if (hasLocalePrefix) return { id, children: [{ ...region, path: ':lang', children: routes }] };
    if (home) return { id, children: [{ ...region, children: indexRoutesOf(routes) }] };
    return { id, children: [{ ...region, children: withoutIndexRoutes(routes, ':no-locale') }] };
  }

  /** Joins a remote's routes to the router for this path's shape; once. */
  function attach(pathname: string, routes: RouteObject[], patch: Patch): boolean {
    const place = placement(pathname, routes);
    if (!place || patched.has(place.id)) return false;
    patched.add(place.id);
    patch(deps.parentId, place.children);
    return true;
  }

  async function patchRoutesOnNavigation({ path, patch, signal }: { path: string; patch: Patch; signal?: AbortSignal }): Promise<void> {
    const pathname = new URL(path, 'http://x').pathname;
    // The host's table or, for a path it does not know, the section's remote: a page a newer remote version added
    // needs no host change (contract/src/routing/route-manifest.ts).
    const owner = pageOwner(pathname);
    if (!owner) return;
    let routes: RouteObject[];
    try {
      routes = (await load(owner.remote, './routes')).routes;
    } catch {
      return; // the host's catch-all page shows the remote's fallback region with its Retry
    }
    // React Router drops the patch of a navigation interrupted meanwhile (another navigation, a revalidation): the
    // routes are left for the navigation that took its place. Counted as joined, they would never be joined again,
    // and the page would stay on the catch-all's region.
    if (signal?.aborted) return;
    attach(pathname, routes, patch);
  }

  return { patchRoutesOnNavigation, attach, placement };
}

export type RouteDiscovery = ReturnType<typeof createRouteDiscovery>;

/** A subtree mounted a second time (without the language prefix): its own route ids suffixed, its home left out. */
function withoutIndexRoutes(routes: RouteObject[], suffix: string): RouteObject[] {
  return routes
    .filter((route) => !route.index)
    .map((route) => ({
      ...route,
      id: route.id ? `${route.id}${suffix}` : undefined,
      ...(route.children ? { children: withoutIndexRoutes(route.children, suffix) } : {}),
    })) as RouteObject[];
}

/** The index route of a subtree (through pathless layout routes), with those layout routes kept around it. */
function indexRoutesOf(routes: RouteObject[]): RouteObject[] {
  const found: RouteObject[] = [];
  for (const route of routes) {
    if (route.index) found.push({ ...route, id: route.id ? `${route.id}:at-root` : undefined });
    else if (!route.path && route.children) {
      const inner = indexRoutesOf(route.children);
      if (inner.length > 0) found.push({ ...route, id: route.id ? `${route.id}:at-root` : undefined, children: inner });
    }
  }
  return found;
}
