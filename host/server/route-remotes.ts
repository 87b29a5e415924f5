import { matchRoute, type RemoteName } from '@casino/contract/routing/route-table';

/**
 * What the edge needs to know of a full page load's path, from THE route table (contract/src/routing/route-table.ts,
 * the one route manifest the host's router uses too): which remote owns the page, so the edge preloads that remote's
 * code, and whether the path is a page at all, so an unknown path is answered with HTTP 404 (the host still renders its
 * Page Not Found screen with the full path, SPEC.md section 8).
 */
export interface PathAnswer {
  remote: RemoteName | null;
  status: 200 | 404;
}

export function answerForPath(pathname: string): PathAnswer {
  const match = matchRoute(pathname);
  if (match.kind === 'page') return { remote: match.entry.remote, status: 200 };
  // "/{anything}/redirect" is answered by the server-driven redirect guard in the browser (SPEC.md section 2).
  if (match.kind === 'redirect-only') return { remote: null, status: 200 };
  return { remote: null, status: 404 };
}

/** The remote whose code the edge preloads for a full page load of `pathname`; null when no remote owns it. */
export function remoteForPath(pathname: string): RemoteName | null {
  return answerForPath(pathname).remote;
}
