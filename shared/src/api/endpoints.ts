import type { Static, TSchema } from 'typebox';
import type { ENDPOINT_SCHEMAS } from './contract/endpoint-schemas';

/**
 * THE endpoint map of the platform API (SPEC.md section 7): every endpoint's name, method and path, in a plain module
 * the browser can import without the schema library. Its twin, `contract/endpoint-schemas.ts`, gives each name its
 * request and response schemas (TypeBox); the compiler checks that both list the same names. The reference API
 * registers its routes from the pair (`api/src/http/route.ts`), and `apiClient.call(name, input)` infers its types
 * from it, so a caller never writes a path or a response type by hand.
 *
 * Paths use `:param` for path parameters. `root: true` marks an endpoint outside the /api/v1 prefix.
 * Names are `<area>.<what>`; see docs/pages.md for how a page uses them.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointRoute {
  method: HttpMethod;
  path: string;
  /** Served outside the /api/v1 prefix (SPEC.md section 7: /payment/currencies). */
  root?: boolean;
}

export const ENDPOINTS = {
  'settings.get': { method: 'GET', path: '/settings' },
  'content.banners': { method: 'GET', path: '/banners-for-slider' },
  'content.page': { method: 'GET', path: '/pages/:slug' },
  'game.sections': { method: 'GET', path: '/game/sections' },
  'dashboard.balance': { method: 'GET', path: '/dashboard/balance' },
  'tournaments.active': { method: 'GET', path: '/tournaments/active' },
  'tournaments.closed': { method: 'GET', path: '/tournaments/closed' },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof ENDPOINTS;

/** What `contract/endpoint-schemas.ts` gives each endpoint: its inputs as Fastify names them, and its `data`. */
export interface EndpointSchemas {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /** The schema of `data` in `{ status: "ok", data }`; the raw body for endpoints outside the envelope. */
  response: TSchema;
}

type SchemasOf<K extends EndpointName> = (typeof ENDPOINT_SCHEMAS)[K];
type Part<K extends EndpointName, P extends keyof EndpointSchemas> =
  SchemasOf<K> extends { [key in P]: infer S extends TSchema } ? Static<S> : never;
/** A part the caller must give when any of its fields is required, may omit when all are optional. */
type Field<Name extends string, T> = [T] extends [never]
  ? unknown
  : Record<string, never> extends T
    ? { [key in Name]?: T }
    : { [key in Name]: T };

/** The input of a call: `params` for the path, `query`, `body`; each present only when the endpoint takes it. */
export type EndpointInput<K extends EndpointName> = Field<'params', Part<K, 'params'>> &
  Field<'query', Part<K, 'querystring'>> &
  Field<'body', Part<K, 'body'>>;

/** The `data` an endpoint answers with. */
export type EndpointData<K extends EndpointName> = Static<SchemasOf<K>['response']>;

/** `/game/info/:slug` with `{ slug: 'x y' }` becomes `/game/info/x%20y`; a missing parameter is a programming error. */
export function endpointPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`endpoint ${path}: missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}
