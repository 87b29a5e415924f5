import type http from 'node:http';
import { PassThrough } from 'node:stream';
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from './client-address';
import { drainRefusedBody } from './proxy';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route this proxy answers: the API's headers apply to its answers, not a page's (edge-app.ts). */
    proxied?: boolean;
  }
}

/** Headers that describe one hop and must not be forwarded (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'proxy-connection'];

/**
 * How long the edge waits on an idle API connection (no answer, no byte) before it answers 504: above the API's
 * slowest legitimate answer (a document upload on a slow line is bytes flowing, not idle).
 */
export const UPSTREAM_IDLE_TIMEOUT_MS = 120_000;

export interface ProxyOptions {
  /** Where requests go, e.g. http://127.0.0.1:4000. */
  target: string;
  /** Proxies in front of the edge whose X-Forwarded-For is believed (EDGE_TRUSTED_PROXIES). */
  trustedProxies: readonly string[];
  /** 'https' when players reach the site over HTTPS (EDGE_PUBLIC_URL). */
  proto: 'http' | 'https';
  /** The most of a request body passed on, by its content type; more is a 413 from the edge, before or while it streams. */
  bodyLimit: (contentType: string | undefined) => number;
}

/** @fastify/reply-from, once for the app (its `reply.from` is decorated on the root): Node's http agent, no retries. */
export function registerReplyFrom(app: FastifyInstance): void {
  void app.register(replyFrom, {
    http: { requestOptions: { timeout: UPSTREAM_IDLE_TIMEOUT_MS } },
    // Nothing is retried: a POST must never be sent twice, and a GET the target failed is the client's to retry.
    retryMethods: [],
    disableRequestLogging: true,
  });
}

/** The answer the edge itself gives on the proxied paths: the API's own error shape. */
export const errorBody = (field: string, message: string) => ({ status: 'error', errors: [{ field, message }] });

const tooLarge = (limit: number) => `the request body is larger than ${limit >= 1024 * 1024 ? `${(limit / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(limit / 1024)} KB`}`;

interface ProxyState {
  /** The body went over its limit: the answer is the edge's 413. */
  refused?: number;
  /** The target's answer is on its way to the client: later errors of the request body change nothing. */
  answered?: boolean;
  /** The body stream handed to the target. */
  body?: PassThrough;
}
const states = new WeakMap<http.IncomingMessage, ProxyState>();
const stateOf = (request: FastifyRequest) => {
  let state = states.get(request.raw);
  if (!state) states.set(request.raw, (state = {}));
  return state;
};

/**
 * A proxy to one target as a Fastify plugin over @fastify/reply-from (Node's http agent): requests and answers stream
 * through unchanged (status, every Set-Cookie, multipart uploads and downloads never sit in memory), hop-by-hop
 * headers are dropped, X-Forwarded-For is replaced by the address the edge vouches for (client-address.ts), a body
 * over its limit is the edge's 413 (by Content-Length before anything is sent on, else as soon as the stream passes
 * it) and the rest of it is read and dropped, an answer the target sent before it stopped reading (its own 413)
 * passes through instead of becoming a 502, and an unreachable target is a 502 (a silent one, a 504).
 *
 * Call it in the scope of the proxied routes (it replaces that scope's body parsers with the streaming one) after
 * `registerReplyFrom` on the app; it answers the handler for those routes.
 */
export function registerProxy(scope: FastifyInstance, options: ProxyOptions): (request: FastifyRequest, reply: FastifyReply) => FastifyReply {
  streamRequestBodies(scope, options.bodyLimit);
  return proxyHandler(options);
}

/** The scope's bodies are streams handed on as they arrive, within `bodyLimit` (see registerProxy). */
function streamRequestBodies(scope: FastifyInstance, bodyLimit: ProxyOptions['bodyLimit']): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (request, payload, done) => {
    const limit = bodyLimit(request.headers['content-type']);
    const state = stateOf(request);
    if (Number(request.headers['content-length'] ?? 0) > limit) {
      // Refused by its length, before anything is sent on. Not as a parser error: Fastify closes the connection after
      // one, and a client still sending its body would never read the 413. The handler answers; the rest is dropped.
      drainRefusedBody(payload);
      state.refused = limit;
      return done(null, undefined);
    }
    const body = new PassThrough();
    state.body = body;
    let received = 0;
    // Errors of this stream reach the proxy through its pipeline; none may go unhandled.
    body.on('error', () => undefined);
    payload.on('data', (chunk: Buffer) => {
      if (state.refused || state.answered || body.destroyed) return;
      received += chunk.length;
      if (received > limit) {
        state.refused = limit;
        drainRefusedBody(payload);
        body.destroy(new Error(tooLarge(limit)));
        return;
      }
      if (!body.write(chunk)) payload.pause();
    });
    body.on('drain', () => payload.resume());
    payload.on('end', () => body.end());
    payload.on('aborted', () => body.destroy());
    done(null, body);
  });

  scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 502;
    const field = status === 413 ? 'body' : status === 400 ? 'path' : '';
    if (status >= 500) request.log.warn(error, 'proxy error');
    return reply.code(status).header('cache-control', 'no-store').send(errorBody(field, error.message));
  });
}

