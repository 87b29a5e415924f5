import { defineEndpoint, type HttpMethod } from '@casino/contract';
import { ApiClient, ApiRequestError, NETWORK_ERROR_STATUS } from './client';

/** The transport is tested with ad-hoc definitions: it knows no endpoint of its own. */
const endpoint = (method: HttpMethod, path: string) => defineEndpoint<any, { query?: Record<string, string>; body?: unknown }>({ name: path, method, path });
import { AUTH_TOKEN_KEY, clearAuthToken, readAuthToken, writeAuthToken } from '../session/token-storage';

interface Call {
  url: string;
  auth: string | undefined;
  method: string;
}

function reply(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    text: async () => text,
  } as unknown as Response;
}

/** A fake platform API: tokens listed in `valid` pass, the refresh hands out `fresh`. */
function fakeApi(opts: {
  refresh: 'ok' | 'fail' | 'network';
  fresh?: string;
  valid: Set<string>;
  refreshDelayMs?: number;
}) {
  const calls: Call[] = [];
  const fetchImpl = jest.fn(async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const auth = headers.Authorization;
    calls.push({ url, auth, method: init.method ?? 'GET' });
    if (url.endsWith('/token/refresh')) {
      if (opts.refreshDelayMs) await new Promise((r) => setTimeout(r, opts.refreshDelayMs));
      if (opts.refresh === 'network') throw new TypeError('Failed to fetch');
      if (opts.refresh === 'fail')
        return reply(401, { status: 'error', errors: [{ field: 'authorization', message: 'expired' }] });
      opts.valid.add(opts.fresh!);
      return reply(200, { status: 'ok', data: { token: opts.fresh } });
    }
    const token = auth?.replace('Bearer ', '');
    if (token && !opts.valid.has(token))
      return reply(401, { status: 'error', errors: [{ field: 'authorization', message: 'expired' }] });
    return reply(200, { status: 'ok', data: { url, token: token ?? null } });
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch };
}

const refreshes = (calls: Call[]) => calls.filter((c) => c.url.endsWith('/token/refresh')).length;

beforeEach(() => {
  clearAuthToken();
});

