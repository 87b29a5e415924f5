import type { ApiErrorBody, ApiErrorItem } from '@casino/contract/schemas/common';
import { codeForStatus, type ApiErrorCode } from '@casino/contract';
import { authTokenIsRequestScoped, clearAuthToken, readAuthToken, writeAuthToken } from '../session/token-storage';
import { endpointPath, type HttpMethod, type JsonEndpoint } from '@casino/contract';

/**
 * The ONE API client (ARCHITECTURE.md "Session and the API client"). Loaded once as part of the @casino/shared
 * federation singleton, so the host and every remote share its token, its refresh and its hooks.
 *
 * - Base URL '/api/v1' (the edge proxies it), settable with configure().
 * - Authorization: Bearer only when a token exists.
 * - A 401 on a call that carried a token starts ONE refresh (GET /token/refresh) for all callers; each call is retried
 *   once with the new token; a failed refresh or a retry answered 401 calls onSessionLost (the host signs out and goes to /).
 * - The secondary helper sends the bearer only when the auth store says authenticated and waits for a refresh in progress.
 * - It is the token's one owner (SPEC.md section 3: cookie and localStorage `auth_token`): the session store hands it a
 *   sign-in's token (storeToken) and asks it to forget one (forgetToken); nothing else writes the storage.
 */

export const DEFAULT_API_BASE_URL = '/api/v1';

/** A non-ok answer: the documented error body (contract/src/schemas/common.ts), with the HTTP status. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    readonly status: number,
    readonly errors: ApiErrorItem[],
    readonly path: string,
  ) {
    super(
      errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join('; ') ||
        `HTTP ${status} on ${path}`,
    );
  }

  /** The first item's code: what a program branches on (`network` when no answer came). */
  get code(): ApiErrorCode | undefined {
    return this.errors[0]?.code;
  }

  /** Whether any item carries this code (API_ERROR_CODES in contract/common.ts). */
  hasCode(code: ApiErrorCode): boolean {
    return this.errors.some((e) => e.code === code);
  }

  /** The code of the first error about a form field; `login` also matches the API's "body.login". */
  fieldCode(field: string): ApiErrorCode | undefined {
    return this.errors.find((e) => e.field === field || e.field === `body.${field}`)?.code;
  }
}

/** The API's answer that what was asked for does not exist (404) or cannot (400: an id of the wrong shape). */
export const isNotFoundAnswer = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/** Status 0: the request never got an answer (offline, aborted, CORS); its one error has the code `network`. */
export const NETWORK_ERROR_STATUS = 0;

export type { HttpMethod };

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Skip the base URL (SPEC.md section 7: /payment/currencies has no api prefix). */
  absolute?: boolean;
  /** A 401 is just an error: no refresh, no retry (logout must not refresh a token it is about to revoke). */
  noRefresh?: boolean;
}

/** What a call by name may add: an abort signal, headers, no refresh. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'headers' | 'noRefresh'>;

export interface ApiClientHooks {
  /** Called once per lost session (refresh failed, or the retry was refused). The host clears the store and goes to '/'. */
  onSessionLost: () => void;
  /** The auth store's signed-in flag; only the secondary helper consults it. */
  isAuthenticated: () => boolean;
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
}

type Body = unknown;

interface Attempt {
  method: HttpMethod;
  path: string;
  body: Body;
  options: RequestOptions;
  /** Secondary helper: bearer only when the auth store says authenticated. */
  secondary: boolean;
}

function defaultSessionLost(): void {
  clearAuthToken();
  if (typeof window !== 'undefined') window.location.assign('/');
}

export class ApiClient {
  private baseUrl: string;
  private fetchImpl: typeof fetch | undefined;
  private refreshInFlight: Promise<string | null> | null = null;
  private hooks: ApiClientHooks = {
    onSessionLost: defaultSessionLost,
    isAuthenticated: () => readAuthToken() !== null,
  };

  constructor(options: ApiClientOptions = {}) {
    this.baseUrl = options.baseUrl ?? DEFAULT_API_BASE_URL;
    this.fetchImpl = options.fetch;
  }

  configure(options: ApiClientOptions & Partial<ApiClientHooks>): void {
    if (options.baseUrl !== undefined) this.baseUrl = options.baseUrl.replace(/\/$/, '');
    if (options.fetch) this.fetchImpl = options.fetch;
    const { onSessionLost, isAuthenticated } = options;
    if (onSessionLost) this.hooks.onSessionLost = onSessionLost;
    if (isAuthenticated) this.hooks.isAuthenticated = isAuthenticated;
  }

