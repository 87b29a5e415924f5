import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import { CLIENT_ONLY_DIGEST, initI18n, registerNamespace } from '@casino/shared';
import { App } from './App';
import { installChunkErrorReload } from './remotes/chunk-reload';
import { startRemotes } from './remotes/federation';
import { prefetchFirstPageRemote } from './remotes/first-page-prefetch';
import { startRealUserMeasures } from './remotes/real-user-measures';
import { readReleaseMap } from './remotes/release-map';
import { bootLocale } from './routing/boot-locale';
import { setServedRoutes } from './routing/served-routes';
import { prepareHydration, readServerState } from './server/hydrate-start';
import '@casino/shared/ui/theme.css';
import './styles/global.css';

registerNamespace('host', (language) => import(`./locales/${language}.json`));
const releaseMap = readReleaseMap();
// The pages of the versions this page view is served, from their route manifests (the edge put them in the map):
// everything below that matches a path (language, server state, guards, layouts) reads them.
setServedRoutes(releaseMap);
const serverState = readServerState(window.location.pathname);
// The first page's own language (on "/" the detected one), so no other language's strings are downloaded first. A
// server-rendered page's strings are in i18next's store before it starts (its initial store): hydration downloads none
// of them again and renders the server's very text.
const i18nReady = initI18n(bootLocale(), serverState?.strings);
startRemotes(releaseMap);
// LCP, INP, CLS, JS errors and load failures of this page view, for the canary judge (web-vitals loads after the page).
startRealUserMeasures(releaseMap);
// The first page's remote downloads while settings, session and guards are on their way (they still decide first).
prefetchFirstPageRemote(window.location.pathname);
installChunkErrorReload();

/** The one jotai store of the page: the host's session atoms live in it and remotes see it through the Provider. */
const store = createStore();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

/** A boundary the server left to the browser on purpose (ClientOnly) is expected, not an error worth a console line. */
function reportRecoverable(error: unknown): void {
  if ((error as { digest?: string } | null)?.digest === CLIENT_ONLY_DIGEST) return;
  console.error(error);
}

if (serverState) {
  // A page the edge rendered: hydrate it once its remote's page code and the page's strings are here.
  void Promise.all([prepareHydration(serverState, window.location.pathname), i18nReady]).then(([serverRendered]) => {
    // The page may have moved while its code arrived (a script's pushState): the app then starts at the new address.
    if (serverRendered && window.location.pathname === serverState.pathname) {
      // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
      // for the whole page: a tap on the already painted page is answered while the rest hydrates.
      startTransition(() => {
        hydrateRoot(container, <App store={store} serverRendered={serverRendered} />, { onRecoverableError: reportRecoverable });
      });
    } else {
      if (serverRendered) console.warn('[hydration] the address changed before the page could hydrate; it starts in the browser');
      // The server's markup is replaced, not kept beside the app's.
      container.replaceChildren();
      createRoot(container).render(<App store={store} />);
    }
  });
} else {
  createRoot(container).render(<App store={store} />);
}
