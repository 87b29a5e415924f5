import { useEffect, type RefObject } from 'react';
import { ABOVE_PAGE_HEIGHT_PROPERTY } from '@casino/contract';

/**
 * Publishes on `main` (ABOVE_PAGE_HEIGHT_PROPERTY, the game-play layout's contract with its page) how far from the top
 * of the document the page starts: the header, Sweden's buttons, the play-safety bar and the rules line, whichever the
 * player has, and main's own top padding. Measured in the browser only, after render: again whenever the document's size changes (one of them
 * appears, grows or wraps, the screen turns), which a ResizeObserver on the body sees. The server's page has the
 * stylesheet's default (the compact header) until then.
 */
export function useAbovePageHeight(main: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = main.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let published = '';
    const measure = () => {
      // Where the page itself starts: main's top and main's own padding (the wide screens' 24 px).
      const padding = parseFloat(getComputedStyle(element).paddingTop) || 0;
      const top = Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY + padding));
      const value = `${top}px`;
      if (value === published) return;
      published = value;
      element.style.setProperty(ABOVE_PAGE_HEIGHT_PROPERTY, value);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    measure();
    return () => {
      observer.disconnect();
      element.style.removeProperty(ABOVE_PAGE_HEIGHT_PROPERTY);
    };
  }, [main]);
}