  /** The stored access token, or null when signed out. */
  get authToken(): string | null {
    return readAuthToken();
  }

  /** Keeps a sign-in's token for every later call and for the next visit. */
  storeToken(token: string): void {
    writeAuthToken(token);
  }

  /** Drops the token (sign-out, or a session the API refused). */
  forgetToken(): void {
    clearAuthToken();
  }

  /**
   * Whether the player is signed in, outside React (loaders, the secondary helper): the session store's flag once
   * the host connected it (`isAuthenticated`), a stored token before. Components ask `useSignedIn()`.
   */
  get signedIn(): boolean {
    return this.hooks.isAuthenticated();
  }

  get apiBaseUrl(): string {
    return this.baseUrl;
  }

  /**
   * Calls one endpoint. The definition comes from the caller's own bundle (`ENDPOINTS['game.sections']` of
   * @casino/contract, or a team's `defineEndpoint`): this transport knows no endpoint, so a remote built against a
   * newer contract than the live host calls what it was built for. The answer and input types come from the definition.
   */
  async call<Data, Input>(
    endpoint: JsonEndpoint<Data, Input>,
    ...[input, options]: Record<never, never> extends Input
      ? [input?: Input, options?: CallOptions]
      : [input: Input, options?: CallOptions]
  ): Promise<Data> {
    return this.run<Data>({ ...this.attempt(endpoint, input, options), secondary: false });
  }

  /** A request from an endpoint definition and its input (path parameters, query, body). */
  private attempt(endpoint: JsonEndpoint<unknown, unknown>, input: unknown, options: CallOptions | undefined): Omit<Attempt, 'secondary'> {
    if (!endpoint || typeof endpoint.path !== 'string' || typeof endpoint.method !== 'string') {
      throw new TypeError('apiClient takes an endpoint definition ({ name, method, path }) from @casino/contract');
    }
    const given = (input ?? {}) as { params?: Record<string, string | number>; query?: RequestOptions['query']; body?: unknown };
    const path = endpointPath(endpoint.path, given.params);
    const requestOptions: RequestOptions = { ...options, ...(given.query ? { query: given.query } : {}), ...(endpoint.root ? { absolute: true } : {}) };
    return { method: endpoint.method, path, body: given.body, options: requestOptions };
  }

  /**
   * The SPEC.md "secondary fetch helper", for an endpoint definition like `call`: waits for a refresh in progress,
   * then sends the bearer only when the auth store reports authenticated (a stale token left in storage after
   * sign-out is never sent).
   */
  async secondary<Data, Input>(
    endpoint: JsonEndpoint<Data, Input>,
    ...[input, options]: Record<never, never> extends Input
      ? [input?: Input, options?: CallOptions]
      : [input: Input, options?: CallOptions]
  ): Promise<Data> {
    if (this.refreshInFlight) await this.refreshInFlight.catch(() => null);
    return this.run<Data>({ ...this.attempt(endpoint, input, options), secondary: true });
  }

  /** True while a token refresh is running (the secondary helper waits for it). */
  get isRefreshing(): boolean {
    return this.refreshInFlight !== null;
  }

  /**
   * One refresh for everybody: the first caller starts GET /token/refresh, later callers get the same promise.
   * Resolves the new token, or null when the refresh failed (network, error status, or status other than ok).
   */
  refreshTokenOnce(): Promise<string | null> {
    if (!this.refreshInFlight) {
      this.refreshInFlight = this.exchangeToken().finally(() => {
        this.refreshInFlight = null;
      });
    }
    return this.refreshInFlight;
  }

  private async exchangeToken(): Promise<string | null> {
    const token = readAuthToken();
    try {
      const response = await this.send('GET', this.url('/token/refresh', {}), undefined, token, {});
      const body = (await readJson(response)) as { status?: string; data?: { token?: unknown } } | null;
      const fresh = body?.data?.token;
      if (!response.ok || body?.status !== 'ok' || typeof fresh !== 'string' || fresh === '') {
        this.loseSession(token);
        return null;
      }
      writeAuthToken(fresh);
      return fresh;
    } catch {
      this.loseSession(token);
      return null;
    }
  }

  /**
   * The session of `token` is lost. When the stored token is no longer that one, a sign-out (or a new sign-in)
   * ended it meanwhile on purpose: a call still in flight with the revoked token must not send the player to '/'
   * after the sign-out has taken them to their home page.
   */
  private loseSession(token: string | null): void {
    if (readAuthToken() !== token) return;
    clearAuthToken();
    this.hooks.onSessionLost();
  }

