import { Route, Routes, useLocation, useNavigate, useRouteLoaderData } from 'react-router-dom';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import type { NavigationData } from '../guards/navigation-loader';
import { NotFoundScreen } from '../shell/NotFoundScreen';
import { matchRoute } from './route-table';

export const ROOT_ROUTE_ID = 'root';

/**
 * The page of a path: the route table names the remote that owns it and that remote's route subtree renders it
 * (mounted under /{lang}, so its paths are relative to the language). Anything the table refuses is Page Not Found
 * with the full path. At "/" (no language in the address) the home page is rendered as /{lang} of the page language.
 */
export function PageView() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const data = useRouteLoaderData(ROOT_ROUTE_ID) as NavigationData | undefined;
  const match = matchRoute(pathname);
  if (match.kind !== 'page') return <NotFoundScreen path={pathname} onHome={() => navigate('/')} />;
  if (!match.hasLocalePrefix) {
    return (
      <Routes location={`/${data?.locale ?? match.locale}`}>
        <Route path=":lang/*" element={<RemoteRoutes remote={match.entry.remote} />} />
      </Routes>
    );
  }
  return <RemoteRoutes key={match.entry.remote} remote={match.entry.remote} />;
}
