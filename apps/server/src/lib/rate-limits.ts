import { isIPv6 } from 'node:net';

/** A route's request budget per client (see `config.rateLimit` on each route). */
export interface RateLimitTier {
  max: number;
  timeWindow: number;
}

export type RateLimits = Record<'auth' | 'writes' | 'reads' | 'contact', RateLimitTier>;

/** The four budgets, per minute, scaled by RATE_LIMIT_MULTIPLIER (tests and load runs raise it). */
export function rateLimitTiers(multiplier: number): RateLimits {
  const tier = (max: number) => ({ max: Math.ceil(max * multiplier), timeWindow: 60_000 });
  return { auth: tier(10), writes: tier(100), reads: tier(1000), contact: tier(5) };
}

/** Clients whose address is unknown (the connection closed while earlier hooks ran) share a key. */
export const UNKNOWN_CLIENT = 'unknown-client';

/**
 * An IPv6 address's eight 16-bit groups (`::` expanded, an embedded dotted IPv4 tail as two
 * groups, a zone index dropped). The address must be valid IPv6 (`isIPv6`).
 */
function ipv6Groups(address: string): number[] {
  let a = (address.split('%')[0] ?? '').toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(a);
  if (dotted) {
    const [b0, b1, b2, b3] = dotted.slice(1).map(Number) as [number, number, number, number];
    a = `${a.slice(0, dotted.index)}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const [head = '', tail] = a.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - h.length - t.length).fill('0');
  return [...h, ...zeros, ...t].map((g) => Number.parseInt(g, 16));
}

/**
 * The rate limiter's key for a client address, as @fastify/rate-limit's default makes it: an IPv4
 * address as it is, an IPv4-mapped IPv6 address as its IPv4, any other IPv6 address by its /64
 * network (one subscriber's allocation, so rotating addresses within it buys nothing). A request
 * whose client already went away has no address: it gets one shared key, never an error.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return UNKNOWN_CLIENT;
  if (!isIPv6(address)) return address.toLowerCase();
  const g = ipv6Groups(address);
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    const [hi = 0, lo = 0] = g.slice(6);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}