describe('ApiClient', () => {
  it('sends the bearer only when a token exists and unwraps data', async () => {
    const api = fakeApi({ refresh: 'ok', valid: new Set(['t1']) });
    const client = new ApiClient({ fetch: api.fetchImpl });
    await expect(client.call(endpoint('GET', '/menu'))).resolves.toEqual({ url: '/api/v1/menu', token: null });
    expect(api.calls[0]!.auth).toBeUndefined();
    writeAuthToken('t1');
    await client.call(endpoint('GET', '/menu'), { query: { lang: 'en' } });
    expect(api.calls[1]).toMatchObject({ url: '/api/v1/menu?lang=en', auth: 'Bearer t1' });
  });

  it('surfaces the documented error body as ApiRequestError with status, errors and their codes', async () => {
    const fetchImpl = (async () =>
      reply(400, {
        status: 'error',
        errors: [
          { field: 'body.login', code: 'validation.required', message: 'is required' },
          { field: 'body.password', code: 'validation.too_short', message: 'must NOT have fewer than 1 characters' },
        ],
      })) as unknown as typeof fetch;
    const client = new ApiClient({ fetch: fetchImpl });
    const error = (await client.call(endpoint('POST', '/sign-in'), { body: {} }).catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation.required');
    expect(error.fieldCode('login')).toBe('validation.required');
    expect(error.fieldCode('password')).toBe('validation.too_short');
    expect(error.hasCode('validation.too_short')).toBe(true);
    expect(error.hasCode('auth.invalid_credentials')).toBe(false);
  });

  it('gives an error without a code the broadest code of its status, and no answer the code "network"', async () => {
    const foreign = new ApiClient({
      fetch: (async () => reply(409, { status: 'error', errors: [{ field: 'email', message: 'taken' }] })) as unknown as typeof fetch,
    });
    await expect(foreign.call(endpoint('POST', '/registration'), { body: {} })).rejects.toMatchObject({ code: 'conflict.state' });
    const proxyPage = new ApiClient({ fetch: (async () => reply(502, null)) as unknown as typeof fetch });
    await expect(proxyPage.call(endpoint('GET', '/menu'))).rejects.toMatchObject({ status: 502, code: 'internal' });
    const offline = new ApiClient({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
    });
    const error = (await offline.call(endpoint('GET', '/menu')).catch((e: unknown) => e)) as ApiRequestError;
    expect(error.status).toBe(NETWORK_ERROR_STATUS);
    expect(error.hasCode('network')).toBe(true);
  });

  it('N concurrent 401s start exactly one refresh and every call is retried once with the new token', async () => {
    const api = fakeApi({ refresh: 'ok', fresh: 'fresh', valid: new Set() });
    const client = new ApiClient({ fetch: api.fetchImpl });
    writeAuthToken('expired');
    const results = await Promise.all(
      ['/a', '/b', '/c', '/d', '/e'].map((p) => client.call(endpoint('GET', p))),
    );
    expect(results.map((r) => r.token)).toEqual(['fresh', 'fresh', 'fresh', 'fresh', 'fresh']);
    expect(refreshes(api.calls)).toBe(1);
    expect(api.calls.filter((c) => c.url === '/api/v1/a')).toHaveLength(2);
    expect(readAuthToken()).toBe('fresh');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('fresh');
  });

  it('a failed refresh clears the token and calls onSessionLost', async () => {
    const api = fakeApi({ refresh: 'fail', valid: new Set() });
    const onSessionLost = jest.fn();
    const client = new ApiClient({ fetch: api.fetchImpl });
    client.configure({ onSessionLost });
    writeAuthToken('expired');
    const errors = await Promise.all(
      ['/a', '/b'].map((p) => client.call(endpoint('GET', p)).catch((e: ApiRequestError) => e.status)),
    );
    expect(errors).toEqual([401, 401]);
    expect(refreshes(api.calls)).toBe(1);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(readAuthToken()).toBeNull();
  });

  it('a refresh failing after a sign-out forgot the token does not lose the session again (no trip to /)', async () => {
    // A call sent with the token the sign-out is revoking comes back 401; the sign-out finishes while its refresh runs.
    const api = fakeApi({ refresh: 'fail', valid: new Set(), refreshDelayMs: 20 });
    const onSessionLost = jest.fn();
    const client = new ApiClient({ fetch: api.fetchImpl });
    client.configure({ onSessionLost });
    writeAuthToken('revoked');
    const call = client.call(endpoint('GET', '/player/display-data')).catch((e: ApiRequestError) => e.status);
    await new Promise((r) => setTimeout(r, 5));
    client.forgetToken();
    expect(await call).toBe(401);
    expect(refreshes(api.calls)).toBe(1);
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('a refresh that never answers (network error) also loses the session', async () => {
    const api = fakeApi({ refresh: 'network', valid: new Set() });
    const onSessionLost = jest.fn();
    const client = new ApiClient({ fetch: api.fetchImpl });
    client.configure({ onSessionLost });
    writeAuthToken('expired');
    await expect(client.call(endpoint('GET', '/a'))).rejects.toBeInstanceOf(ApiRequestError);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('a retry answered 401 again is not retried a second time and loses the session', async () => {
    // The refresh "succeeds" but the API still refuses the new token.
    const calls: string[] = [];
    const fetchImpl = (async (url: string) => {
      calls.push(url);
      if (url.endsWith('/token/refresh')) return reply(200, { status: 'ok', data: { token: 'also-bad' } });
      return reply(401, { status: 'error', errors: [{ field: 'authorization', message: 'expired' }] });
    }) as unknown as typeof fetch;
    const onSessionLost = jest.fn();
    const client = new ApiClient({ fetch: fetchImpl });
    client.configure({ onSessionLost });
    writeAuthToken('expired');
    await expect(client.call(endpoint('GET', '/a'))).rejects.toMatchObject({ status: 401 });
    expect(calls).toEqual(['/api/v1/a', '/api/v1/token/refresh', '/api/v1/a']);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('a 401 without a token is an ordinary error (no refresh)', async () => {
    const fetchImpl = jest.fn(async () =>
      reply(401, { status: 'error', errors: [{ field: '', message: 'bad credentials' }] }),
    );
    const client = new ApiClient({ fetch: fetchImpl as unknown as typeof fetch });
    await expect(client.call(endpoint('POST', '/sign-in'), { body: { login: 'a', password: 'b' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  describe('secondary helper', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('waits for a refresh in progress and then sends the new token', async () => {
      const api = fakeApi({ refresh: 'ok', fresh: 'fresh', valid: new Set(), refreshDelayMs: 500 });
      const client = new ApiClient({ fetch: api.fetchImpl });
      client.configure({ isAuthenticated: () => true });
      writeAuthToken('expired');
      const first = client.call(endpoint('GET', '/a'));
      await jest.advanceTimersByTimeAsync(0); // the 401 arrives and the refresh starts
      expect(client.isRefreshing).toBe(true);
      const second = client.secondary(endpoint('GET', '/b'));
      await jest.advanceTimersByTimeAsync(0);
      expect(api.calls.some((c) => c.url === '/api/v1/b')).toBe(false); // held back while refreshing
      await jest.advanceTimersByTimeAsync(500);
      await expect(first).resolves.toMatchObject({ token: 'fresh' });
      await expect(second).resolves.toMatchObject({ token: 'fresh' });
      expect(api.calls.filter((c) => c.url === '/api/v1/b')).toEqual([
        { url: '/api/v1/b', auth: 'Bearer fresh', method: 'GET' },
      ]);
      expect(refreshes(api.calls)).toBe(1);
    });

    it('sends no bearer when the auth store says signed out, even with a token in storage', async () => {
      const api = fakeApi({ refresh: 'ok', valid: new Set(['t1']) });
      const client = new ApiClient({ fetch: api.fetchImpl });
      client.configure({ isAuthenticated: () => false });
      writeAuthToken('t1');
      await client.secondary(endpoint('GET', '/menu'));
      expect(api.calls[0]!.auth).toBeUndefined();
    });
  });
});

describe('the client surface', () => {
  it('has no raw-path verbs: every call names an endpoint definition', () => {
    const client = new ApiClient() as unknown as Record<string, unknown>;
    for (const verb of ['get', 'post', 'put', 'patch', 'delete']) expect(client[verb]).toBeUndefined();
  });

  it('refuses a raw method and path on the secondary helper too', async () => {
    const client = new ApiClient({ fetch: jest.fn() });
    const raw = client.secondary as unknown as (method: string, path: string) => Promise<unknown>;
    await expect(raw.call(client, 'GET', '/menu')).rejects.toThrow(TypeError);
  });
});
