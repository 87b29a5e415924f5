import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RouteDataQuery, RouteDataResponse } from '@casino/shared/contract';
import { redirectLookup } from './paths';

/** GET /route-data?path=...: the answer for the host's server-driven redirect guard (rule in the contract file). */
export const routeDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const lookup = redirectLookup(app.db);
  app.get(
    '/route-data',
    { schema: { querystring: RouteDataQuery, response: { 200: RouteDataResponse } } },
    async (request) => ({ status: 'ok' as const, data: { redirect: lookup(request.query.path) } }),
  );
};
