/** When elements enter or leave the viewport, for the whole page (exported from '@casino/shared'). */
type Listener = (entry: IntersectionObserverEntry) => void;

interface SharedObserver {
  /** The constructor it was made with: a test that installs another fake gets a fresh observer. */
  made: typeof IntersectionObserver;
  observer: IntersectionObserver;
  listeners: Map<Element, Set<Listener>>;
}

const byMargin = new Map<string, SharedObserver>();

function sharedObserver(rootMargin: string): SharedObserver {
  const existing = byMargin.get(rootMargin);
  if (existing && existing.made === IntersectionObserver) return existing;
  const listeners = new Map<Element, Set<Listener>>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) for (const listener of [...(listeners.get(entry.target) ?? [])]) listener(entry);
    },
    { rootMargin },
  );
  const shared = { made: IntersectionObserver, observer, listeners };
  byMargin.set(rootMargin, shared);
  return shared;
}

/**
 * Tells `listener` when `element` enters or leaves the viewport (grown by `rootMargin`), through one
 * IntersectionObserver per margin for the whole page instead of one per element. A lobby has about a hundred cards,
 * each with a lazy picture and a link that prefetches: two hundred observers were created in the one task that runs
 * the effects of a hydrated page, and each was kept up to date on every scrolled frame. Call only in an effect (it
 * needs the browser); the returned function stops listening.
 */
export function observeVisibility(element: Element, listener: Listener, rootMargin = '0px'): () => void {
  const { observer, listeners } = sharedObserver(rootMargin);
  let forElement = listeners.get(element);
  if (!forElement) {
    forElement = new Set();
    listeners.set(element, forElement);
  } else {
    // Observing again makes the observer report this element's state once more, so the new listener hears it too.
    observer.unobserve(element);
  }
  forElement.add(listener);
  observer.observe(element);
  const own = forElement;
  return () => {
    own.delete(listener);
    if (own.size > 0 || listeners.get(element) !== own) return;
    listeners.delete(element);
    observer.unobserve(element);
  };
}
