import { Suspense, use, useCallback, useState, type ReactNode } from 'react';
import { Button, LoadingState, useLocation, useTranslation } from '@casino/shared';
import { matchRoute } from '../routing/served-routes';
import type { RemoteName } from '@casino/contract/release';
import { exposedModuleLoad, startNewAttempt } from './load-exposed-module';
import type { ExposeName, ExposedModules } from './remote-contract';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import styles from './RemoteRegion.module.css';

interface RemoteRegionProps<R extends RemoteName, E extends ExposeName<R>> {
  remote: R;
  expose: E;
  /** Renders the loaded module (e.g. mounts its route subtree). */
  render: (module: ExposedModules[R][E]) => ReactNode;
}

/** The translated fallback of a region whose remote is down: the rest of the page still works, Retry re-attempts. */
export function RemoteUnavailableFallback({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  // In the language of the path it stands on, even while the page's language is still switching.
  const route = matchRoute(useLocation().pathname);
  const { t } = useTranslation('host', route.hasLocalePrefix ? { lng: route.locale } : {});
  return (
    <section className={styles.fallback} role="alert" data-remote-fallback={remote}>
      <h2 className={styles.title}>{t('remoteUnavailable.title')}</h2>
      <p className={styles.text}>{t(`remoteUnavailable.text.${remote}`)}</p>
      <Button text={t('remoteUnavailable.retry')} onClick={onRetry} />
    </section>
  );
}

function LoadedModule<T>({ load, render }: { load: Promise<T>; render: (module: T) => ReactNode }) {
  return <>{render(use(load))}</>;
}

/**
 * A part of the page that belongs to a remote: loaded through the federation runtime (never a static import),
 * inside its own error boundary. Retry goes back to the live release, registers the remote again and starts a new
 * attempt, so the manifest and the entry are really fetched again once the remote is back.
 */
export function RemoteRegion<R extends RemoteName, E extends ExposeName<R>>({ remote, expose, render }: RemoteRegionProps<R, E>) {
  const [attemptNo, setAttemptNo] = useState(0);
  const { pathname } = useLocation();
  const retry = useCallback(() => {
    startNewAttempt(remote);
    setAttemptNo((n) => n + 1);
  }, [remote]);

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
          <LoadedModule load={exposedModuleLoad(remote, expose)} render={render} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
