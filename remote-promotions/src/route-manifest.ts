import { ROUTE_TABLE, routeManifestOf, type RouteManifest } from '@casino/contract';

/**
 * The pages this remote serves, written once: its build writes them as route-manifest.json into its version folder
 * (shared/federation/route-manifest.cjs) and the edge answers, preloads, renders and lists them from there. A page
 * this remote adds under one of its sections (contract SECTIONS) goes here and in src/exposes/routes.tsx, and nowhere
 * in the host (docs/pages.md).
 */
export const routeManifest: RouteManifest = routeManifestOf('promotions', ROUTE_TABLE);
