import type { PathAnswer } from './route-remotes';
import { isWebUrl, REDIRECT_TARGET_PARAM, sameSitePath } from '../src/guards/server-redirect-guard';

/** How long the API's answer for one path is trusted (the redirect table changes rarely). */
const ROUTE_DATA_TTL_MS = 30_000;
/** An API that does not answer in time leaves the page as it is (a redirect-table outage must not take the site down). */
const ROUTE_DATA_TIMEOUT_MS = 1000;
/** The cache is bounded: a visitor sending thousands of made-up paths cannot grow the edge's memory. */
const ROUTE_DATA_CACHE_ENTRIES = 2000;

export type EdgeRedirect = { location: string; status: 301 | 302 };

type Redirect = { type: 'internal'; to: string; permanent: boolean } | { type: 'external'; url: string; permanent: boolean };

/**
 * The server-driven redirect guard of SPEC.md section 2, done at the edge for a full page load, so a client without
 * JavaScript (a crawler, a link checker, curl) gets a real 301/302. Asked only for paths no page answers (a 404 or a
 * "/{anything}/redirect"), so a page view of a real page costs no extra API call; the browser guard still asks on
 * every navigation inside the app.
 */
export class RouteDataRedirects {
  private readonly cache = new Map<string, { redirect: Redirect | null; until: number }>();

  constructor(private readonly apiUrl: string) {}

  async lookup(pathname: string, now = Date.now()): Promise<Redirect | null> {
    const cached = this.cache.get(pathname);
    if (cached && now < cached.until) return cached.redirect;
    let redirect: Redirect | null;
    try {
      const response = await fetch(`${this.apiUrl}/api/v1/route-data?path=${encodeURIComponent(pathname)}`, {
        signal: AbortSignal.timeout(ROUTE_DATA_TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const body = (await response.json()) as { data?: { redirect?: Redirect | null } };
      redirect = body.data?.redirect ?? null;
    } catch {
      // Not cached: the next load asks again.
      return null;
    }
    if (this.cache.size >= ROUTE_DATA_CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(pathname, { redirect, until: now + ROUTE_DATA_TTL_MS });
    return redirect;
  }
}

/**
 * Where a full page load of a path no page answers goes: the API's redirect table first; for "/{anything}/redirect"
 * then its `?to=` target when it is a path of this site (never another origin: an open redirect would lend this
 * site's name to a phishing link). Undefined: the page answers as it is (404).
 */
export async function edgeRedirect(
  pathname: string,
  search: string,
  answer: PathAnswer & { redirectOnly?: boolean },
  lookup: (pathname: string) => Promise<Redirect | null>,
): Promise<EdgeRedirect | undefined> {
  if (answer.remote) return undefined;
  const redirect = await lookup(pathname);
  if (redirect) {
    const status = redirect.permanent ? 301 : 302;
    if (redirect.type === 'external') return isWebUrl(redirect.url) ? { location: redirect.url, status } : undefined;
    const to = sameSitePath(redirect.to);
    if (to && to !== pathname) return { location: `${to}${to.includes('?') ? '' : search}`, status };
    return undefined;
  }
  if (!answer.redirectOnly) return undefined;
  const target = sameSitePath(new URLSearchParams(search).get(REDIRECT_TARGET_PARAM));
  if (!target || target.split(/[?#]/)[0] === pathname) return undefined;
  return { location: target, status: 302 };
}
