import type { RouteData } from '@casino/contract/schemas';
import { CONTINUE, type GuardDecision, type Navigation } from './types';

export type FetchRouteData = (pathname: string) => Promise<RouteData>;

/** Only web addresses leave the app: a stored "javascript:" or "data:" target is never followed. */
export function isWebUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Guard 3 (SPEC.md section 2): asks the route-data endpoint about the path. An absolute external target is a full
 * page navigation (http/https only); an internal one is followed as a route. When the API cannot answer, the page
 * is shown as it is: a redirect table outage must not take the site down.
 */
export async function serverRedirectGuard(
  navigation: Navigation,
  fetchRouteData: FetchRouteData,
): Promise<GuardDecision> {
  let data: RouteData;
  try {
    data = await fetchRouteData(navigation.pathname);
  } catch {
    return CONTINUE;
  }
  const redirect = data?.redirect;
  if (!redirect) return CONTINUE;
  if (redirect.type === 'external') {
    return isWebUrl(redirect.url) ? { kind: 'external', url: redirect.url } : CONTINUE;
  }
  const to = redirect.to;
  // An internal target must be a path of this app ("//evil.example" would leave it).
  if (!to.startsWith('/') || to.startsWith('//') || to === navigation.pathname) return CONTINUE;
  return { kind: 'redirect', to, permanent: redirect.permanent };
}
