import { useLocation } from 'react-router-dom';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { NotFound } from './NotFound';
import { matchRoute } from './route-table';

/** Sends the path to the remote that owns it (route-table.ts); the remote's own routes render the page. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const match = matchRoute(pathname);
  if (match.kind !== 'page') return <NotFound />;
  const { remote } = match.entry;
  return <RemoteRoutes key={remote} remote={remote} />;
}
