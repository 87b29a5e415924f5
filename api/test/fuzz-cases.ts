import * as contract from '@casino/contract/schemas';
import { ENDPOINTS, type EndpointName, type EndpointRoute } from '@casino/contract/endpoints';
import { ENDPOINT_SCHEMAS } from '@casino/contract/schemas/endpoint-schemas';

/**
 * What the fuzz tests send: malformed numbers and dates in every field of every endpoint of the shared map (path
 * parameters, query and body), the other fields plausible so the odd one reaches the handler. Shared by the in-suite
 * fuzz test (each case once, a few seconds) and `pnpm --filter api fuzz` (100,000 requests and more, mixed at random).
 */

/** Every property name the wire contract knows, with one value shaped like its schema (to get past validation). */
export function plausibleValues(): Record<string, unknown> {
  const candidates = [
    '123456',
    '1234',
    '10.00',
    '20.00',
    'EUR',
    'DE',
    '+4915112345678',
    'Secret12345',
    'fuzz@example.test',
    'games-fuzz',
    'en',
    'abc',
  ];
  const values: Record<string, unknown> = {};
  const visit = (schema: any, depth: number) => {
    if (!schema || typeof schema !== 'object' || depth > 4) return;
    if (schema.type === 'object' && schema.properties)
      for (const [name, property] of Object.entries<any>(schema.properties)) {
        if (!(name in values)) values[name] = sampleOf(property, candidates);
        visit(property, depth + 1);
      }
    for (const key of ['anyOf', 'items']) {
      const inner = schema[key];
      if (Array.isArray(inner)) inner.forEach((s) => visit(s, depth + 1));
      else visit(inner, depth + 1);
    }
  };
  for (const value of Object.values(contract)) visit(value, 0);
  return values;
}

function sampleOf(schema: any, candidates: string[]): unknown {
  if (!schema || typeof schema !== 'object') return 'x';
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.anyOf)) return sampleOf(schema.anyOf[0], candidates);
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'email') return 'fuzz@example.test';
      if (schema.format === 'date') return '2026-01-15';
      const fits = (s: string) =>
        (!schema.pattern || new RegExp(schema.pattern, 'u').test(s)) &&
        s.length >= (schema.minLength ?? 0) &&
        s.length <= (schema.maxLength ?? Infinity);
      return candidates.find(fits) ?? 'x'.repeat(schema.minLength ?? 1);
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return 'x';
  }
}

/** Numbers and dates as text (path and query): out of range, not finite, not whole, not a day, not there at all. */
export const EDGE_TEXTS = [
  '1e309',
  '-1e309',
  '-0',
  '0',
  '-1',
  'NaN',
  'Infinity',
  '-Infinity',
  '99999999999999999999',
  '-99999999999999999999',
  '9007199254740993',
  '2147483648',
  '1.5',
  '0.0000001',
  '1e3',
  '0x10',
  '',
  ' ',
  'x',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '275760-09-13',
  '2026-01-15T25:00:00Z',
  '%00',
];

/** The same in a JSON body, where a number can be a number (1e309 parses to Infinity), or an array, object or null. */
export const EDGE_JSON = [
  '1e309',
  '-1e309',
  '-0',
  '0',
  '-1',
  '1.5',
  '1e20',
  '99999999999999999999',
  '9007199254740993',
  '0.1e-320',
  '"1e309"',
  '"NaN"',
  '"Infinity"',
  '"-0"',
  '"99999999999999999999"',
  '"1.5"',
  '""',
  '"2026-02-30"',
  '"275760-09-13"',
  '[]',
  '[1]',
  '["2026-01-15"]',
  '{}',
  'null',
  'true',
];

export interface FuzzRequest {
  method: string;
  url: string;
  contentType?: string;
  body?: string;
  /** names the case in a failure report */
  what: string;
}

export interface FuzzEndpoint {
  name: EndpointName;
  method: string;
  /** with the /api/v1 prefix unless served at the root */
  path: string;
  params: string[];
  query: string[];
  body: string[];
  /** a plausible value for every property of its schemas */
  plausible: Record<string, unknown>;
  /** fields whose schema is a number, an integer or a day (or may be one): every edge value goes to these */
  numeric: Set<string>;
}

const isNumeric = (schema: any): boolean =>
  !!schema &&
  (schema.type === 'integer' || schema.type === 'number' || schema.format === 'date' || (Array.isArray(schema.anyOf) && schema.anyOf.some(isNumeric)));

