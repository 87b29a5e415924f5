import type { ReactNode } from 'react';
import { installChunkErrorReload } from './remotes/chunk-reload';
import { startRemotes } from './remotes/federation';
import { exposedModuleLoad } from './remotes/load-exposed-module';
import { prefetchFirstPageRemote } from './remotes/first-page-prefetch';
import { startRealUserMeasures } from './remotes/real-user-measures';
import { readReleaseMap } from './remotes/release-map';
import { bootLocale } from './routing/boot-locale';
import { setServedRoutes } from './routing/served-routes';
import { readServerState } from './server/read-server-state';
import { yieldToBrowser } from './shell/yield-to-browser';
import '@casino/shared/ui/theme.css';
import './styles/global.css';

/*
 * The boot, one step per task (issue 36 item 4). Run in one chain of microtasks, the evaluation of React DOM, of
 * @casino/shared (i18next, the router, TanStack Query), i18next's start, the host's app graph, the router's creation
 * and hydration's first unit were one task of 30-64 ms at 1x: 250-550 ms of blocking time on Lighthouse's 8.5x phone,
 * where a task blocks once it is over about 6 ms. Each step below starts after a yield to the browser (a task of its
 * own, which paints and answers input in between). The static imports of this file are only what needs none of the
 * shared packages, so the first page's remote is asked for in the first step. Every module that the steps import is
 * in this chunk group (`webpackMode: "eager"`: no extra chunk and no extra round trip; the edge's boot-files hints
 * name the same files): an eager `import()` only decides when a module is evaluated.
 */
async function boot(): Promise<void> {
  // Step 1: what the page's HTML says, and the first page's remote asked for while the rest of the boot runs.
  const releaseMap = readReleaseMap();
  // The pages of the versions this page view is served, from their route manifests (the edge put them in the map):
  // everything below that matches a path (language, server state, guards, layouts) reads them.
  setServedRoutes(releaseMap);
  const serverState = readServerState(window.location.pathname);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  startRemotes(releaseMap);
  // LCP, INP, CLS, JS errors and load failures of this page view, for the canary judge (web-vitals loads after the page).
  startRealUserMeasures(releaseMap);
  // The first page's remote downloads while settings, session and guards are on their way (they still decide first).
  prefetchFirstPageRemote(window.location.pathname);
  installChunkErrorReload();

  // Step 2: React DOM's module, the largest single evaluation of the boot.
  await yieldToBrowser();
  const [{ createRoot, hydrateRoot }, { startTransition }] = await Promise.all([import(/* webpackMode: "eager" */ 'react-dom/client'), import(/* webpackMode: "eager" */ 'react')]);

  // Step 3: @casino/shared and the packages it evaluates (i18next and its page instance, the router, TanStack Query).
  await yieldToBrowser();
  const { CLIENT_ONLY_DIGEST, initI18n, registerNamespace, setFragmentLoader } = await import(/* webpackMode: "eager" */ '@casino/shared');

  // Step 4: i18next's start, and the first page's code asked for (the remote's routes, the matched pages' chunks).
  await yieldToBrowser();
  registerNamespace('host', (language) => import(`./locales/${language}.json`));
  // The fragment slots load through the same plumbing as the page's regions (retry, known-good fallback, reports).
  setFragmentLoader((remote, expose) => exposedModuleLoad(remote as Parameters<typeof exposedModuleLoad>[0], expose as './routes'));
  // The first page's own language (on "/" the detected one), so no other language's strings are downloaded first. A
  // server-rendered page's strings are in i18next's store before it starts (its initial store): hydration downloads
  // none of them again and renders the server's very text.
  const i18nReady = initI18n(bootLocale(), serverState?.strings);
  const { prepareHydration } = await import(/* webpackMode: "eager" */ './server/hydrate-start');
  // A page the edge rendered: hydrated once its remote's page code and the page's strings are here.
  const prepared = serverState ? prepareHydration(serverState, window.location.pathname) : undefined;

  // Step 5: the host's app (routing, guards, layouts, shell) and the page's one jotai store (the host's session atoms
  // live in it and remotes see it through the Provider).
  await yieldToBrowser();
  const [{ App, createPageQueryClient, createShell }, { createStore }] = await Promise.all([import(/* webpackMode: "eager" */ './App'), import(/* webpackMode: "eager" */ 'jotai')]);
  const store = createStore();
  const [serverRendered] = await Promise.all([prepared, i18nReady]);

  /** A boundary the server left to the browser on purpose (ClientOnly) is expected, not an error worth a console line. */
  const reportRecoverable = (error: unknown): void => {
    if ((error as { digest?: string } | null)?.digest === CLIENT_ONLY_DIGEST) return;
    console.error(error);
  };
  const render = (app: ReactNode) => createRoot(container).render(app);

  if (!serverState) {
    render(<App store={store} />);
    return;
  }
  // The page may have moved while its code arrived (a script's pushState): the app then starts at the new address.
  if (!serverRendered || window.location.pathname !== serverState.pathname) {
    if (serverRendered) console.warn('[hydration] the address changed before the page could hydrate; it starts in the browser');
    // The server's markup is replaced, not kept beside the app's.
    container.replaceChildren();
    render(<App store={store} />);
    return;
  }
  // Steps 6 and 7: the query cache with the server's answers, then the router (its routes, the server's loader data):
  // built here, each in a task of its own, instead of inside hydration's first unit of work, which cannot yield.
  await yieldToBrowser();
  const queryClient = createPageQueryClient(serverRendered);
  await yieldToBrowser();
  const router = createShell(store, queryClient, serverRendered);
  // Step 8: hydration. As a transition, it yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page: a tap on the already painted page is answered while the rest hydrates.
  await yieldToBrowser();
  startTransition(() => {
    hydrateRoot(container, <App store={store} serverRendered={serverRendered} parts={{ queryClient, router }} />, { onRecoverableError: reportRecoverable });
  });
}

/** Settles once the page is rendered or hydrating (the boot test waits for it). */
export const booted: Promise<void> = boot();
