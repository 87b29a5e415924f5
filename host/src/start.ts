import { SERVER_STATE_ELEMENT_ID } from './server/ssr-state';
import { appendScriptsOnePerTask } from './shell/append-scripts';
import { whenBannerShown } from './shell/banner-shown';
import { replayEarlyEvents } from './shell/early-events';
import { whenFirstPaintShown } from './shell/first-paint-shown';
import { warmIntlOffThread } from './shell/warm-intl';
import { warmStorage } from './shell/warm-storage';

/**
 * The one script of a server-rendered page's HTML (host/server/html.ts serverPageScripts), about 1 KB: the page is
 * already readable, so the app's code (main.js: the federation runtime, then React, the router and the page's remote)
 * is asked for only once the browser has shown the page. On a slow line it then never takes bandwidth or main-thread
 * time from the stylesheets, the first image or the first frame. Until the app has taken the page over, a tap on it is
 * kept and replayed (early-events.ts). A browser-rendered page has main.js in its HTML instead: there the code is the
 * first paint. A separate entry, with no federation runtime (shared/federation/rspack-app.cjs).
 */
const script = document.currentScript;
const named = script instanceof HTMLScriptElement ? script.dataset : undefined;
const main = named?.main;

if (main && document.getElementById(SERVER_STATE_ELEMENT_ID) !== null) {
  replayEarlyEvents(document);
  const boot = (named?.boot ?? '').split(' ').filter(Boolean);
  // After the first paint, and after the cookie banner's when it is the page's largest (banner-shown.ts).
  whenFirstPaintShown(window, () => whenBannerShown(window, () => {
    // main.js and the chunks it starts with, asked for together: each chunk registers its modules when it arrives,
    // and main.js's runtime then adds no script of its own for them (one round trip and one long task shorter). One
    // script per task: the 15 insertions in one loop were a long task on a phone (append-scripts.ts).
    // Right after main.js is asked for, each in a task of its own: the page's first storage reads, a synchronous call to
    // the browser process each, which main.js's evaluation and the router's creation then do not wait for (warm-storage.ts).
    // Then, in a task of its own while main.js downloads: a worker that builds, on a thread of its own, the number and
    // date data the first render needs (warm-intl.ts).
    appendScriptsOnePerTask(document, [main, () => warmStorage(window, 'localStorage'), () => warmStorage(window, 'sessionStorage'), ...boot], () => warmIntlOffThread(document.documentElement.lang || 'en'));
  }));
}
