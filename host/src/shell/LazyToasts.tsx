import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastRaised } from '@casino/shared';
import { afterFirstPaint } from './after-first-paint';

const Toasts = lazy(() => import('./Toasts').then((module) => ({ default: module.Toasts })));

/**
 * The toast container (react-toastify and its stylesheet) arrives after the first paint, or at once when a toast is
 * raised earlier; that toast waits in react-toastify's queue and shows when the container mounts. Renders nothing on
 * the server and on the first client render, so hydration matches.
 */
export function LazyToasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const stopListening = onToastRaised(want);
    const cancel = afterFirstPaint(want);
    return () => {
      stopListening();
      cancel();
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
