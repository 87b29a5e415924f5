import { request, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * What is left of the hand-written proxy: the edge's HTTP proxying is @fastify/reply-from (api-proxy.ts). Here: how a
 * refused body is read and dropped (the proxy, release control's upload), and the dev server's WebSocket upgrade.
 */

/**
 * After the edge refused a body, how much more of it it still reads and drops, and for how long: a client that sends
 * the whole body before reading (most do) then reads the refusal (the proxy's 413, release control's 401, 403 or 413)
 * instead of failing on a connection closed under it. Past either, the connection is cut: a client that keeps
 * sending ties the edge up no longer.
 */
const LINGER_BYTES = 16 * 1024 * 1024;
const LINGER_MS = 10_000;

/** Reads and drops the rest of a refused body, keeping the connection (and the answer on its way) until it ends. */
export function drainRefusedBody(req: IncomingMessage): void {
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

/** Forwards a WebSocket upgrade (the dev server's hot reload) byte for byte. */
export function proxyUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, base: string): void {
  const target = new URL(base);
  const upstream = request({
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
