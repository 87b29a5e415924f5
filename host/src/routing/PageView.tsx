import { ClientOnly, LoadingState, useLocation, useNavigate } from '@casino/shared';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { NotFoundScreen } from '../shell/NotFoundScreen';
import { matchRoute } from './served-routes';

export const ROOT_ROUTE_ID = 'root';

/**
 * The host's catch-all page, for a path no remote route answers: anything the route table refuses is Page Not Found
 * with the full path; a page whose remote has not joined the router (it could not load) is that remote's region,
 * with its fallback and Retry.
 */
export function PageView() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const match = matchRoute(pathname);
  if (match.kind !== 'page') return <NotFoundScreen path={pathname} onHome={() => navigate('/')} />;
  // On the server this is a remote whose server build did not load in time: the browser renders its region.
  return (
    <ClientOnly fallback={<LoadingState />}>
      <RemoteRoutes key={match.entry.remote} remote={match.entry.remote} />
    </ClientOnly>
  );
}
