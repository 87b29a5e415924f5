import { createContext, useContext, useEffect } from 'react';
import { LoadingState, useLocation, type RouteObject } from '@casino/shared';
import { type RemoteName } from '@casino/contract';
import { RemoteRegion } from './RemoteRegion';

/** Joins routes a region loaded to the data router and runs the navigation again (app-router.tsx provides it). */
export const AttachRemoteRoutesContext = createContext<(pathname: string, routes: RouteObject[]) => void>(() => undefined);

function AttachRoutes({ routes }: { routes: RouteObject[] }) {
  const attach = useContext(AttachRemoteRoutesContext);
  const { pathname } = useLocation();
  useEffect(() => attach(pathname, routes), [attach, pathname, routes]);
  return <LoadingState />;
}

/**
 * A remote's region on the host's catch-all page, for a path whose remote has not joined the router: the first load
 * failed (its fallback with Retry shows), or the region retried. Once the module loads its routes join the router
 * and the navigation runs again, so the page gets its loaders and lazy code as if the remote had never been down.
 */
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  return <RemoteRegion remote={remote} expose="./routes" render={(module) => <AttachRoutes routes={module.routes} />} />;
}
