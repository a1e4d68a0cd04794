import type { Redis } from 'ioredis';

/**
 * Counts attempts per key in a fixed window (e.g. failed logins per account). In-process by
 * default; shared through Redis when configured, so several app processes count as one.
 */
export interface AttemptLimiter {
  /** Current count within the window. */
  count(key: string): Promise<number>;
  hit(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function memoryLimiter(windowMs: number, now: () => number = Date.now): AttemptLimiter {
  const buckets = new Map<string, { count: number; resetAt: number }>();
  const get = (key: string) => {
    const b = buckets.get(key);
    if (!b || b.resetAt <= now()) return undefined;
    return b;
  };
  return {
    async count(key) {
      return get(key)?.count ?? 0;
    },
    async hit(key) {
      const b = get(key) ?? { count: 0, resetAt: now() + windowMs };
      b.count++;
      buckets.set(key, b);
      if (buckets.size > 50_000) {
        for (const [k, v] of buckets) if (v.resetAt <= now()) buckets.delete(k);
      }
      return b.count;
    },
    async reset(key) {
      buckets.delete(key);
    },
  };
}

export function redisLimiter(redis: Redis, prefix: string, windowMs: number): AttemptLimiter {
  const k = (key: string) => `${prefix}${key}`;
  return {
    async count(key) {
      return Number((await redis.get(k(key))) ?? 0);
    },
    async hit(key) {
      const n = await redis.incr(k(key));
      if (n === 1) await redis.pexpire(k(key), windowMs);
      return n;
    },
    async reset(key) {
      await redis.del(k(key));
    },
  };
}
