import http from 'node:http';
import type { Duplex } from 'node:stream';
import { clientAddress } from './client-address';

/** Headers that describe one hop and must not be forwarded (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'proxy-connection']);

export interface ProxyOptions {
  /** Proxies in front of the edge whose X-Forwarded-For is believed (EDGE_TRUSTED_PROXIES). */
  trustedProxies?: readonly string[];
  /** 'https' when players reach the site over HTTPS (EDGE_PUBLIC_URL). */
  proto?: 'http' | 'https';
  /** The most of a request body passed on; more is a 413 from the edge, before or while it streams. */
  bodyLimit?: number;
  /** Added to every answer unless the target set them itself. */
  responseHeaders?: Record<string, string>;
  /** Added to every answer, replacing the target's. */
  forcedResponseHeaders?: Record<string, string>;
}

function forwardHeaders(req: http.IncomingMessage, target: URL, options: ProxyOptions): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
  }
  headers.host = target.host;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = options.proto ?? 'http';
  // Replaced, never appended to: a client that writes its own X-Forwarded-For must not choose the address it is limited by.
  headers['x-forwarded-for'] = clientAddress(req, options.trustedProxies ?? []);
  return headers;
}

export function errorAnswer(res: http.ServerResponse, status: number, field: string, message: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extra });
  res.end(JSON.stringify({ status: 'error', errors: [{ field, message }] }));
}

/**
 * After the edge refused a body, how much more of it it still reads and drops, and for how long: a client that sends
 * the whole body before reading (most do) then reads the refusal (the proxy's 413, release control's 401, 403 or 413)
 * instead of failing on a connection closed under it. Past either, the connection is cut: a client that keeps
 * sending ties the edge up no longer.
 */
const LINGER_BYTES = 16 * 1024 * 1024;
const LINGER_MS = 10_000;

/** Reads and drops the rest of a refused body, keeping the connection (and the answer on its way) until it ends. */
export function drainRefusedBody(req: http.IncomingMessage): void {
  let drained = 0;
  const cut = () => req.socket.destroy();
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > LINGER_BYTES) cut();
  });
  req.once('close', () => clearTimeout(timer));
  req.resume();
}

const tooLarge = (limit: number) => `the request body is larger than ${limit >= 1024 * 1024 ? `${(limit / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(limit / 1024)} KB`}`;

/**
 * Streams a request to `base` and its answer back unchanged: status, headers (every Set-Cookie), body; multipart
 * uploads and large downloads never sit in memory. A body over `bodyLimit` is a 413 from the edge (by Content-Length
 * before anything is sent on, else as soon as the stream passes it); an answer the target sent before it stopped
 * reading (its own 413) is passed through, not turned into a 502. A target that cannot be reached gets a 502.
 */
export function proxyRequest(req: http.IncomingMessage, res: http.ServerResponse, base: string, options: ProxyOptions = {}): void {
  const limit = options.bodyLimit ?? Infinity;
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    errorAnswer(res, 413, 'body', tooLarge(limit));
    drainRefusedBody(req);
    return;
  }
  const target = new URL(base);
  let answered = false;
  let refused = false;
  const upstream = http.request(
    { protocol: target.protocol, hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers: forwardHeaders(req, target, options) },
    (answer) => {
      answered = true;
      const headers: http.OutgoingHttpHeaders = { ...options.responseHeaders };
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
      }
      Object.assign(headers, options.forcedResponseHeaders);
      // The target answered before reading the whole body (a 413): stop sending it on, and drop the rest.
      if (!req.readableEnded) {
        req.unpipe(upstream);
        drainRefusedBody(req);
      }
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    },
  );
  upstream.on('error', (error) => {
    if (answered || refused) return; // an answer is already on its way; a write error of the request body changes nothing
    if (res.headersSent) {
      res.destroy();
      return;
    }
    errorAnswer(res, 502, '', `upstream ${target.origin} is unreachable (${(error as NodeJS.ErrnoException).code ?? error.message})`);
  });
  req.on('aborted', () => upstream.destroy());
  let received = 0;
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit && !refused) {
      refused = true;
      req.unpipe(upstream);
      upstream.destroy();
      if (!res.headersSent) errorAnswer(res, 413, 'body', tooLarge(limit));
      drainRefusedBody(req);
    }
  });
  req.pipe(upstream);
}

/** Forwards a WebSocket upgrade (the dev server's hot reload) byte for byte. */
export function proxyUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer, base: string): void {
  const target = new URL(base);
  const upstream = http.request({
    hostname: target.hostname,
    port: target.port,
    method: req.method,
    path: req.url,
    headers: { ...req.headers, host: target.host },
  });
  upstream.on('upgrade', (answer, upstreamSocket, upstreamHead) => {
    const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`];
    for (let i = 0; i < answer.rawHeaders.length; i += 2) lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (upstreamHead.length > 0) socket.write(upstreamHead);
    if (head.length > 0) upstreamSocket.write(head);
    upstreamSocket.pipe(socket).pipe(upstreamSocket);
    // Either side going away ends both: the server's upgraded sockets allow half-open, which would keep them forever.
    const closeBoth = () => {
      socket.destroy();
      upstreamSocket.destroy();
    };
    for (const side of [socket, upstreamSocket]) {
      side.on('end', closeBoth);
      side.on('close', closeBoth);
    }
    upstreamSocket.on('error', () => socket.destroy());
    socket.on('error', () => upstreamSocket.destroy());
  });
  upstream.on('response', () => socket.destroy());
  upstream.on('error', () => socket.destroy());
  upstream.end();
}
