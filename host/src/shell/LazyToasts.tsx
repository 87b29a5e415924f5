import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastRaised } from '@casino/shared';

const Toasts = lazy(() => import('./Toasts').then((module) => ({ default: module.Toasts })));

/**
 * The toast container (react-toastify and its stylesheet, 10 KB gzip) arrives with the page's first toast, not with
 * the page: most visits raise none. That toast waits in react-toastify's queue and shows when the container mounts
 * (one request later). Renders nothing on the server and on the first client render, so hydration matches.
 */
export function LazyToasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastRaised(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
