import type { RouteData } from '@casino/contract/schemas';
import { CONTINUE, type GuardDecision, type Navigation } from './types';

/** The query parameter of "/{anything}/redirect" that names where to go (same site only). */
export const REDIRECT_TARGET_PARAM = 'to';

/**
 * A path of this site that a browser cannot read as another origin: one leading "/", no "//", no backslash (browsers
 * read "/\evil.example" as "//evil.example"), no control characters, and resolving to the same origin.
 */
export function sameSitePath(raw: string | null | undefined): string | undefined {
  if (!raw || raw.length > 2048) return undefined;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return undefined;
  // Control characters (a tab or newline a browser would drop, turning "/\t/evil" into "//evil").
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return undefined;
  const base = 'https://same-site.invalid';
  let resolved: URL;
  try {
    resolved = new URL(raw, base);
  } catch {
    return undefined;
  }
  if (resolved.origin !== base) return undefined;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

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
  if (!redirect) {
    // "/{anything}/redirect?to=/path": followed only to a path of this site (an open redirect is a phishing aid).
    if (navigation.match.kind !== 'redirect-only') return CONTINUE;
    const target = sameSitePath(new URLSearchParams(navigation.search).get(REDIRECT_TARGET_PARAM));
    return target && target.split(/[?#]/)[0] !== navigation.pathname ? { kind: 'redirect', to: target } : CONTINUE;
  }
  if (redirect.type === 'external') {
    return isWebUrl(redirect.url) ? { kind: 'external', url: redirect.url } : CONTINUE;
  }
  const to = redirect.to;
  // An internal target must be a path of this app ("//evil.example" would leave it).
  if (!to.startsWith('/') || to.startsWith('//') || to === navigation.pathname) return CONTINUE;
  return { kind: 'redirect', to, permanent: redirect.permanent };
}
