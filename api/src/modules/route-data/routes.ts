import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { redirectLookup } from './paths';
import { route } from '../../http/route';

/** GET /route-data?path=...: the answer for the host's server-driven redirect guard (rule in the contract file). */
export const routeDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const lookup = redirectLookup(app.db);
  route(
    app,
    'routeData.get',
    {},
    async (request) => ({ status: 'ok' as const, data: { redirect: lookup(request.query.path) } }),
  );
};
