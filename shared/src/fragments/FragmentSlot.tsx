import { Component, Suspense, use, type ErrorInfo, type ReactNode } from 'react';
import { useRenderingOnServer } from '../platform/server-render';
import { fragmentSource, type FragmentModule, type FragmentName, type FragmentProps } from './contract';

type FragmentLoader = (remote: string, expose: string) => Promise<unknown>;
let loader: FragmentLoader | null = null;
const loads = new Map<string, Promise<unknown>>();

/**
 * The host tells the slots how a fragment's module is loaded (through its federation plumbing: retries, known-good
 * fallback). A remote's dev shell may register a loader of its own; without one a slot shows its fallback.
 */
export function setFragmentLoader(next: FragmentLoader): void {
  loader = next;
  loads.clear();
}

function loadFragment<N extends FragmentName>(name: N, onServer: boolean): Promise<FragmentModule<N>> {
  // The server's loader keeps one promise per release itself: requests on different releases render side by side.
  if (onServer) {
    const { remote, expose } = fragmentSource(name);
    return loader!(remote, expose) as Promise<FragmentModule<N>>;
  }
  let load = loads.get(name);
  if (!load) {
    const { remote, expose } = fragmentSource(name);
    load = loader!(remote, expose);
    load.catch(() => loads.delete(name)); // the next slot that needs it asks again
    loads.set(name, load);
  }
  return load as Promise<FragmentModule<N>>;
}

/**
 * Starts downloading a fragment before it is placed (the pointer is on the button that opens it), so it shows at
 * once on the click. Does nothing where no loader is registered; a failed download is asked again by the slot.
 */
export function prefetchFragment(name: FragmentName): void {
  if (loader) loadFragment(name, false).catch(() => undefined);
}

interface BoundaryProps {
  name: string;
  fallback: ReactNode;
  children: ReactNode;
}

/** A fragment's own error boundary: whatever it throws stays in its slot. */
class FragmentBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[fragments] ${this.props.name} failed`, error, info.componentStack);
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function LoadedFragment<N extends FragmentName>({ name, props }: { name: N; props: FragmentProps[N] }) {
  const { Fragment } = use(loadFragment(name, useRenderingOnServer()));
  return <Fragment {...props} />;
}

interface FragmentSlotProps<N extends FragmentName> {
  name: N;
  props: FragmentProps[N];
  /** While the fragment loads (a skeleton of its size keeps the page from jumping). */
  loading?: ReactNode;
  /** When it cannot load or fails: by default nothing, the page goes on without it. */
  fallback?: ReactNode;
}

/**
 * Places another team's fragment (contract.ts) on this page: loaded at run time from its owner's current release,
 * typed by the owner's contract, isolated in its own error boundary, so a failing fragment never takes the page down.
 */
export function FragmentSlot<N extends FragmentName>({ name, props, loading = null, fallback = null }: FragmentSlotProps<N>) {
  // Nobody can load fragments here (a server render before its loader exists, a test): the page without it.
  if (!loader) return <div data-fragment={name}>{fallback}</div>;
  return (
    <div data-fragment={name}>
      <FragmentBoundary name={name} fallback={fallback}>
        <Suspense fallback={loading}>
          <LoadedFragment name={name} props={props} />
        </Suspense>
      </FragmentBoundary>
    </div>
  );
}
