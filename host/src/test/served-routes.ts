import { SPEC_MANIFESTS } from '../../server/test-support/spec-routes';
import { setServedRoutes } from '../routing/served-routes';

/**
 * Every host test runs as a page view served today's remote versions: the host has no pages of its own, so its
 * router, guards and layouts see the four remotes' route manifests, as the edge would put them into the release map.
 */
setServedRoutes(SPEC_MANIFESTS);
