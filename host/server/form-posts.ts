import crypto from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS, endpointPath, type EndpointRoute } from '@casino/contract/endpoints';
import {
  CONFIRM_FIELD,
  FORM_ID_FIELD,
  FORM_NEXT_FIELD,
  FORM_POSTS,
  FORM_TOKEN_FIELD,
  isFormPostId,
  type FormCall,
  type FormEcho,
  type FormPost,
  type FormPostId,
  type ServerFormState,
} from '@casino/contract/form-posts';
import { LOCALES } from '@casino/contract/schemas';
import { clientAddress } from './client-address';
import { crossSiteFormHtml } from './cross-site-form';
import { signToken, verifyToken } from './release/signed-token';
import { NO_STORE } from './static-files';

/**
 * Forms the edge answers (issue 36; docs/server-render.md, "Forms the edge answers"): a form of FORM_POSTS sent by the
 * browser itself (JavaScript off, or a submit before the page hydrated) as `application/x-www-form-urlencoded` to its
 * own page's address. The edge calls the API with the endpoint definition the app uses, then answers 303 to the page
 * the app shows next, or renders the same page again with the typed values kept (never a password) and the API's
 * error codes beside their fields.
 *
 * Refused before anything is sent to the API:
 *   - a form another site made the browser send: `Sec-Fetch-Site` other than same-origin, or an `Origin` that is not
 *     this site's (403: a guest's form, the page again with the typed values and a translated "expired or from another
 *     site"; a player's form, a translated page saying it was sent from another site and nothing moved);
 *   - a signed-in player's form without the session's form token (an HMAC of the session's token, put in the page by
 *     the server render) or with another one (403); without a session, the sign-in page;
 *   - a body over FORM_BODY_LIMIT (413), not url-encoded (415), a field sent twice or too long, a form that is not on
 *     this page (400).
 * A `redirect` field is followed only to a path of this site.
 */

/** A form's body: a few short fields. */
export const FORM_BODY_LIMIT = 8 * 1024;
/** The longest value a field may have (the API's own limits are lower). */
const FIELD_MAX_CHARS = 1024;
/** How long the edge waits for the API's answer to a form. */
const API_TIMEOUT_MS = 10_000;
/** The auth_token cookie the app writes (shared/src/session/token-storage.ts): readable by the page, 30 days. */
const AUTH_TOKEN_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The session's form token: bound to the session's token, so another site can neither read nor make it. */
export function formToken(secret: string, authToken: string): string {
  return crypto.createHmac('sha256', secret).update(`form-post\0${authToken}`).digest('base64url');
}

/**
 * The cookie carrying what a form the edge sent did, to the page it went to next (FormPost.done), once: cleared with the
 * page that shows it. Not single use: a copy sent again within FORM_DONE_TTL_MS with the same session's token shows
 * that player's own result again; docs/server-render.md ("Once, not single use") says why no store is kept for it.
 */
export const FORM_DONE_COOKIE = 'form_done';
/** How long that page has to be asked for: the browser follows the 303 at once. */
const FORM_DONE_TTL_MS = 60_000;

/** The session a result belongs to, as its digest (the session's token never goes into another cookie). */
const sessionOf = (authToken: string) => crypto.createHash('sha256').update(authToken).digest('base64url');

type FormDoneClaims = NonNullable<ServerFormState['done']> & { session: string; exp: number };

/** The FORM_DONE_COOKIE value: the result, its expiry and its session, signed with the edge's secret (signed-token.ts). */
export function signFormDone(secret: string, authToken: string, done: NonNullable<ServerFormState['done']>, now = Date.now()): string {
  return signToken<FormDoneClaims>('form-done', { ...done, session: sessionOf(authToken), exp: now + FORM_DONE_TTL_MS }, secret);
}

/**
 * What a FORM_DONE_COOKIE says, or undefined when it is not this session's, was not signed by this edge's secret, has
 * expired, or is malformed: a page never says a deposit went through because a visitor wrote so.
 */
