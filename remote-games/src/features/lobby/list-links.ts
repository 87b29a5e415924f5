import { useMemo, useRef, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import { prefetchPage, useNavigate } from '@casino/shared';

type ListEvent = MouseEvent | TouchEvent | FocusEvent;

const linkOf = (event: ListEvent) => (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-list-link]') ?? null;

/**
 * The links of the 5,000-game list's tiles (plain `<a data-list-link>`, GameCard's `CardLink`), handled once for the
 * whole list rather than by a router link in each tile: a click opens the page in the app (a click with a modifier
 * key or another button is the browser's: a new tab, a new window), and a hover, touch or focus prefetches its page,
 * as `PageLink` does. Spread the answer on the element around the list.
 */
export function useListLinks() {
  const navigate = useNavigate();
  const prefetched = useRef<string | null>(null);
  return useMemo(() => {
    const prefetch = (event: ListEvent) => {
      const path = linkOf(event)?.getAttribute('href');
      // mouseover comes again for each element inside the link: once per link the pointer enters is enough.
      if (!path || path === prefetched.current) return;
      prefetched.current = path;
      prefetchPage(path);
    };
    return {
      onClick: (event: MouseEvent) => {
        const path = linkOf(event)?.getAttribute('href');
        if (!path || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void navigate(path);
      },
      onMouseOver: prefetch,
      onTouchStart: prefetch,
      onFocus: prefetch,
    };
  }, [navigate]);
}
