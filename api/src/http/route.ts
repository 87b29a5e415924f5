import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { Static, TSchema } from 'typebox';
import { ok, type ApiOk } from '@casino/contract/schemas';
import { ENDPOINTS, type EndpointData, type EndpointName, type EndpointRoute, type EndpointSchemas } from '@casino/contract';
import { ENDPOINT_SCHEMAS } from '@casino/contract/schemas/endpoint-schemas';

type SchemasOf<K extends EndpointName> = (typeof ENDPOINT_SCHEMAS)[K];
type Input<K extends EndpointName, P extends keyof EndpointSchemas> = P extends keyof SchemasOf<K>
  ? SchemasOf<K>[P] extends TSchema
    ? Static<SchemasOf<K>[P]>
    : unknown
  : unknown;

/** The request of endpoint K, typed from its schemas (what Fastify has validated and coerced). */
export type RouteRequest<K extends EndpointName> = FastifyRequest<{
  Params: Input<K, 'params'>;
  Querystring: Input<K, 'querystring'>;
  Body: Input<K, 'body'>;
}>;

/** What a handler returns: the envelope with the endpoint's data, or the reply it has sent itself (images, pages). */
type Answer<K extends EndpointName> = (typeof ENDPOINTS)[K] extends { answers: string }
  ? FastifyReply
  : ApiOk<EndpointData<K>> | FastifyReply;

/** Hooks and config a route may add; the method, path and schemas come from the endpoint map. */
export type RouteOptions = Omit<RouteShorthandOptions, 'schema'>;

/**
 * Registers endpoint `name` of the shared endpoint map: its method and path (relative to the plugin's prefix), its
 * request schemas, and its response schema (`{ status: "ok", data }`), which Fastify also uses to serialise the answer.
 * `route(app, 'game.sections', { preHandler: optionalPlayer }, async (request) => ...)`.
 */
export function route<K extends EndpointName>(
  app: FastifyInstance<any, any, any, any, any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- any plugin's instance, whatever its type provider
  name: K,
  options: RouteOptions,
  handler: NoInfer<(request: RouteRequest<K>, reply: FastifyReply) => Promise<Answer<K>>>,
): void {
  const endpoint: EndpointRoute = ENDPOINTS[name];
  const schemas: EndpointSchemas = ENDPOINT_SCHEMAS[name];
  (app as FastifyInstance).route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.querystring ? { querystring: schemas.querystring } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      // Images and pages are sent as they are; every JSON answer is serialised (and trimmed) by its schema.
      ...(endpoint.answers ? {} : { response: { '2xx': ok(schemas.response) } }),
    },
    handler: handler as unknown as RouteHandlerMethod,
  });
}
