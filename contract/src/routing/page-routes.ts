import type { RouteObject } from 'react-router';
import type { RouteDeclaration, RouteManifest } from './route-manifest';

/**
 * The code of one declared page: what react-router needs besides what the manifest already says (path, title and
 * description keys). `paths` replaces the router path made from the pattern when the router cannot say it (a
 * `*slug` in the middle of a pattern: the manifest's shape rules have already chosen the page, the router only
 * mounts it).
 */
export type PageCode = Omit<RouteObject, 'path' | 'index' | 'children' | 'handle'> & {
  paths?: readonly string[];
  handle?: Record<string, unknown>;
};

/** The ids a manifest declares. */
export type PageIdOf<Manifest extends RouteManifest> = Manifest['routes'][number]['id'];

/** react-router's path for a declared pattern: `*name` and anything after it become one splat. */
export function routerPath(pattern: string): string {
  const parts = pattern.split('/').filter(Boolean);
  const splat = parts.findIndex((part) => part.startsWith('*'));
  return (splat < 0 ? parts : [...parts.slice(0, splat), '*']).join('/');
}

/**
 * A remote's route objects, made from its route manifest and the code of each page: the one place a page is declared
 * is the manifest, and a declared page without code (or code for an undeclared page) does not compile. Each route's
 * handle carries the page id and its declared title and description keys (the host's DocumentMeta reads them).
 */
export function pageRoutes<Manifest extends RouteManifest>(manifest: Manifest, pages: { [Id in PageIdOf<Manifest>]: PageCode }): RouteObject[] {
  const code = pages as Record<string, PageCode>;
  return manifest.routes.flatMap((route: RouteDeclaration) => {
    const { paths, handle, ...page } = code[route.id]!;
    const meta = {
      page: route.id,
      ...(route.titleKey ? { titleKey: route.titleKey } : {}),
      ...(route.descriptionKey ? { descriptionKey: route.descriptionKey } : {}),
      ...handle,
    };
    // The empty pattern is the section's index page (content's home, also at "/").
    if (!paths && route.pattern === '') return [{ ...page, index: true, handle: meta } as RouteObject];
    return (paths ?? [routerPath(route.pattern)]).map((path) => ({ ...page, path, handle: meta }) as RouteObject);
  });
}
