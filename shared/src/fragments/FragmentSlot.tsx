import { Component, memo, Suspense, use, type ErrorInfo, type ReactNode } from 'react';
import { useRenderingOnServer } from '../platform/server-render';
import { serverRenderContext } from '../data/query';
import { fragmentSource, type FragmentModule, type FragmentName, type FragmentPrefetchArgs, type FragmentProps } from '@casino/contract';

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
    const loading = loader!(remote, expose);
    // Marked the way React's `use` reads a settled promise: a slot placed after the module arrived (a page whose
    // loader primed it) renders it at once, without showing its `loading` for a frame.
    loading.then(
      (module) => Object.assign(loading, { status: 'fulfilled', value: module }),
      () => loads.delete(name), // the next slot that needs it asks again
    );
    loads.set(name, (load = loading));
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

/** How long a page's loader waits for a fragment it places (`primeFragment`) before it shows the page without it. */
export const FRAGMENT_PRIME_DEADLINE_MS = 1500;

/**
 * For the route loader of a page that places a fragment: downloads the fragment's code and runs its `prefetch` (its
 * data into the page's query cache), so the slot renders it whole in the page's first render rather than growing
 * after it. Never fails and never holds the page longer than FRAGMENT_PRIME_DEADLINE_MS: an owner that is slow or
 * down leaves its slot to load as usual. On the server too: a signed-in player's page is rendered there with that
 * player's data (issue 36), and a fragment rendered without its data would grow under the player once it arrived.
 */
export async function primeFragment<N extends FragmentName>(name: N, props: FragmentProps[N], args: FragmentPrefetchArgs): Promise<null> {
  if (!loader) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, FRAGMENT_PRIME_DEADLINE_MS)));
  // On the server the module comes from this request's release every time (the server's loader keeps one promise per
  // release): the page-wide cache below would hand every later request, on any release, the first version it loaded.
  const onServer = Boolean(args.context?.get(serverRenderContext));
  const primed = loadFragment(name, onServer).then((module) => module.prefetch?.(props, args));
  await Promise.race([primed.catch(() => undefined), deadline]);
  clearTimeout(timer);
  return null;
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
function FragmentSlotView<N extends FragmentName>({ name, props, loading = null, fallback = null }: FragmentSlotProps<N>) {
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

const sameProps = (a: object, b: object) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
};

/**
 * The slot renders again only when its fragment, its props (compared key by key: pages pass a fresh object each
 * render) or its placeholders change. A server-rendered slot whose code is still on its way is left as the server drew
 * it: React draws a not-yet-hydrated part again from its placeholder when its parent hands it an update, and the
 * game page's campaigns box vanished and came back (CLS 0.08) whenever the page re-rendered in that moment.
 */
export const FragmentSlot = memo(
  FragmentSlotView,
  (before, after) => before.name === after.name && before.loading === after.loading && before.fallback === after.fallback && sameProps(before.props, after.props),
) as typeof FragmentSlotView;

