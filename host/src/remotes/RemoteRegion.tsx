import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button, LoadingState } from '@casino/shared';
import type { RemoteName } from '@casino/shared/release/contract';
import { loadExposedModule } from './load-exposed-module';
import { resetToLiveRelease } from './remote-registry';
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
  const { t } = useTranslation('host');
  return (
    <section className={styles.fallback} role="alert" data-remote-fallback={remote}>
      <h2 className={styles.title}>{t('remoteUnavailable.title')}</h2>
      <p className={styles.text}>{t(`remoteUnavailable.text.${remote}`)}</p>
      <Button text={t('remoteUnavailable.retry')} onClick={onRetry} />
    </section>
  );
}

/**
 * A part of the page that belongs to a remote: loaded lazily through the federation runtime (never a static import),
 * inside its own error boundary. Retry registers the remote again and builds a new lazy component, so it really
 * fetches the manifest and the entry again (React.lazy would otherwise remember the failure).
 */
export function RemoteRegion<R extends RemoteName, E extends ExposeName<R>>({ remote, expose, render }: RemoteRegionProps<R, E>) {
  const [attemptNo, setAttemptNo] = useState(0);
  const { pathname } = useLocation();
  const Loaded = useMemo<ComponentType>(
    () =>
      lazy(async () => {
        const module = await loadExposedModule(remote, expose);
        return { default: () => <>{render(module)}</> };
      }),
    // `render` is a new function on every parent render; the module is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, expose, attemptNo],
  );
  const retry = useCallback(() => {
    resetToLiveRelease(remote);
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
          <Loaded />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
