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

/**
 * The unit an address allowance counts: an IPv4 address, or an IPv6 address's /64 (one subscriber's network: a single
 * host there can use as many addresses as it likes).
 */
export function addressGroup(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
