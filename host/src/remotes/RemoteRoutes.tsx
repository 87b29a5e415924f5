import { useRoutes, type RouteObject } from 'react-router-dom';
import type { RemoteName } from '@casino/shared/release/contract';
import { RemoteRegion } from './RemoteRegion';

function RouteSubtree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Mounts a remote's route subtree (its exposed './routes') where the host's route table sends a path. The host's
 * parent route is /{lang}/*, so the remote's paths are relative to the language prefix ('tournaments/list').
 */
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  return <RemoteRegion remote={remote} expose="./routes" render={(module) => <RouteSubtree routes={module.routes} />} />;
}