/** The handler that sends a request on to `options.target` (bodies: as the scope's parser left them). */
export function proxyHandler(options: Omit<ProxyOptions, 'bodyLimit'>): (request: FastifyRequest, reply: FastifyReply) => FastifyReply {
  const target = new URL(options.target);

  const requestHeaders = (request: { headers: http.IncomingHttpHeaders; raw: unknown }, headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders => {
    const forwarded: http.IncomingHttpHeaders = { ...headers };
    for (const name of HOP_BY_HOP) delete forwarded[name];
    forwarded['x-forwarded-host'] = request.headers.host ?? '';
    forwarded['x-forwarded-proto'] = options.proto;
    // Replaced, never appended to: a client that writes its own X-Forwarded-For must not choose the address it is limited by.
    forwarded['x-forwarded-for'] = clientAddress(request.raw as http.IncomingMessage, options.trustedProxies);
    return forwarded;
  };

  const answerHeaders = (headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders => {
    const kept: http.IncomingHttpHeaders = { ...headers };
    for (const name of HOP_BY_HOP) delete kept[name];
    return kept;
  };

  return (request, reply) => {
    const state = stateOf(request);
    if (state.refused) return reply.code(413).header('cache-control', 'no-store').send(errorBody('body', tooLarge(state.refused)));
    try {
      return reply.from(`${target.origin}${request.url}`, {
        rewriteRequestHeaders: requestHeaders,
        rewriteHeaders: answerHeaders,
        onResponse: (_request, reply, answer) => {
          state.answered = true;
          // The target answered before reading the whole body (its own 413): stop sending it on, and drop the rest.
          if (!request.raw.complete) {
            state.body?.destroy();
            drainRefusedBody(request.raw);
          }
          void reply.send(answer.stream);
        },
        onError: (reply, { error }) => {
          if (state.answered) return; // an answer is already on its way; a write error of the request body changes nothing
          if (state.refused) return void reply.code(413).header('cache-control', 'no-store').send(errorBody('body', tooLarge(state.refused)));
          if (reply.raw.headersSent) return void reply.raw.destroy();
          if (!request.raw.complete) drainRefusedBody(request.raw);
          const cause = (error as Error & { cause?: NodeJS.ErrnoException }).cause;
          const status = (error as { statusCode?: number }).statusCode === 504 ? 504 : 502;
          void reply
            .code(status)
            .header('cache-control', 'no-store')
            .send(errorBody('', `upstream ${target.origin} ${status === 504 ? 'did not answer in time' : 'is unreachable'} (${cause?.code ?? error.message})`));
        },
      });
    } catch (error) {
      // reply-from refuses a path it cannot make safe (".." segments, broken percent-encoding): the client's error.
      drainRefusedBody(request.raw);
      return reply.code(400).header('cache-control', 'no-store').send(errorBody('path', `the path cannot be forwarded (${(error as Error).message})`));
    }
  };
}
