import { Value } from 'typebox/value';
import * as contract from '@casino/contract/schemas';
import { ENDPOINT_SCHEMAS } from '@casino/contract/schemas/endpoint-schemas';
import { everyEdgeCase, plausibleValues, type FuzzRequest } from './fuzz-cases';
import { createPlayerWithToken, routesOf, startTestApi, type Route, type TestApi } from './harness';

/**
 * Sends malformed input to EVERY registered route (enumerated from the running app, so routes added later by any
 * module are covered without touching this file) and fails on any 5xx or dropped connection. Bad input must be 4xx.
 */

const HUGE = 'Ω'.repeat(20_000);
const BAD_PARAMS = [
  '0',
  '-1',
  'abc',
  '1.5',
  '99999999999999999999',
  '%00',
  '%E2%82%AC%F0%9F%8E%B0',
  'x'.repeat(2000),
  '..%2F..%2Fetc%2Fpasswd',
  "1'%20OR%20'1'%3D'1",
  '%7B%7D',
  'null',
  '1e400',
];
const BAD_QUERIES = [
  '?page=-1&perPage=0&limit=-5',
  '?page=abc&perPage=abc&limit=abc&offset=abc',
  '?page=1e9&perPage=1e9&limit=99999999999999999999',
  '?lang=xx&currency=zzz&kind=nope&status=nope&mode=nope&sort=nope',
  '?lang=en&lang=ru&page=1&page=2',
  `?q=${'a'.repeat(4000)}&recipient=${'b'.repeat(4000)}`,
  '?q=%FF%FE%00&category=%00&provider=%F0%9F%8E%B0&bonusId=-1&path=%2F..%2F',
  '?__proto__[polluted]=1&constructor[prototype][polluted]=1',
];

function bodyVariants(plausible: Record<string, unknown>): { contentType: string; body: string }[] {
  const json = (value: unknown) => ({ contentType: 'application/json', body: JSON.stringify(value) });
  const mapValues = (fn: (value: unknown, name: string) => unknown) =>
    Object.fromEntries(Object.entries(plausible).map(([k, v]) => [k, fn(v, k)]));
  let deep: unknown = {};
  for (let i = 0; i < 2000; i++) deep = { a: deep };
  return [
    { contentType: 'application/json', body: '{' },
    { contentType: 'application/json', body: '{"login": "demo", "password": ' },
    { contentType: 'application/json', body: '' },
    json(null),
    json([]),
    json('just a string'),
    json(12345),
    {
      contentType: 'application/json',
      body: '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
    },
    json(plausible),
    json(mapValues(() => HUGE)),
    json(mapValues(() => -1)),
    json(mapValues(() => Number.MAX_SAFE_INTEGER)),
    json(mapValues(() => null)),
    json(mapValues(() => ['x'])),
    json(mapValues(() => ({ nested: true }))),
    json(mapValues((v) => (typeof v === 'string' ? `${v}\u0000\u202e` : v))),
    json(mapValues((v) => (typeof v === 'string' && /^\d+\.\d{2}$/.test(v) ? '99999999999999999.99' : v))),
    { contentType: 'application/json', body: '{"amount": 1e400, "points": -0, "bonusId": 1.5}' },
    json(deep),
    { contentType: 'text/plain', body: 'plain text' },
    { contentType: 'application/x-www-form-urlencoded', body: 'login=demo&password=x' },
    {
      contentType: 'multipart/form-data; boundary=fuzz',
      body: '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nbroken',
    },
    { contentType: 'application/json', body: JSON.stringify({ pad: 'x'.repeat(1_100_000) }) },
  ];
}

