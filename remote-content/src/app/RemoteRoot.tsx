import { Suspense } from 'react';
import { LoadingState, Outlet } from '@casino/shared';
import { SingletonsProbe } from './SingletonsProbe';

/** The layout route around every page of this remote: the singletons probe and a loading state for lazy pages. */
export function RemoteRoot() {
  return (
    <>
      <SingletonsProbe />
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </>
  );
}