export function readFormDone(secret: string, authToken: string, value: unknown, now = Date.now()): ServerFormState['done'] {
  const session = sessionOf(authToken);
  const claims = verifyToken<FormDoneClaims>(
    'form-done',
    value,
    secret,
    ({ form, result, session: bound }) =>
      bound === session &&
      isFormPostId(form) &&
      result !== null &&
      typeof result === 'object' &&
      Object.values(result).every((entry) => typeof entry === 'string'),
    now,
  );
  return claims ? { form: claims.form, result: claims.result } : undefined;
}

function sameToken(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * A path of this site to go to, or null: one leading slash (not `//host` nor `/\host`, which browsers read as another
 * host), no control characters, and unchanged when resolved against this site.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const base = 'http://site.invalid';
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * Whether the browser says the form came from another site: `Sec-Fetch-Site` (every current browser sends it) must be
 * same-origin; without it, an `Origin` must be this site's. A request with neither is no browser's cross-site form.
 */
export function isCrossSite(headers: FastifyRequest['headers'], siteOrigins: readonly string[]): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin';
  const origin = headers.origin;
  if (typeof origin === 'string') return !siteOrigins.includes(origin);
  return false;
}

export interface FormRenderAgain {
  echo: FormEcho;
  status: number;
}

export interface FormPostOptions {
  apiUrl: string;
  /** The key of the form tokens (the edge's own secret). */
  secret: string;
  /** This site's public origin(s), e.g. https://casino.example (the Host header's origin is accepted too). */
  publicUrl: string;
  trustedProxies: string[];
  secureCookies: boolean;
  /** Renders the form's page again for this request with the echo (edge-app.ts servePage). */
  renderAgain(request: FastifyRequest, reply: FastifyReply, again: FormRenderAgain): Promise<unknown>;
}

type Body = Record<string, unknown>;

/** `/{lang}/{page}`: the language and the section path of a page address, or null. */
function pageOf(pathname: string): { locale: string; page: string } | null {
  const found = /^\/([a-z]{2})\/(.+?)\/?$/.exec(pathname);
  if (!found || !(LOCALES as readonly string[]).includes(found[1]!)) return null;
  return { locale: found[1]!, page: found[2]! };
}

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).header('cache-control', NO_STORE).send({ status: 'error', code, errors: [{ field: 'form', code, message }] });
}

/** The typed values of the form's named fields: each a single string of bounded length, else null. */
function readValues(post: FormPost, body: Body): Record<string, string> | null {
  const values: Record<string, string> = {};
  for (const field of post.fields) {
    const value = body[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length > FIELD_MAX_CHARS) return null;
    values[field] = value;
  }
  return values;
}

interface ApiAnswer {
  status: number;
  body: { status?: string; data?: unknown; errors?: { field?: string; code?: string }[] } | null;
}

