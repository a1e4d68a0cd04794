import type { Redis } from 'ioredis';
import { sha256 } from './crypto.js';

/**
 * Remembers that something was used, until it expires: `claim` answers true only for the first
 * caller. In-process by default; through Redis (SET NX) when configured, so a second process
 * refuses what the first one took.
 */
export interface OnceStore {
  claim(key: string, ttlMs: number): Promise<boolean>;
}

export function memoryOnceStore(now: () => number = Date.now): OnceStore {
  const taken = new Map<string, number>();
  return {
    async claim(key, ttlMs) {
      const t = now();
      const until = taken.get(key);
      if (until !== undefined && until > t) return false;
      taken.set(key, t + ttlMs);
      if (taken.size > 10_000) for (const [k, v] of taken) if (v <= t) taken.delete(k);
      return true;
    },
  };
}

/** Keys go to Redis hashed: they hold signatures and tokens, which never appear there as they are. */
export function redisOnceStore(redis: Redis, prefix: string): OnceStore {
  return {
    async claim(key, ttlMs) {
      return (await redis.set(`${prefix}${sha256(key)}`, '1', 'PX', Math.max(1, ttlMs), 'NX')) === 'OK';
    },
  };
}
