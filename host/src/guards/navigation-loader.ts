import type { createStore } from 'jotai';
import type { QueryClient } from '@tanstack/react-query';
import { endpointQuery, hasAuthTokenCookie, i18n, playerIn, replace, settingsIn, type LoaderFunctionArgs } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';
import { matchRoute, playerAreaPages } from '../routing/served-routes';
import { isAuthAtom, isTermsPopupAtom } from '@casino/shared/session-store';
import { pageLocale } from './locale-guard';
import { readRememberedLocale } from './remembered-locale';
import { runGuards } from './run-guards';
import type { FetchRouteData } from './server-redirect-guard';
import type { LocaleSnapshot, Navigation, SessionSnapshot } from './types';

type Store = ReturnType<typeof createStore>;

/** Route data rarely changes; a short memory keeps Back and Forward instant without hiding an operator's change for long. */
export const ROUTE_DATA_CACHE_MS = 60_000;

/** The route data of a path, as a query of the page's cache (a server render's cache sends it along to the browser). */
export const routeDataQuery = (pathname: string) =>
  endpointQuery(ENDPOINTS['routeData.get'], { query: { path: pathname } }, { staleTime: ROUTE_DATA_CACHE_MS, retry: false });

/**
 * The route data through the page's query cache: a request in flight is shared (a prefetch started before the
 * session is ready is the very answer the guard reads), an answer is kept ROUTE_DATA_CACHE_MS, a failure is asked
 * again next time (the guard treats it as "no redirect").
 */
export function createRouteDataFetcher(queryClient: QueryClient): FetchRouteData {
  return (pathname) => queryClient.fetchQuery(routeDataQuery(pathname));
}

export function isBlockedFromRealMoney(player: { isBlocked: boolean; selfExclusionBlock: boolean; coolingOffBlock: boolean }): boolean {
  return player.isBlocked || player.selfExclusionBlock || player.coolingOffBlock;
}

/** The session's flags (the store) and what the player data says (the query cache) as the guards see them. */
export function sessionSnapshot(store: Store, queryClient: QueryClient): SessionSnapshot {
  const isAuth = store.get(isAuthAtom);
  const player = playerIn(queryClient);
  return {
    isAuth,
    hasAuthCookie: hasAuthTokenCookie(),
    isTermsRequired: isAuth && player.isTermsRequired,
    isTermsPopup: store.get(isTermsPopupAtom),
    // A self-excluded or cooling-off player may not play for real money either (responsible gaming).
    isBlocked: isBlockedFromRealMoney(player),
  };
}

export interface NavigationLoaderDependencies {
  store: Store;
  /** The page's query cache: the settings and the player the guards read. */
  queryClient: QueryClient;
  /** Settings loaded and the session restored: the guards need both before the first decision. */
  ready: () => Promise<void>;
  fetchRouteData: FetchRouteData;
  /** A full page navigation to another site. */
  leave: (url: string) => void;
  browserLanguages: () => readonly string[];
  /** The i18n_redirected cookie (the server render reads it from the request). */
  rememberedLocale?: () => string | null;
  /**
   * Loads a remote's exposed routes module, which registers its strings: the player area's navigation labels a page of
   * any remote in that remote's namespace (a `playerArea` page a promotions version adds). Without it, those labels
   * showed their keys until the remote loaded for another reason.
   */
  loadRemoteStrings?: (remote: string) => Promise<unknown>;
}

/** How long a player-area page waits for another remote's navigation label strings before it shows without them. */
export const NAV_STRINGS_DEADLINE_MS = 1500;

export interface NavigationData {
  locale: Locale;
}

/** The strings of every remote with a page in the player area's navigation, at most NAV_STRINGS_DEADLINE_MS. */
async function navigationStrings(load: (remote: string) => Promise<unknown>): Promise<void> {
  const remotes = [...new Set(playerAreaPages().map((page) => page.remote))];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, NAV_STRINGS_DEADLINE_MS)));
  const loaded = Promise.all(remotes.map((remote) => load(remote).catch(() => undefined))).then(() => i18n.loadNamespaces(remotes));
  await Promise.race([loaded.catch(() => undefined), late]);
  clearTimeout(timer);
}

/**
 * The loader of the root route: react-router runs it before rendering on the first load and on every navigation
 * (the root route revalidates always), so the guards decide before any page shows. A redirect replaces the history
 * entry; the first-load 301 of a retired locale is the edge's job, this is the in-app counterpart.
 */
export function createNavigationLoader(deps: NavigationLoaderDependencies) {
  let from: string | null = null;
  return async ({ request }: LoaderFunctionArgs): Promise<NavigationData | Response> => {
    const url = new URL(request.url);
    const match = matchRoute(url.pathname);
    // The route data does not depend on the session: ask for it while settings and the player load (first load).
    if (match.hasLocalePrefix) deps.fetchRouteData(url.pathname).catch(() => undefined);
    await deps.ready();
    const navigation: Navigation = {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      from,
      match,
    };
    const locale: LocaleSnapshot = {
      retiredLocales: settingsIn(deps.queryClient).retiredLocales,
      rememberedLocale: (deps.rememberedLocale ?? readRememberedLocale)(),
      browserLanguages: deps.browserLanguages(),
    };
    const decision = await runGuards(navigation, {
      session: sessionSnapshot(deps.store, deps.queryClient),
      locale,
      fetchRouteData: deps.fetchRouteData,
    });
    if (decision.kind === 'redirect') return replace(decision.to, decision.permanent ? 301 : 302);
    if (decision.kind === 'external') {
      deps.leave(decision.url);
      return new Promise<never>(() => undefined); // the page is being left: keep the progress bar, render nothing new
    }
    if (decision.openTermsPopup) deps.store.set(isTermsPopupAtom, true);
    from = url.pathname;
    const language = pageLocale(match, locale);
    // A player-area page: the strings of every remote with a link in its navigation, loading with the language.
    const strings = match.kind === 'page' && match.entry.layout === 'dashboard' && deps.loadRemoteStrings ? navigationStrings(deps.loadRemoteStrings) : null;
    if (i18n.language !== language) await i18n.changeLanguage(language);
    if (strings) await strings;
    return { locale: language };
  };
}