describe('fuzz: every route answers malformed input with 4xx, never 5xx', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  test('route enumeration finds the routes the app really has', () => {
    const routes = routesOf(api.app);
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes)
      expect(api.app.hasRoute({ method: route.method as 'GET', url: route.url })).toBe(true);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/v1/sign-in/external' });
    expect(routes).toContainEqual({ method: 'GET', url: '/payment/currencies' });
    expect(routes).toContainEqual({
      method: 'POST',
      url: '/api/v1/payment/deposit/:paymentId/crypto/:cryptoTransactionId/refund',
    });
  });

  test('malformed bodies, parameters, queries and tokens', async () => {
    const routes = routesOf(api.app);
    const bodies = bodyVariants(plausibleValues());
    const failures: string[] = [];
    const misshapen: string[] = [];
    let sent = 0;
    const statuses: Record<number, number> = {};

    async function send(
      route: Route,
      url: string,
      init: { token?: string; contentType?: string; body?: string },
      what: string,
    ): Promise<void> {
      const headers: Record<string, string> = {};
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      if (init.contentType) headers['content-type'] = init.contentType;
      sent++;
      try {
        const response = await fetch(api.url + url, {
          method: route.method,
          headers,
          body: init.body,
          redirect: 'manual',
        });
        const text = await response.text();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status >= 500)
          failures.push(
            `${route.method} ${url.slice(0, 120)} [${what}] -> ${response.status} ${text.slice(0, 200)}`,
          );
        else if (response.status >= 400 && (response.headers.get('content-type') ?? '').includes('json')) {
          const body = JSON.parse(text);
          // The documented error body, each item with a known code (contract/common.ts API_ERROR_CODES)
          if (!Value.Check(contract.ApiErrorBody, body) && !Value.Check(contract.PlayBlockedBody, body))
            misshapen.push(
              `${route.method} ${route.url} [${what}] -> ${response.status} ${text.slice(0, 120)}`,
            );
        }
      } catch (error) {
        failures.push(
          `${route.method} ${url.slice(0, 120)} [${what}] -> no answer: ${(error as Error).message}`,
        );
      }
    }

    const fill = (url: string, value: string) => url.replace(/:[A-Za-z0-9_]+/g, value).replace(/\*/g, value);
    const worker = async (queue: Route[]) => {
      for (let route = queue.shift(); route; route = queue.shift()) {
        // a fresh player per route: logout, refresh or self-exclusion on one route must not blunt the next
        const { token } = createPlayerWithToken(api);
        const plain = fill(route.url, '1');
        for (const value of route.url.includes(':') || route.url.includes('*') ? BAD_PARAMS : []) {
          await send(route, fill(route.url, value), {}, `param ${value.slice(0, 20)}`);
          await send(route, fill(route.url, value), { token }, `param ${value.slice(0, 20)} + token`);
        }
        for (const query of BAD_QUERIES)
          await send(route, plain + query, { token }, `query ${query.slice(0, 40)}`);
        await send(route, plain, { token: 'not-a-real-token' }, 'bad token');
        await send(route, plain, { token: 'x'.repeat(5000) }, 'huge token');
        if (route.method !== 'GET' && route.method !== 'DELETE') {
          for (const [index, body] of bodies.entries()) {
            await send(route, plain, { contentType: body.contentType, body: body.body }, `body #${index}`);
            await send(
              route,
              plain,
              { token, contentType: body.contentType, body: body.body },
              `body #${index} + token`,
            );
          }
        }
      }
    };
    const queue = [...routes];
    await Promise.all(Array.from({ length: 6 }, () => worker(queue)));

    // the server is still up and well after all that
    expect((await fetch(`${api.url}/payment/currencies`)).status).toBe(200);
    expect(sent).toBeGreaterThan(routes.length * 10);
    // some plausible bodies got past validation, so handlers themselves were exercised, not only the schemas
    expect(statuses[200] ?? 0).toBeGreaterThan(routes.length);
    if (misshapen.length)
      console.warn(`4xx answers without the documented error body:\n${misshapen.slice(0, 30).join('\n')}`);
    expect(failures).toEqual([]);
    expect(misshapen).toEqual([]);
  }, 240_000);

  test('every integer and number a request may carry has a minimum and a maximum', () => {
    const open: string[] = [];
    const visit = (schema: any, path: string) => {
      if (!schema || typeof schema !== 'object') return;
      if ((schema.type === 'integer' || schema.type === 'number') && (schema.minimum === undefined || schema.maximum === undefined))
        open.push(path);
      for (const [name, inner] of Object.entries<any>(schema.properties ?? {})) visit(inner, `${path}.${name}`);
      for (const inner of schema.anyOf ?? []) visit(inner, path);
      if (schema.items) visit(schema.items, `${path}[]`);
    };
    for (const [name, schemas] of Object.entries<any>(ENDPOINT_SCHEMAS))
      for (const part of ['params', 'querystring', 'body']) visit(schemas[part], `${name}.${part}`);
    expect(open).toEqual([]);
  });

  test('numbers and dates at their edges (1e309, -0, NaN, Infinity, 20 digits, fractions, empty, arrays) in every field: 4xx or 2xx, never 5xx', async () => {
    const cases = everyEdgeCase();
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    // a fresh player per endpoint: logout or self-exclusion on one must not blunt the next
    const tokens = new Map<string, string>();
    const tokenFor = (request: FuzzRequest) => {
      const key = request.url.split('?')[0]!.replace(/\/[^/]*$/, '');
      if (!tokens.has(key)) tokens.set(key, createPlayerWithToken(api).token);
      return tokens.get(key)!;
    };
    const queue = [...cases];
    const worker = async () => {
      for (let request = queue.shift(); request; request = queue.shift()) {
        const headers: Record<string, string> = { authorization: `Bearer ${tokenFor(request)}` };
        if (request.contentType) headers['content-type'] = request.contentType;
        try {
          const response = await fetch(api.url + request.url, { method: request.method, headers, body: request.body, redirect: 'manual' });
          const text = await response.text();
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          if (response.status >= 500) failures.push(`${request.method} ${request.url.slice(0, 120)} [${request.what}] -> ${response.status} ${text.slice(0, 160)}`);
        } catch (error) {
          failures.push(`${request.method} ${request.url.slice(0, 120)} [${request.what}] -> no answer: ${(error as Error).message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(cases.length).toBeGreaterThan(1500);
    expect(statuses[400] ?? 0).toBeGreaterThan(cases.length / 3);
    expect(failures).toEqual([]);
  }, 120_000);
});