export function registerFormPosts(app: FastifyInstance, options: FormPostOptions): void {
  const configured = new URL(options.publicUrl || 'http://localhost').origin;
  const apiBase = options.apiUrl.replace(/\/$/, '');

  async function callEndpoint(request: FastifyRequest, call: FormCall, locale: string, authToken: string | undefined): Promise<ApiAnswer> {
    const endpoint: EndpointRoute = ENDPOINTS[call.endpoint];
    const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
    const url = `${apiBase}${endpoint.root ? '' : '/api/v1'}${endpointPath(endpoint.path, call.params)}${query}`;
    const sendsBody = endpoint.method !== 'GET';
    const response = await fetch(url, {
      method: endpoint.method,
      headers: {
        accept: 'application/json',
        ...(sendsBody ? { 'content-type': 'application/json' } : {}),
        'accept-language': locale,
        // The player's own address, as the API proxy forwards it (the API's per-address limits).
        'x-forwarded-for': clientAddress(request.raw, options.trustedProxies),
        ...(authToken ? { authorization: `Bearer ${authToken}` } : {}),
      },
      ...(sendsBody ? { body: JSON.stringify(call.body ?? {}) } : {}),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as ApiAnswer['body'];
    return { status: response.status, body };
  }
  const callApi = (request: FastifyRequest, post: FormPost, values: Record<string, string>, locale: string, authToken: string | undefined) =>
    callEndpoint(request, { endpoint: post.endpoint, body: post.body(values, locale), ...(post.query ? { query: post.query(locale) } : {}) }, locale, authToken);
  const succeeded = (answer: ApiAnswer) => answer.status >= 200 && answer.status < 300 && answer.body?.status === 'ok';

  void app.register(async (scope) => {
    await scope.register(fastifyFormbody, { bodyLimit: FORM_BODY_LIMIT });
    scope.post('/*', { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const page = pageOf(pathname);
      const body = request.body as Body | undefined;
      if (!page) return refuse(reply, 404, 'form.page', 'no form is answered at this address');
      if (!/^application\/x-www-form-urlencoded\b/i.test(String(request.headers['content-type'] ?? ''))) return refuse(reply, 415, 'form.type', 'expected a url-encoded form');
      if (!body || typeof body !== 'object') return refuse(reply, 400, 'form.body', 'expected a url-encoded form');
      const id = body[FORM_ID_FIELD];
      if (!isFormPostId(id) || FORM_POSTS[id].page !== page.page) return refuse(reply, 400, 'form.unknown', 'this page has no such form');
      const post: FormPost = FORM_POSTS[id];

      const host = typeof request.headers.host === 'string' ? request.headers.host : '';
      const origins = [configured, ...(host ? [`${options.secureCookies ? 'https' : 'http'}://${host}`] : [])];
      const values = readValues(post, body);
      // What the page drawn again keeps: what was typed, never a secret, nor the answer to the confirmation.
      const kept = Object.fromEntries(Object.entries(values ?? {}).filter(([field]) => !post.secret?.includes(field) && field !== CONFIRM_FIELD));
      const renderAgain = (status: number, errors: FormEcho['errors'], confirm?: FormEcho['confirm']) =>
        options.renderAgain(request, reply.header('cache-control', NO_STORE), {
          status,
          echo: { form: id as FormPostId, values: kept, errors, ...(confirm ? { confirm } : {}) },
        });
      const toSignIn = () => reply.header('cache-control', NO_STORE).redirect(`/${page.locale}/login?${FORM_NEXT_FIELD}=${encodeURIComponent(pathname)}`, 303);
      // The API's refusal as the page shows it: its codes by field (a field not on the form: the form as a whole).
      const refusal = (answer: ApiAnswer) => {
        if (post.session === 'player' && answer.status === 401) return toSignIn();
        const errors = (answer.body?.errors ?? [])
          .filter((error) => typeof error.code === 'string')
          .map((error) => ({ field: String(error.field ?? '').replace(/^body\./, ''), code: error.code! }))
          .map((error) => (error.field && !post.fields.includes(error.field) ? { field: '', code: error.code } : error));
        if (answer.status >= 500 || errors.length === 0) return renderAgain(503, [{ field: '', code: errors[0]?.code ?? 'internal' }]);
        return renderAgain(answer.status === 429 ? 429 : 422, errors);
      };

      // Nothing is sent to the API. The player reads the page again, in its language, with a translated "this form
      // expired or came from another site", what was typed (never a password) and, signed in, this session's own form
      // token, so sending it again from here works. Another site cannot read this answer (no CORS), and the
      // SameSite=Lax cookie does not go with its POST, so the page it would get is a guest's.
      // A signed-in player's form (deposit, profile, bonus code) from another site comes without the SameSite=Lax
      // cookie, so its page drawn again would be a guest's (the sign-in page, or an empty shell without JavaScript):
      // the answer is a page of its own that says what happened, in the page's language (cross-site-form.ts).
      if (isCrossSite(request.headers, origins)) {
        if (post.session === 'player') return reply.code(403).header('cache-control', NO_STORE).type('text/html; charset=utf-8').send(crossSiteFormHtml(page.locale, pathname));
        return renderAgain(403, [{ field: '', code: 'form.cross-site' }]);
      }

      if (!values) return refuse(reply, 400, 'form.field', 'a field was sent twice or is too long');
      const next = sameSitePath(body[FORM_NEXT_FIELD]);

      const authToken = request.cookies.auth_token;
      if (post.session === 'player') {
        if (!authToken) return toSignIn();
        // Sent from this site (checked above) with a token that is missing or another session's (the session changed
        // since the page was drawn): nothing is sent to the API; the page comes back with this session's token, what
        // was typed, and the form's translated "did not work, try again".
        if (!sameToken(formToken(options.secret, authToken), body[FORM_TOKEN_FIELD])) return renderAgain(403, [{ field: '', code: 'form.token' }]);
      }

      const token = post.session === 'player' ? authToken : undefined;

      // A value the app could never send (a negative or non-numeric amount in a question someone edited): refused here,
      // confirmed or not, before any call.
      const invalid = post.check?.(values) ?? [];
      if (invalid.length > 0) return renderAgain(422, invalid);

      // The app's question before it sends (the cashier's "Deposit 25 € with Visa?", "Withdraw 30 € with Visa?"): a form that does not come from
      // it gets the checks the app makes before asking, then the page asking it. Nothing has moved yet.
      if (post.confirm && values[CONFIRM_FIELD] !== '1') {
        const answers: unknown[] = [];
        let refused: ApiAnswer | undefined;
        try {
          for (const call of post.confirm.checks(values, page.locale)) {
            const answer = await callEndpoint(request, call, page.locale, token);
            if (!succeeded(answer)) refused ??= answer;
            answers.push(succeeded(answer) ? answer.body?.data : null);
          }
        } catch {
          return renderAgain(503, [{ field: '', code: 'network' }]);
        }
        // What the app says first (an amount outside the method's limits) before a check the API refused.
        const judged = post.confirm.judge(values, answers);
        if (judged.errors.length > 0) return renderAgain(422, judged.errors);
        if (refused) return refusal(refused);
        return renderAgain(200, [], { notes: judged.notes });
      }

      let answer: ApiAnswer;
      try {
        answer = await callApi(request, post, values, page.locale, token);
      } catch {
        return renderAgain(503, [{ field: '', code: 'network' }]);
      }
      // The session's token expired or was revoked (401): sign in again, then back to this page.
      if (!succeeded(answer)) return refusal(answer);
      reply.header('cache-control', NO_STORE);
      if (post.signsIn) {
        const newToken = (answer.body?.data as { token?: unknown } | undefined)?.token;
        if (typeof newToken !== 'string') return renderAgain(503, [{ field: '', code: 'internal' }]);
        // As the app writes it (shared/src/session/token-storage.ts): readable by the page, same-site lax.
        reply.setCookie('auth_token', newToken, { path: '/', sameSite: 'lax', secure: options.secureCookies, maxAge: AUTH_TOKEN_COOKIE_MAX_AGE_S });
      }
      const data = answer.body?.data;
      // The call the app makes next (the chosen bonus after a completed deposit): its refusal is part of the result.
      const follow = post.then?.(values, page.locale, data) ?? null;
      let then: { data?: unknown; code?: string } | undefined;
      if (follow) {
        const second = await callEndpoint(request, follow, page.locale, token).catch(() => null);
        then = second && succeeded(second) ? { data: second.body?.data } : { code: second?.body?.errors?.find((error) => typeof error.code === 'string')?.code ?? (second ? 'internal' : 'network') };
      }
      const target = post.next(page.locale, next, values, data);
      if (post.done && token) {
        // The next page says what happened, as the app does in place; signed and bound to this session, read once.
        const cookie = signFormDone(options.secret, token, { form: id as FormPostId, result: post.done(values, data, then) });
        reply.setCookie(FORM_DONE_COOKIE, cookie, { path: target.split('?')[0]!, httpOnly: true, sameSite: 'lax', secure: options.secureCookies, maxAge: FORM_DONE_TTL_MS / 1000 });
      }
      return reply.redirect(target, 303);
    });
  });
}
