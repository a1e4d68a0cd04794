import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { redisInsurance } from './insurance.js';
import { type FailureStore, memoryFailureStore } from './limiter.js';

/** A connection whose state the test sets, and a Redis-side store that fails while told to. */
function setup() {
  const connection = { status: 'ready' };
  const logs: string[] = [];
  const insurance = redisInsurance(connection as unknown as Redis, {
    warn: (_o, msg) => logs.push(`warn ${msg}`),
    info: (_o, msg) => logs.push(`info ${msg}`),
  });
  const remote = memoryFailureStore(60_000);
  let failing = false;
  const shared: FailureStore = {
    get: (key) => (failing ? Promise.reject(new Error('Command timed out')) : remote.get(key)),
    hit: (key, at) => (failing ? Promise.reject(new Error('Command timed out')) : remote.hit(key, at)),
    reset: (key) => (failing ? Promise.reject(new Error('Command timed out')) : remote.reset(key)),
  };
  const local = memoryFailureStore(60_000);
  const store = insurance.insure(shared, local);
  const fail = (v: boolean) => {
    failing = v;
  };
  return { connection, logs, remote, local, store, fail };
}

describe('redisInsurance', () => {
  it('counts in Redis while it answers, in-process while a call fails, and in Redis again after', async () => {
    const s = setup();
    await s.store.hit('k', 1);
    expect(await s.remote.get('k')).toMatchObject({ count: 1 });

    s.fail(true);
    expect(await s.store.hit('k', 2)).toEqual({ count: 1, lastAt: 2 });
    expect(await s.store.get('k')).toEqual({ count: 1, lastAt: 2 });
    expect(await s.local.get('k')).toMatchObject({ count: 1 });

    s.fail(false);
    expect(await s.store.hit('k', 3)).toEqual({ count: 2, lastAt: 3 });
    // One line when it goes, one when it comes back: not one per call.
    expect(s.logs).toEqual([
      'warn redis unavailable: counting in-process until it returns',
      'info redis answers again: counting in redis',
    ]);
  });

  it('does not call Redis at all while the connection is not ready', async () => {
    const s = setup();
    s.connection.status = 'reconnecting';
    s.fail(true);
    await s.store.hit('k', 1);
    await s.store.hit('k', 2);
    expect(await s.local.get('k')).toMatchObject({ count: 2 });
    s.connection.status = 'ready';
    s.fail(false);
    expect(await s.store.get('k')).toEqual({ count: 0, lastAt: 0 });
    expect(s.logs).toHaveLength(2);
  });
});
