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

/** Fixed one-minute windows per address: enough to keep one client from flooding an endpoint. */
export class AddressLimit {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; false once the address is over its allowance for this minute. */
  allow(address: string): boolean {
    const now = this.now();
    if (this.windows.size > 10_000) for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    let window = this.windows.get(address);
    if (!window || window.resetAt <= now) this.windows.set(address, (window = { count: 0, resetAt: now + 60_000 }));
    window.count += 1;
    return window.count <= this.perMinute;
  }
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
