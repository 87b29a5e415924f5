import { Suspense, useCallback, useState } from 'react';
import { LoadingState, Outlet, useLocation, useNavigate, useRouteError } from '@casino/shared';
import type { RemoteName } from '@casino/contract';
import { pageOwner } from '../routing/served-routes';
import { NotFoundScreen } from '../shell/NotFoundScreen';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailableFallback } from './RemoteRegion';
import { RemoteRoutes } from './RemoteRoutes';
import styles from './RemoteRegion.module.css';

/**
 * The element around a remote's routes once they joined the data router: the same region as RemoteRegion (its own
 * error boundary, a loading state for lazy pages, the footer kept below the fold), and the route table's word on who
 * owns the path, so another remote's broad pattern (the games catch-all) never answers a path that is not its own:
 * an unknown path is Page Not Found, another remote's page is that remote's region.
 */
export function RemoteRouteRegion({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [attemptNo, setAttemptNo] = useState(0);
  const retry = useCallback(() => setAttemptNo((n) => n + 1), []);
  const owner = pageOwner(pathname);
  if (!owner) return <NotFoundScreen path={pathname} onHome={() => navigate('/')} />;
  // The owner's routes are not in the router (its remote could not load): its region, with the fallback and Retry.
  if (owner.remote !== remote) return owner.known ? <RemoteRoutes key={owner.remote} remote={owner.remote} /> : <NotFoundScreen path={pathname} onHome={() => navigate('/')} />;
  return (
    <div className={styles.region} data-remote={remote}>
      <RemoteErrorBoundary
        key={attemptNo}
        remote={remote}
        onRetry={retry}
        resetKey={pathname}
        fallback={(_error, retryRegion) => <RemoteUnavailableFallback remote={remote} onRetry={retryRegion} />}
      >
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}

/**
 * The error element of a remote's routes: a page chunk that failed to download (a newer build replaced it) reloads
 * the page through the guard; anything else a loader or a lazy page threw shows the region's fallback, whose Retry
 * runs the navigation again.
 */
export function RemoteRouteError({ remote }: { remote: RemoteName }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const [reloading] = useState(() => isChunkLoadError(error) && reloadForChunkError(error));
  if (reloading) return null;
  console.error(`[remotes] a ${remote} route failed`, error);
  return (
    <div className={styles.region} data-remote={remote}>
      <RemoteUnavailableFallback
        remote={remote}
        onRetry={() => void navigate(`${location.pathname}${location.search}`, { replace: true })}
      />
    </div>
  );
}
