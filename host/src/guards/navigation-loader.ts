import type { createStore } from 'jotai';
import { apiClient, hasAuthTokenCookie, i18n, replace, type LoaderFunctionArgs } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';
import type { RouteData } from '@casino/contract/schemas';
import { matchRoute } from '../routing/served-routes';
import { isAuthAtom, isTermsPopupAtom, isTermsRequiredAtom, playerDataAtom } from '@casino/shared/session-store';
import { settingsAtom } from '../shell/settings';
import { pageLocale } from './locale-guard';
import { readRememberedLocale } from './remembered-locale';
import { runGuards } from './run-guards';
import type { FetchRouteData } from './server-redirect-guard';
import type { LocaleSnapshot, Navigation, SessionSnapshot } from './types';

type Store = ReturnType<typeof createStore>;

/** Route data rarely changes; a short memory keeps Back and Forward instant without hiding an operator's change for long. */
export const ROUTE_DATA_CACHE_MS = 60_000;

export function createRouteDataFetcher(now: () => number = Date.now): FetchRouteData {
  // Promises are remembered, so a prefetch started before the session is ready is the very answer the guard reads.
  const cache = new Map<string, { at: number; data: Promise<RouteData> }>();
  return (pathname) => {
    const hit = cache.get(pathname);
    if (hit && now() - hit.at < ROUTE_DATA_CACHE_MS) return hit.data;
    const data = apiClient.call(ENDPOINTS['routeData.get'], { query: { path: pathname } });
    cache.set(pathname, { at: now(), data });
    data.catch(() => cache.delete(pathname)); // a failure is asked again next time
    return data;
  };
}

export function isBlockedFromRealMoney(player: { isBlocked: boolean; selfExclusionBlock: boolean; coolingOffBlock: boolean }): boolean {
  return player.isBlocked || player.selfExclusionBlock || player.coolingOffBlock;
}

export function sessionSnapshot(store: Store): SessionSnapshot {
  return {
    isAuth: store.get(isAuthAtom),
    hasAuthCookie: hasAuthTokenCookie(),
    isTermsRequired: store.get(isTermsRequiredAtom),
    isTermsPopup: store.get(isTermsPopupAtom),
    // A self-excluded or cooling-off player may not play for real money either (responsible gaming).
    isBlocked: isBlockedFromRealMoney(store.get(playerDataAtom)),
  };
}

export interface NavigationLoaderDependencies {
  store: Store;
  /** Settings loaded and the session restored: the guards need both before the first decision. */
  ready: () => Promise<void>;
  fetchRouteData: FetchRouteData;
  /** A full page navigation to another site. */
  leave: (url: string) => void;
  browserLanguages: () => readonly string[];
  /** The i18n_redirected cookie (the server render reads it from the request). */
  rememberedLocale?: () => string | null;
}

export interface NavigationData {
  locale: Locale;
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
      retiredLocales: deps.store.get(settingsAtom).retiredLocales,
      rememberedLocale: (deps.rememberedLocale ?? readRememberedLocale)(),
      browserLanguages: deps.browserLanguages(),
    };
    const decision = await runGuards(navigation, {
      session: sessionSnapshot(deps.store),
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
    if (i18n.language !== language) await i18n.changeLanguage(language);
    return { locale: language };
  };
}
