/**
 * Group commit: items submitted while a batch is being written wait in memory and are written
 * together by the next call of `write` (one transaction for many requests). Each submitter awaits
 * its own item's result, so nothing is acknowledged before its batch is committed; when `write`
 * throws, every item of that batch is rejected with the error (and nothing of it is written, as
 * `write` runs one transaction). At most `concurrency` batches are written at a time: a lone item
 * goes at once (after the current I/O phase, so items parsed together leave together); under load,
 * batches grow to what arrived while the writers were busy, up to `maxBatch`. It gathers lookups
 * the same way (`write` then reads). See docs/decisions/017-group-commit.md.
 */
export function groupCommit<I, O>(
  write: (items: I[]) => Promise<O[]>,
  opts: { maxBatch: number; concurrency?: number; onBatch?: (size: number) => void },
) {
  interface Waiting {
    item: I;
    resolve: (o: O) => void;
    reject: (err: unknown) => void;
  }
  const concurrency = opts.concurrency ?? 1;
  let queue: Waiting[] = [];
  /** Batches being written, and whether a start is already scheduled. */
  let writing = 0;
  let scheduled = false;

  async function writeBatch(batch: Waiting[]) {
    opts.onBatch?.(batch.length);
    try {
      const out = await write(batch.map((w) => w.item));
      if (out.length !== batch.length) throw new Error('group commit: one result per item expected');
      batch.forEach((w, i) => w.resolve(out[i] as O));
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }

  /** Starts batches while there are waiting items and a free writer. */
  function pump() {
    scheduled = false;
    while (queue.length > 0 && writing < concurrency) {
      const batch = queue.slice(0, opts.maxBatch);
      queue = queue.slice(batch.length);
      writing++;
      void writeBatch(batch).finally(() => {
        writing--;
        schedule();
      });
    }
  }

  function schedule() {
    if (scheduled || queue.length === 0 || writing >= concurrency) return;
    scheduled = true;
    // After the current I/O phase, so items parsed together leave together.
    setImmediate(pump);
  }

  return {
    /** Queues an item; resolves with its result once its batch is committed. */
    submit(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
    /** Items waiting for a batch (not counting those being written). */
    get waiting() {
      return queue.length;
    },
  };
}
