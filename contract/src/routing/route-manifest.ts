import type { RemoteName } from '../release';
import { isSupportedLocale, matchPattern, matchRoute, type RouteEntry, type RouteMatch } from './route-match';
import { BARE_GAME_PREFIX } from './game-address';

/**
 * A remote's route manifest: the pages one remote version serves, as JSON. The remote's build writes it into its
 * immutable version folder beside mf-manifest.json (shared/federation/route-manifest.cjs); release publish hashes it
 * with the rest of the folder; the edge reads the manifests of the versions a visitor is served (live, canary,
 * override) for the HTTP status, preload hints, server rendering and the sitemap (host/server/route-manifests.ts).
 */
export const ROUTE_MANIFEST_FILE = 'route-manifest.json';

/** One page as the manifest carries it: a RouteEntry without its owner (the manifest names it once). */
export type RouteDeclaration = Omit<RouteEntry, 'remote'>;

export interface RouteManifest<Routes extends readonly RouteDeclaration[] = readonly RouteDeclaration[]> {
  remote: RemoteName;
  routes: Routes;
}

/**
 * A remote's pages, written once in its `src/route-manifest.ts` next to its page code: the build writes them as
 * route-manifest.json, and the remote's './routes' subtree is made from them (pageRoutes, ./page-routes.ts), which
 * refuses to compile while a declared page has no code. The ids stay literal types for that check.
 */
export function defineRouteManifest<const Routes extends readonly RouteDeclaration[]>(remote: RemoteName, routes: Routes): RouteManifest<Routes> {
  return { remote, routes };
}

/** The route table of a set of manifests (each route with its owner), in the order given. */
export function tableOf(manifests: readonly RouteManifest[]): RouteEntry[] {
  return manifests.flatMap((manifest) => manifest.routes.map((route) => ({ ...route, remote: manifest.remote })));
}

/**
 * The sections: which remote owns which first path segment(s) under the language prefix. The host keeps only this
 * (and its guards); every page a remote adds lives under one of its sections, so a new path needs no host change.
 * Paths are not translated (SPEC.md section 2: the same path in every language), so a section holds in all ten
 * languages. `home` is the empty path; `prefixes` match a first segment that starts with them (bare game addresses).
 */
export interface Section {
  segments: readonly string[];
  prefixes?: readonly string[];
  home?: boolean;
}

export const SECTIONS: Readonly<Record<RemoteName, Section>> = {
  account: {
    segments: ['login', 'registration', 'auth', 'social', 'reset-password', 'confirm', 'unsubscribe', 'player'],
  },
  content: { segments: ['blog', 'news', 'help', 'display', 'contribution'], home: true },
  games: { segments: ['game', 'rules', 'games', 'slots'], prefixes: [BARE_GAME_PREFIX] },
  promotions: { segments: ['tournaments', 'races', 'bonuses', 'bonus', 'points'] },
};

/** The first segment a pattern lives under ('' for home); null for a pattern that starts with a parameter. */
export function firstSegmentOfPattern(pattern: string): string | null {
  const first = pattern.split('/').filter(Boolean)[0];
  if (first === undefined) return '';
  return first.startsWith(':') || first.startsWith('*') ? null : first;
}

function sectionHas(section: Section, first: string): boolean {
  if (first === '') return section.home === true;
  return section.segments.includes(first) || (section.prefixes ?? []).some((prefix) => first.startsWith(prefix));
}

/** The remote whose section holds this first segment ('' = home); null when no remote owns it. */
export function ownerOfSegment(first: string, sections: Readonly<Record<RemoteName, Section>> = SECTIONS): RemoteName | null {
  const owners = (Object.keys(sections) as RemoteName[]).filter((remote) => sectionHas(sections[remote], first));
  return owners.length === 1 ? owners[0]! : null;
}

/** The remote whose section holds a path (with or without its language prefix). */
export function sectionOwner(pathname: string): RemoteName | null {
  const segments = pathname.split('/').filter(Boolean);
  const rest = isSupportedLocale(segments[0]) ? segments.slice(1) : segments;
  return ownerOfSegment(rest[0] ?? '');
}

/**
 * The sections a manifest's routes claim that its remote does not own; empty when every route stays in its sections.
 * A catch-all route (a pattern starting with a parameter) must say which first segments it answers through
 * `params` ({ gameAddress }: the games sections and the bare game prefix), so it is checked by the games section.
 */
