import { SERVER_STATE_ELEMENT_ID } from './server/ssr-state';
import { replayEarlyEvents } from './shell/early-events';

/** A page opened in a background tab paints no frame until shown; it starts after this anyway. */
const BACKGROUND_START_MS = 500;

/**
 * A server-rendered page is already readable: its scripts wait for its first frame, so on a slow line the stylesheets
 * and the page's first image are not sharing the bandwidth with the code that will hydrate it (the edge sends such a
 * page no script preloads either; host/server/html.ts serverPageHints). A browser-rendered page starts at once.
 */
function afterFirstFrame(): Promise<void> {
  if (!document.getElementById(SERVER_STATE_ELEMENT_ID)) return Promise.resolve();
  // A tap on the page before the app has taken it over is kept for it, not lost.
  replayEarlyEvents(document);
  return new Promise((resolve) => {
    // A requestAnimationFrame callback runs just before a frame is painted; a task queued from it runs after that frame.
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, BACKGROUND_START_MS);
  });
}

// The async boundary: shared singletons (react, @casino/shared, ...) are negotiated before any app code runs.
void afterFirstFrame().then(() => import('./bootstrap'));
