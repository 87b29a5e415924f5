import { SERVER_STATE_ELEMENT_ID } from './server/ssr-state';
import { replayEarlyEvents } from './shell/early-events';

/** A page opened in a background tab paints no frame until shown; it starts after this anyway. */
const BACKGROUND_START_MS = 500;

/** Resolves after the page's first frame: a requestAnimationFrame callback runs just before it, a task queued there after. */
function afterFirstFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, BACKGROUND_START_MS);
  });
}

const serverRendered = document.getElementById(SERVER_STATE_ELEMENT_ID) !== null;
// A tap on a server-rendered page before the app has taken it over is kept for it, not lost.
if (serverRendered) replayEarlyEvents(document);

// A server-rendered page is already readable: its code waits for its first frame, so on a slow line the stylesheets
// and the page's first image do not share the bandwidth with it (the edge sends such a page no script preloads either;
// host/server/html.ts serverPageHints). A browser-rendered page starts at once.
// The async boundary: shared singletons (react, @casino/shared, ...) are negotiated before any app code runs.
void (serverRendered ? afterFirstFrame() : Promise.resolve()).then(() => import('./bootstrap'));