  private tokenFor(attempt: Attempt): string | null {
    if (attempt.secondary && !this.hooks.isAuthenticated()) return null;
    return readAuthToken();
  }

  private async run<T>(attempt: Attempt): Promise<T> {
    const url = this.url(attempt.path, attempt.options);
    const sentToken = this.tokenFor(attempt);
    let response = await this.sendOrThrow(attempt, url, sentToken);

    // A server render's token is its request's own: no refresh there (the one refresh in flight is shared by every
    // caller of this client, so in the edge's worker it would hand one player's new token to another's render).
    if (response.status === 401 && sentToken && !attempt.options.noRefresh && !authTokenIsRequestScoped()) {
      // Another caller may already have refreshed while this request was in flight: then just retry with that token.
      // A token gone from storage means a refresh already failed and the session is being dropped: no second refresh.
      const current = readAuthToken();
      const token = !current ? null : current !== sentToken ? current : await this.refreshTokenOnce();
      if (!token) throw await toError(response, attempt.path); // the failed refresh has already called onSessionLost
      response = await this.sendOrThrow(attempt, url, token);
      if (response.status === 401) {
        this.loseSession(token);
        throw await toError(response, attempt.path);
      }
    }
    return unwrap<T>(response, attempt.path);
  }

  private async sendOrThrow(attempt: Attempt, url: string, token: string | null): Promise<Response> {
    try {
      return await this.send(attempt.method, url, attempt.body, token, attempt.options);
    } catch (cause) {
      if ((cause as Error)?.name === 'AbortError') throw cause;
      throw new ApiRequestError(
        NETWORK_ERROR_STATUS,
        [{ field: '', code: 'network', message: String((cause as Error)?.message ?? cause) }],
        attempt.path,
      );
    }
  }

  private send(
    method: HttpMethod,
    url: string,
    body: Body,
    token: string | null,
    options: RequestOptions,
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = { method, headers };
    if (options.signal) init.signal = options.signal;
    if (body !== undefined) {
      if (typeof FormData !== 'undefined' && body instanceof FormData) {
        init.body = body;
      } else {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(body);
      }
    }
    const fetchImpl = this.fetchImpl ?? globalThis.fetch.bind(globalThis);
    return fetchImpl(url, init);
  }

  private url(path: string, options: RequestOptions): string {
    const base = options.absolute || /^https?:\/\//.test(path) ? '' : this.baseUrl;
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) query.set(key, String(value));
    }
    const search = query.toString();
    return `${base}${path}${search ? (path.includes('?') ? '&' : '?') + search : ''}`;
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The body's errors, each with a code (from the status when the body gave none), or one item for the status. */
function withCodes(errors: unknown, response: Response): ApiErrorItem[] {
  const fallback = codeForStatus(response.status);
  if (!Array.isArray(errors) || errors.length === 0)
    return [{ field: '', code: fallback, message: response.statusText || `HTTP ${response.status}` }];
  return errors.map((e: Partial<ApiErrorItem>) => ({
    field: typeof e?.field === 'string' ? e.field : '',
    code: typeof e?.code === 'string' ? e.code : fallback,
    message: typeof e?.message === 'string' ? e.message : '',
  }));
}

async function toError(response: Response, path: string): Promise<ApiRequestError> {
  const body = (await readJson(response)) as Partial<ApiErrorBody> | null;
  return new ApiRequestError(response.status, withCodes(body?.errors, response), path);
}

/** Success is { status: "ok", data }: callers get `data`. Anything else becomes an ApiRequestError. */
async function unwrap<T>(response: Response, path: string): Promise<T> {
  if (!response.ok) throw await toError(response, path);
  const body = (await readJson(response)) as { status?: string; data?: T; errors?: ApiErrorItem[] } | null;
  if (body && body.status === 'ok') return body.data as T;
  if (body && body.status === 'error') throw new ApiRequestError(response.status, withCodes(body.errors, response), path);
  // Endpoints outside the envelope (e.g. /build-id) hand back the raw body.
  return body as T;
}

/** The single instance every app uses (a federation singleton through @casino/shared). */
export const apiClient = new ApiClient();

/** "Is the player signed in?" where there is no React (a route loader); the same flag `useSignedIn()` reads. */
export const isSignedIn = (): boolean => apiClient.signedIn;
