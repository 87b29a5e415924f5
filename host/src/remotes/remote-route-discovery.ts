import type { RouteObject } from 'react-router-dom';
import { matchRoute, type RemoteName } from '@casino/shared';
import { exposedModuleLoad } from './load-exposed-module';

/** Ids of the host routes the remotes' route subtrees are patched under. */
export const remoteRouteId = (remote: RemoteName) => `remote:${remote}`;
export const HOME_AT_ROOT_ROUTE_ID = 'remote:content:home-at-root';

interface PatchArgs {
  path: string;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}

export interface RouteDiscoveryDeps {
  /** The element around a remote's routes: its region (error boundary, suspense) and the ownership check. */
  regionRoute: (remote: RemoteName) => Omit<RouteObject, 'children' | 'index'>;
  /** The host's page for `/` while the content remote cannot give its home route (fallback with retry). */
  homeFallback: () => RouteObject;
  /** The host route under which remote subtrees are patched. */
  parentId: string;
  load?: typeof exposedModuleLoad;
}

/**
 * React Router's route discovery (`patchRoutesOnNavigation`): when a path first needs a remote, its exposed './routes'
 * are loaded and joined to the host's data router, so its loaders run and its lazy pages download together. The route
 * table names the owner (one route manifest); an unknown path patches nothing and the host's `:lang/*` page answers
 * Page Not Found. A remote that cannot load patches nothing either: that same host page shows the remote's region
 * with its fallback and Retry (RemoteRegion), so a failing remote never blanks the page.
 */
export function createRouteDiscovery(deps: RouteDiscoveryDeps) {
  const load = deps.load ?? exposedModuleLoad;
  const patched = new Set<string>();

  return async function patchRoutesOnNavigation({ path, patch }: PatchArgs): Promise<void> {
    const match = matchRoute(new URL(path, 'http://x').pathname);
    if (match.kind !== 'page') return;
    const remote = match.entry.remote;
    const atRoot = !match.hasLocalePrefix && match.entry.id === 'home';
    const id = atRoot ? HOME_AT_ROOT_ROUTE_ID : remoteRouteId(remote);
    if (patched.has(id)) return;

    let routes: RouteObject[];
    try {
      routes = (await load(remote, './routes')).routes;
    } catch {
      if (atRoot) {
        patched.add(id);
        patch(deps.parentId, [deps.homeFallback()]);
      }
      return;
    }
    patched.add(id);
    if (atRoot) {
      // "/" is the home page without a language prefix: only the remote's index route, at the root.
      patch(deps.parentId, [{ ...deps.regionRoute(remote), id, children: indexRoutesOf(routes) }]);
    } else {
      patch(deps.parentId, [{ ...deps.regionRoute(remote), id, path: ':lang', children: routes }]);
    }
  };
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
