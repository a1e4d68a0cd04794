import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.js';

/** A load the test finishes when it wants, counting how often it ran. */
function loader<T>() {
  let calls = 0;
  let finish: (v: T) => void = () => {};
  return {
    get calls() {
      return calls;
    },
    load: () => {
      calls++;
      return new Promise<T>((r) => {
        finish = r;
      });
    },
    finish: (v: T) => finish(v),
  };
}

describe('ReadCache', () => {
  it('keeps an answer while live, and drops it when a table it was read from changes', async () => {
    const cache = new ReadCache();
    cache.resume();
    let n = 0;
    const load = async () => ({ n: ++n });
    expect(await cache.read('k', ['a', 'b'], load)).toEqual({ n: 1 });
    expect(await cache.read('k', ['a', 'b'], load)).toEqual({ n: 1 });
    cache.invalidate('c');
    expect(await cache.read('k', ['a', 'b'], load)).toEqual({ n: 1 });
    cache.invalidate('b');
    expect(await cache.read('k', ['a', 'b'], load)).toEqual({ n: 2 });
    cache.invalidate();
    expect(await cache.read('k', ['a', 'b'], load)).toEqual({ n: 3 });
  });

  it('does not keep what a read loaded when a change came while it loaded', async () => {
    const cache = new ReadCache();
    cache.resume();
    const l = loader<string>();
    const before = cache.read('k', ['a'], l.load);
    cache.invalidate('a');
    l.finish('old');
    expect(await before).toBe('old');
    expect(cache.size).toBe(0);
    const after = cache.read('k', ['a'], l.load);
    l.finish('new');
    expect(await after).toBe('new');
    expect(l.calls).toBe(2);
    expect(cache.size).toBe(1);
  });

  it('shares one load among concurrent reads, but not with reads that began after a change', async () => {
    const cache = new ReadCache();
    cache.resume();
    const l = loader<string>();
    const a = cache.read('k', ['a'], l.load);
    const b = cache.read('k', ['a'], l.load);
    expect(l.calls).toBe(1);
    cache.invalidate('a');
    const c = cache.read('k', ['a'], l.load);
    expect(l.calls).toBe(2);
    l.finish('after');
    expect(await c).toBe('after');
    expect(cache.size).toBe(1);
    // The first load is never finished here; the two reads that shared it still wait for it.
    void a;
    void b;
  });

  it('reads through and keeps nothing while not live, and starts empty when live again', async () => {
    const cache = new ReadCache();
    let n = 0;
    const load = async () => ++n;
    expect(await cache.read('k', ['a'], load)).toBe(1);
    expect(await cache.read('k', ['a'], load)).toBe(2);
    cache.resume();
    expect(await cache.read('k', ['a'], load)).toBe(3);
    expect(await cache.read('k', ['a'], load)).toBe(3);
    cache.suspend();
    expect(cache.size).toBe(0);
    expect(await cache.read('k', ['a'], load)).toBe(4);
    const l = loader<number>();
    cache.resume();
    const pending = cache.read('k', ['a'], l.load);
    cache.suspend();
    l.finish(5);
    expect(await pending).toBe(5);
    expect(cache.size).toBe(0);
  });

  it('freezes what it keeps, so no caller changes the next answer', async () => {
    const cache = new ReadCache();
    cache.resume();
    const kept = await cache.read('k', ['a'], async () => [{ tags: ['x'] }]);
    expect(Object.isFrozen(kept)).toBe(true);
    expect(Object.isFrozen(kept[0]?.tags)).toBe(true);
    expect(() => kept[0]?.tags.push('y')).toThrow(TypeError);
  });

  it('counts hits, misses and bypasses', async () => {
    const seen: string[] = [];
    const cache = new ReadCache({ observe: (k, r) => seen.push(`${k}:${r}`) });
    await cache.read('k', ['a'], async () => 1);
    cache.resume();
    await cache.read('k', ['a'], async () => 1);
    await cache.read('k', ['a'], async () => 1);
    expect(seen).toEqual(['k:bypass', 'k:miss', 'k:hit']);
  });

  it('drops what a write changes once the write is done, and once it has failed', async () => {
    const cache = new ReadCache();
    cache.resume();
    let n = 0;
    const load = async () => ++n;
    await cache.read('k', ['plans'], load);
    expect(await cache.writing('themes', Promise.resolve('written'))).toBe('written');
    expect(await cache.read('k', ['plans'], load)).toBe(1);
    expect(await cache.writing('plans', Promise.resolve('written'))).toBe('written');
    expect(await cache.read('k', ['plans'], load)).toBe(2);
    await expect(cache.writing('plans', Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await cache.read('k', ['plans'], load)).toBe(3);
  });
});
