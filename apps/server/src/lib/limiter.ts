import type { Redis } from 'ioredis';
import { sha256 } from './crypto.js';

/** A counter: how many within the window, and when the last one happened. */
export interface FailureCount {
  count: number;
  lastAt: number;
}

/**
 * Counts events (failed sign-ins, e-mails to an address) per key in a fixed window (the window
 * starts at the first event). In-process by default; shared through Redis when configured, so
 * several app processes count as one (insured by an in-process store, lib/insurance.ts).
 */
export interface FailureStore {
  get(key: string): Promise<FailureCount>;
  /** Counts one failure at `now` and answers the new count, atomically. */
  hit(key: string, now: number): Promise<FailureCount>;
  reset(key: string): Promise<void>;
}

export function memoryFailureStore(windowMs: number, now: () => number = Date.now): FailureStore {
  const buckets = new Map<string, FailureCount & { resetAt: number }>();
  const live = (key: string) => {
    const b = buckets.get(key);
    if (!b || b.resetAt <= now()) return undefined;
    return b;
  };
  return {
    async get(key) {
      const b = live(key);
      return { count: b?.count ?? 0, lastAt: b?.lastAt ?? 0 };
    },
    async hit(key, at) {
      const b = live(key) ?? { count: 0, lastAt: 0, resetAt: now() + windowMs };
      b.count++;
      b.lastAt = at;
      buckets.set(key, b);
      if (buckets.size > 50_000) {
        for (const [k, v] of buckets) if (v.resetAt <= now()) buckets.delete(k);
      }
      return { count: b.count, lastAt: b.lastAt };
    },
    async reset(key) {
      buckets.delete(key);
    },
  };
}

/** Count, time and expiry in one script: two processes hitting the same key never lose a count. */
const HIT_SCRIPT = `
local n = redis.call('HINCRBY', KEYS[1], 'count', 1)
redis.call('HSET', KEYS[1], 'last', ARGV[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return n`;

/**
 * The counters in Redis, under a hash of each key: keys name accounts and sources (e-mail and IP
 * addresses), which never appear in Redis as they are.
 */
export function redisFailureStore(redis: Redis, prefix: string, windowMs: number): FailureStore {
  const k = (key: string) => `${prefix}${sha256(key)}`;
  return {
    async get(key) {
      const [count, last] = await redis.hmget(k(key), 'count', 'last');
      return { count: Number(count ?? 0), lastAt: Number(last ?? 0) };
    },
    async hit(key, at) {
      const count = Number(await redis.eval(HIT_SCRIPT, 1, k(key), String(at), String(windowMs)));
      return { count, lastAt: at };
    },
    async reset(key) {
      await redis.del(k(key));
    },
  };
}

/** How failed sign-ins are throttled. */
export const LOGIN_THROTTLE = {
  windowMs: 3600_000,
  /** Failures from one source (IP or known device) against one account before delays start. */
  freePerSource: 5,
  /** The delay doubles with every further failure, up to this. */
  maxDelayMs: 15 * 60_000,
  /** Failures per account per hour from sources the account does not know. */
  perAccountPerHour: 100,
} as const;

/**
 * Throttles password guesses by account and source together: a source that keeps failing waits
 * longer and longer (1 s, 2 s, 4 s … 15 min) before its next try at that account, and an account
 * takes at most 100 failures an hour from sources it does not know. A browser where the owner
 * signed in before (a signed device cookie) is never held back by what others do, so nobody can
 * lock the owner out from elsewhere; brute force stays bounded either way.
 */
export function loginThrottle(store: FailureStore, now: () => number) {
  const sourceKey = (account: string, source: string) => `s:${account}:${source}`;
  const accountKey = (account: string) => `a:${account}`;

  /** Milliseconds the next attempt must wait after `n` failures from one source. */
  const delayAfter = (n: number) =>
    n < LOGIN_THROTTLE.freePerSource
      ? 0
      : Math.min(LOGIN_THROTTLE.maxDelayMs, 1000 * 2 ** (n - LOGIN_THROTTLE.freePerSource));

  return {
    /** 0 when an attempt may go ahead now, else the seconds to wait. */
    async retryAfterSeconds(account: string, source: string, knownDevice: boolean): Promise<number> {
      const [bySource, byAccount] = await Promise.all([
        store.get(sourceKey(account, source)),
        knownDevice ? Promise.resolve(null) : store.get(accountKey(account)),
      ]);
      const waitUntil = bySource.lastAt + delayAfter(bySource.count);
      let waitMs = Math.max(0, waitUntil - now());
      if (byAccount && byAccount.count >= LOGIN_THROTTLE.perAccountPerHour) {
        waitMs = Math.max(waitMs, LOGIN_THROTTLE.maxDelayMs);
      }
      return Math.ceil(waitMs / 1000);
    },
    async failure(account: string, source: string, knownDevice: boolean) {
      await Promise.all([
        store.hit(sourceKey(account, source), now()),
        knownDevice ? undefined : store.hit(accountKey(account), now()),
      ]);
    },
    async success(account: string, source: string) {
      await store.reset(sourceKey(account, source));
    },
    /** After a password reset: the account starts afresh. */
    async clearAccount(account: string) {
      await store.reset(accountKey(account));
    },
  };
}
export type LoginThrottle = ReturnType<typeof loginThrottle>;

/** The account e-mails (links and notices) one address receives at most per window, whoever asks. */
export const ACCOUNT_MAIL_LIMIT = {
  perRecipient: 5,
  windowMs: 3600_000,
} as const;

/**
 * Caps the account e-mails sent to one address on anonymous requests (sign-up, trial, "continue
 * my trial", verification again, password links), from any source and process: beyond its share
 * nothing is sent. The caller answers before deciding (mail.enqueueAfterAnswer), so an address at
 * its limit gets exactly the answer it always got. Keyed by a hash of the address.
 */
export function recipientLimit(store: FailureStore, now: () => number) {
  return {
    /** Counts one e-mail to `address`: false when the address already had its share this window. */
    async allow(address: string): Promise<boolean> {
      const { count } = await store.hit(sha256(address.toLowerCase()), now());
      return count <= ACCOUNT_MAIL_LIMIT.perRecipient;
    },
  };
}
export type RecipientLimit = ReturnType<typeof recipientLimit>;