/** Edge values for a field that is text: what the number-reading code would trip on if the schema let it through. */
const FEW_TEXTS = ['1e309', '-0', 'NaN', '99999999999999999999', '', 'x'];
const FEW_JSON = ['1e309', '-0', '1.5', '""', '[]', 'null'];

const propertiesOf = (schema: any): string[] => (schema && schema.type === 'object' && schema.properties ? Object.keys(schema.properties) : []);

/** Every endpoint of the shared map with the fields its schemas declare. */
export function fuzzEndpoints(): FuzzEndpoint[] {
  const plausible = plausibleValues();
  return (Object.keys(ENDPOINTS) as EndpointName[]).map((name) => {
    const route: EndpointRoute = ENDPOINTS[name];
    const schemas = ENDPOINT_SCHEMAS[name] as Record<string, any>;
    const own: Record<string, unknown> = {};
    const numeric = new Set<string>();
    for (const part of ['params', 'querystring', 'body'])
      for (const [key, schema] of Object.entries<any>(schemas[part]?.properties ?? {})) {
        own[key] = sampleOf(schema, Object.values(plausible).filter((v): v is string => typeof v === 'string'));
        if (isNumeric(schema)) numeric.add(key);
      }
    return {
      name,
      method: route.method,
      path: (route.root ? '' : '/api/v1') + route.path,
      params: propertiesOf(schemas.params),
      query: propertiesOf(schemas.querystring),
      body: propertiesOf(schemas.body),
      plausible: { ...own, ...Object.fromEntries(Object.keys(own).map((k) => [k, plausible[k] ?? own[k]])) },
      numeric,
    };
  });
}

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** One request to `endpoint` with the fields in `odd` replaced by raw edge values (text for path/query, JSON for body). */
export function fuzzRequest(endpoint: FuzzEndpoint, odd: Record<string, string>, what: string): FuzzRequest {
  let url = endpoint.path;
  for (const name of endpoint.params) {
    const value = name in odd ? odd[name]! : text(endpoint.plausible[name] ?? '1');
    url = url.replace(`:${name}`, encodeURIComponent(value) || '%20');
  }
  url = url.replace(/\*/g, 'x');
  const query = endpoint.query
    .map((name) => [name, name in odd ? odd[name]! : endpoint.plausible[name]] as const)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(text(value))}`)
    .join('&');
  if (query) url += `?${query}`;
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') return { method: endpoint.method, url, what };
  const fields = endpoint.body.map((name) => `${JSON.stringify(name)}:${name in odd ? odd[name] : JSON.stringify(endpoint.plausible[name] ?? null)}`);
  return { method: endpoint.method, url, contentType: 'application/json', body: `{${fields.join(',')}}`, what };
}

/**
 * The in-suite case list, each once: every edge value in every numeric or date field, a few in every other field, of
 * every endpoint, and each endpoint once with plausible values only.
 */
export function everyEdgeCase(): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  for (const endpoint of fuzzEndpoints()) {
    for (const name of [...endpoint.params, ...endpoint.query])
      for (const value of endpoint.numeric.has(name) ? EDGE_TEXTS : FEW_TEXTS)
        requests.push(fuzzRequest(endpoint, { [name]: value }, `${name}=${value}`));
    for (const name of endpoint.body)
      for (const value of endpoint.numeric.has(name) ? EDGE_JSON : FEW_JSON)
        requests.push(fuzzRequest(endpoint, { [name]: value }, `body.${name}=${value}`));
    requests.push(fuzzRequest(endpoint, {}, 'plain'));
  }
  return requests;
}

/** A random mix: one to three odd fields of a random endpoint (for the long run). */
export function randomEdgeCase(endpoints: FuzzEndpoint[], random: () => number): FuzzRequest {
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const endpoint = pick(endpoints);
  const fields = [...endpoint.params, ...endpoint.query, ...endpoint.body];
  const odd: Record<string, string> = {};
  const count = fields.length === 0 ? 0 : 1 + Math.floor(random() * Math.min(3, fields.length));
  for (let i = 0; i < count; i++) {
    const name = pick(fields);
    odd[name] = endpoint.body.includes(name) ? pick(EDGE_JSON) : pick(EDGE_TEXTS);
  }
  return fuzzRequest(endpoint, odd, Object.entries(odd).map(([k, v]) => `${k}=${v}`).join('&') || 'plain');
}
