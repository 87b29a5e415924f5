import type { RouteManifest } from '@casino/contract/routing/route-manifest';

export const ROUTE_MANIFEST_FILE: string;
/** The remote's declared manifest as JSON text, with the share text of its browser-rendered public pages. */
export function readRouteManifest(appDir: string): string | null;
/** The manifest with each public `clientOnly` page's `shareText` from the remote's `src/locales/<lang>.json`. */
export function withShareText(manifest: RouteManifest, appDir: string): RouteManifest;
export function emitRouteManifest(rspack: unknown, appDir: string): unknown;
