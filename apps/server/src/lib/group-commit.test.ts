import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit.js';

/** A promise with its resolve exposed. */
function deferred<T = void>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * A writer whose batches wait until the test lets them go: `started` lists the batches begun,
 * `next()` resolves with the next batch to start (in order), `release(n)` ends the n-th batch.
 */
function heldWriter(fail?: (items: number[]) => boolean) {
  const started: number[][] = [];
  const gates: ReturnType<typeof deferred<void>>[] = [];
  const waiters: (() => void)[] = [];
  let taken = 0;
  const gate = (n: number) => {
    gates[n] ??= deferred();
    return gates[n];
  };
  const write = async (items: number[]) => {
    const n = started.push(items) - 1;
    for (const w of waiters.splice(0)) w();
    await gate(n).promise;
    if (fail?.(items)) throw new Error('write failed');
    return items.map((i) => i * 10);
  };
  return {
    write,
    started,
    async next(): Promise<number[]> {
      while (started.length <= taken) await new Promise<void>((r) => waiters.push(r));
      return started[taken++] as number[];
    },
    release: (n: number) => gate(n).resolve(),
  };
}

describe('groupCommit', () => {
  it('writes what arrives during a write as the next batch, each item answered with its own result', async () => {
    const w = heldWriter();
    const sizes: number[] = [];
    const g = groupCommit(w.write, { maxBatch: 100, onBatch: (n) => sizes.push(n) });
    const first = g.submit(1);
    expect(await w.next()).toEqual([1]);
    const rest = [2, 3, 4].map((i) => g.submit(i));
    expect(g.waiting).toBe(3);
    const nextBatch = w.next();
    w.release(0);
    expect(await first).toBe(10);
    expect(await nextBatch).toEqual([2, 3, 4]);
    w.release(1);
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
    expect(sizes).toEqual([1, 3]);
  });

  it('gathers items submitted in the same tick into one batch, up to maxBatch', async () => {
    const w = heldWriter();
    const g = groupCommit(w.write, { maxBatch: 3 });
    const all = [1, 2, 3, 4, 5].map((i) => g.submit(i));
    expect(await w.next()).toEqual([1, 2, 3]);
    const second = w.next();
    w.release(0);
    expect(await second).toEqual([4, 5]);
    w.release(1);
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50]);
  });

  it('fails every item of a failed batch, and only those', async () => {
    const w = heldWriter((items) => items.includes(2));
    const g = groupCommit(w.write, { maxBatch: 100 });
    const one = g.submit(1);
    await w.next();
    const failing = [2, 3].map((i) => g.submit(i).catch((err: Error) => err.message));
    const second = w.next();
    w.release(0);
    await second;
    const after = w.next();
    const later = g.submit(4);
    w.release(1);
    expect(await Promise.all(failing)).toEqual(['write failed', 'write failed']);
    expect(await one).toBe(10);
    expect(await after).toEqual([4]);
    w.release(2);
    expect(await later).toBe(40);
  });

  it('writes at most `concurrency` batches at a time', async () => {
    const w = heldWriter();
    const g = groupCommit(w.write, { maxBatch: 1, concurrency: 2 });
    const all = [1, 2, 3].map((i) => g.submit(i));
    await w.next();
    await w.next();
    expect(w.started).toEqual([[1], [2]]);
    expect(g.waiting).toBe(1);
    const third = w.next();
    w.release(1);
    expect(await third).toEqual([3]);
    w.release(0);
    w.release(2);
    expect(await Promise.all(all)).toEqual([10, 20, 30]);
  });
});
