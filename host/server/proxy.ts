import http from 'node:http';
import type { Duplex } from 'node:stream';

/** Headers that describe one hop and must not be forwarded (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'proxy-connection']);

function forwardHeaders(req: http.IncomingMessage, target: URL): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
  }
  headers.host = target.host;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  const prior = req.headers['x-forwarded-for'];
  const client = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = prior ? `${String(prior)}, ${client}` : client;
  return headers;
}

/**
 * Streams a request to `base` and its answer back unchanged: status, headers (every Set-Cookie), body; multipart
 * uploads and large downloads never sit in memory. A target that cannot be reached gets the API's error body with 502.
 */
export function proxyRequest(req: http.IncomingMessage, res: http.ServerResponse, base: string): void {
  const target = new URL(base);
  const upstream = http.request(
    { protocol: target.protocol, hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers: forwardHeaders(req, target) },
    (answer) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ status: 'error', errors: [{ field: '', message: `upstream ${target.origin} is unreachable (${(error as NodeJS.ErrnoException).code ?? error.message})` }] }));
  });
  req.on('aborted', () => upstream.destroy());
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
