import type http from 'node:http';

const plain = (address: string) => address.replace(/^::ffff:/, '');

/**
 * The address of the client as this edge can vouch for it: the peer of the connection, or, when that peer is one of
 * the proxies configured in EDGE_TRUSTED_PROXIES, the last address that proxy appended to X-Forwarded-For.
 */
export function clientAddress(req: http.IncomingMessage, trustedProxies: readonly string[]): string {
  const peer = plain(req.socket.remoteAddress ?? '');
  if (!trustedProxies.includes(peer)) return peer;
  const chain = String(req.headers['x-forwarded-for'] ?? '').split(',').map((item) => plain(item.trim())).filter(Boolean);
  return chain.at(-1) ?? peer;
}
