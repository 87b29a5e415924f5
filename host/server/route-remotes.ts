import { matchInSections } from '@casino/contract/routing/route-manifest';
import { ROUTE_TABLE, type RemoteName, type RouteEntry } from '@casino/contract/routing/route-table';

/**
 * What the edge needs to know of a full page load's path: which remote owns the page (by the host's sections), so the
 * edge preloads that remote's code, and whether the path is a page of the versions this visitor is served (their
 * route manifests, route-manifests.ts), so an unknown path is answered with HTTP 404 (the host still renders its Page
 * Not Found screen with the full path, SPEC.md section 8). Without a table, the host's own.
 */
export interface PathAnswer {
  remote: RemoteName | null;
  status: 200 | 404;
  /** "/{anything}/redirect": only a redirect answers it (server-redirects.ts); without one it is a 404. */
  redirectOnly?: true;
}

export function answerForPath(pathname: string, table: readonly RouteEntry[] = ROUTE_TABLE): PathAnswer {
  const match = matchInSections(pathname, table);
  if (match.kind === 'page') return { remote: match.entry.remote, status: 200 };
  // "/{anything}/redirect" is answered by the server-driven redirect guard (SPEC.md section 2): the edge follows the
  // API's redirect or a same-site `?to=` (server-redirects.ts), and answers 404 when there is neither.
  if (match.kind === 'redirect-only') return { remote: null, status: 404, redirectOnly: true };
  return { remote: null, status: 404 };
}

/** The remote whose code the edge preloads for a full page load of `pathname`; null when no remote owns it. */
export function remoteForPath(pathname: string, table?: readonly RouteEntry[]): RemoteName | null {
  return answerForPath(pathname, table).remote;
}
