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
      if (entry.isIntersecting) timer = setTimeout(() => prefetchPage(path), PAYLOAD_PREFETCH_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [path, inView]);
  const now = (_event: MouseEvent | TouchEvent | FocusEvent) => prefetchPage(path);
  return { ref, onMouseEnter: now, onTouchStart: now, onFocus: now };
}
