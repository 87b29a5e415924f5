import { tableOf, type RouteManifest } from '@casino/contract/routing/route-manifest';
import { routeManifest as account } from '../../../remote-account/src/route-manifest';
import { routeManifest as content } from '../../../remote-content/src/route-manifest';
import { routeManifest as games } from '../../../remote-games/src/route-manifest';
import { routeManifest as promotions } from '../../../remote-promotions/src/route-manifest';

/**
 * The four remotes' route manifests as their sources declare them today (what their builds write), for tests of the
 * host and the edge: the host itself has no list of pages (host/src/routing/served-routes.ts).
 */
export const SPEC_MANIFESTS: readonly RouteManifest[] = [games, account, content, promotions];
export const SPEC_TABLE = tableOf(SPEC_MANIFESTS);
