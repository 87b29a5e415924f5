import { useEffect, useRef, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import { observeVisibility } from '../platform/visibility';

/**
 * The next page is ready before the click (SPEC.md section 9: payload prefetch delayed 1 s): a link that stays in view
 * for a second, or that the player hovers, touches or focuses, asks the host to prefetch that page's code and data
 * through its route (the host registers how: `setPagePrefetcher`). Never on a metered or slow connection.
 */
export const PAYLOAD_PREFETCH_DELAY_MS = 1000;

type PagePrefetcher = (path: string) => void;
let prefetcher: PagePrefetcher = () => undefined;

/** The host tells the shared links how a page is prefetched (its router knows the routes). */
export function setPagePrefetcher(next: PagePrefetcher): void {
  prefetcher = next;
}

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** The player asked to save data, or the connection is too slow to spend on a guess. */
export function prefetchIsUnwelcome(): boolean {
  if (typeof navigator === 'undefined') return true;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return Boolean(connection?.saveData) || connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g';
}

export function prefetchPage(path: string): void {
  if (prefetchIsUnwelcome()) return;
  try {
    prefetcher(path);
  } catch {
    // a prefetch is a guess: it never disturbs the page
  }
}

/**
 * A prefetch the player did not ask for (a link in view for a second) is a guess: it runs when the page is idle, one
 * per idle period, never as a task a tap has to wait behind. At 4x CPU each one was a 40-50 ms task (the route's code,
 * its loaders, the query), and a lobby's cards came due together: a burst of them sat in the input delay of the next
 * tap (issue 36.2, the chat's close waited 435 ms). Hover, touch and focus still prefetch at once.
 */
const guesses: string[] = [];
let draining = false;
type IdleScheduler = (run: () => void) => void;
const whenIdle: IdleScheduler = (run) =>
  typeof requestIdleCallback === 'function' ? void requestIdleCallback(run) : void setTimeout(run, 0);

function prefetchWhenIdle(path: string): void {
  if (!guesses.includes(path)) guesses.push(path);
  if (draining) return;
  draining = true;
  const step = () => {
    const next = guesses.shift();
    if (next !== undefined) prefetchPage(next);
    if (guesses.length > 0) whenIdle(step);
    else draining = false;
  };
  whenIdle(step);
}

/** A guess no longer wanted (its link went away before its turn). */
function forgetGuess(path: string): void {
  const at = guesses.indexOf(path);
  if (at >= 0) guesses.splice(at, 1);
}

export interface PagePrefetchOptions {
  /**
   * Also prefetch after PAYLOAD_PREFETCH_DELAY_MS in view (default). A virtual list's links turn it off: on a slow
   * phone a fling keeps each passing card in view for more than a second, and every card flown past then asked for
   * its page's code and data, with a visibility watch and a timer per card mounted (issue 36, a lobby scroll frame).
   */
  inView?: boolean;
}

/**
 * Props for a link to `path`: prefetch on hover, touch or focus at once, and after PAYLOAD_PREFETCH_DELAY_MS in view.
 * Spread them on the link element (`<Link to={path} {...usePagePrefetch(path)}>`); `PageLink` does it for you.
 */
export function usePagePrefetch<E extends HTMLElement = HTMLAnchorElement>(path: string, { inView = true }: PagePrefetchOptions = {}) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const element = ref.current;
    if (!inView || !element || typeof IntersectionObserver === 'undefined' || prefetchIsUnwelcome()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = observeVisibility(element, (entry) => {
      clearTimeout(timer);
      if (entry.isIntersecting) timer = setTimeout(() => prefetchWhenIdle(path), PAYLOAD_PREFETCH_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      forgetGuess(path);
      stop();
    };
  }, [path, inView]);
  const now = (_event: MouseEvent | TouchEvent | FocusEvent) => prefetchPage(path);
  return { ref, onMouseEnter: now, onTouchStart: now, onFocus: now };
}