export function foreignClaims(manifest: RouteManifest, sections: Readonly<Record<RemoteName, Section>> = SECTIONS): string[] {
  const claims: string[] = [];
  for (const route of manifest.routes) {
    const first = firstSegmentOfPattern(route.pattern);
    if (first === null) {
      if (!route.gameAddress || manifest.remote !== 'games') claims.push(`${route.id}: ${route.pattern || '/'}`);
      continue;
    }
    const owner = ownerOfSegment(first, sections);
    if (owner !== manifest.remote) claims.push(`${route.id}: ${first || '/'} (${owner ?? 'no section'})`);
  }
  return claims;
}

/** Reads a manifest from unknown JSON; null when it is not one (the edge then serves no page of that version). */
export function parseRouteManifest(value: unknown): RouteManifest | null {
  if (!value || typeof value !== 'object') return null;
  const { remote, routes } = value as { remote?: unknown; routes?: unknown };
  if (typeof remote !== 'string' || !(remote in SECTIONS) || !Array.isArray(routes)) return null;
  const ok = routes.every(
    (route) =>
      route &&
      typeof route === 'object' &&
      typeof (route as RouteDeclaration).id === 'string' &&
      typeof (route as RouteDeclaration).pattern === 'string' &&
      typeof (route as RouteDeclaration).layout === 'string' &&
      typeof (route as RouteDeclaration).access === 'string' &&
      ['titleKey', 'descriptionKey'].every((key) => {
        const value = (route as Record<string, unknown>)[key];
        return value === undefined || typeof value === 'string';
      }) &&
      validPlayerArea((route as RouteDeclaration).playerArea) &&
      validShareText((route as RouteDeclaration).shareText),
  );
  return ok ? { remote: remote as RemoteName, routes: routes as RouteDeclaration[] } : null;
}

function validShareText(value: unknown): boolean {
  if (value === undefined) return true;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value as Record<string, unknown>).every((text) => {
    const { title, description } = (text ?? {}) as { title?: unknown; description?: unknown };
    return typeof title === 'string' && (description === undefined || typeof description === 'string');
  });
}

function validPlayerArea(value: unknown): boolean {
  if (value === undefined) return true;
  const area = value as RouteDeclaration['playerArea'];
  return Boolean(area && typeof area === 'object' && Number.isFinite(area.order) && typeof area.labelKey === 'string');
}


/**
 * Matches a path against the routes of the remote whose section holds it, and only those: a route a manifest declares
 * outside its sections never answers (publish refuses such a manifest too). The "/x/redirect" paths stay the host's.
 */
export function matchInSections(pathname: string, table: readonly RouteEntry[]): RouteMatch {
  const owner = sectionOwner(pathname);
  return matchRoute(pathname, owner ? routesOf(table, owner) : []);
}

/** Each table's routes split by remote, once per table (the edge and the host reuse one table per set of versions). */
const byRemote = new WeakMap<readonly RouteEntry[], Map<RemoteName, RouteEntry[]>>();
function routesOf(table: readonly RouteEntry[], remote: RemoteName): RouteEntry[] {
  let split = byRemote.get(table);
  if (!split) {
    split = new Map();
    for (const entry of table) split.set(entry.remote, [...(split.get(entry.remote) ?? []), entry]);
    byRemote.set(table, split);
  }
  return split.get(remote) ?? [];
}

/**
 * The remote that answers a path in the browser and in the server render: the owner of its page in the served
 * versions' table, or, for a path that table does not know under a language prefix, the remote whose section holds it
 * (a version whose manifest the page was not given: its own routes decide, and answer Page Not Found if they do not
 * have it either). Null for the "/x/redirect" paths and for paths outside every section.
 */
export function pageOwner(pathname: string, table: readonly RouteEntry[]): { remote: RemoteName; hasLocalePrefix: boolean; known: boolean } | null {
  const match = matchInSections(pathname, table);
  if (match.kind === 'page') return { remote: match.entry.remote, hasLocalePrefix: match.hasLocalePrefix, known: true };
  if (match.kind === 'redirect-only' || !match.hasLocalePrefix) return null;
  const owner = sectionOwner(pathname);
  const rest = pathname.split('/').filter(Boolean).slice(1);
  if (!owner || rest.length === 0) return null;
  // A shape the table knows and refuses (a blog listing by anything but author or tag) stays Page Not Found: only a
  // path no route of the remote has the shape of is left to the remote's newer routes.
  if (table.some((entry) => entry.remote === owner && matchPattern(entry.pattern, rest))) return null;
  return { remote: owner, hasLocalePrefix: true, known: false };
}
