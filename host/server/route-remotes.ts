import type { RemoteName, RouteMatch } from '@casino/contract/routing/route-match';

/**
 * What the edge needs to know of a full page load's path: which remote owns the page (by the host's sections), so the
 * edge preloads that remote's code, and whether the path is a page of the versions this visitor is served (their
 * route manifests, route-manifests.ts), so an unknown path is answered with HTTP 404 (the host still renders its Page
 * Not Found screen with the full path, SPEC.md section 8). The edge resolves the path once per request
 * (matchInSections against the served versions' table) and passes the match here.
 */
export interface PathAnswer {
  remote: RemoteName | null;
  status: 200 | 404;
  /** "/{anything}/redirect": only a redirect answers it (server-redirects.ts); without one it is a 404. */
  redirectOnly?: true;
}

export function answerForPath(match: RouteMatch): PathAnswer {
  if (match.kind === 'page') return { remote: match.entry.remote, status: 200 };
  // "/{anything}/redirect" is answered by the server-driven redirect guard (SPEC.md section 2): the edge follows the
  // API's redirect or a same-site `?to=` (server-redirects.ts), and answers 404 when there is neither.
  if (match.kind === 'redirect-only') return { remote: null, status: 404, redirectOnly: true };
  return { remote: null, status: 404 };
}
