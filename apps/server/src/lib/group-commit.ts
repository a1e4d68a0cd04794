/**
 * Group commit: items submitted while a batch is being written wait in memory and are written
 * together by the next call of `write` (one transaction for many requests). Each submitter awaits
 * its own item's result, so nothing is acknowledged before its batch is committed; when `write`
 * throws, every item of that batch is rejected with the error (and nothing of it is written, as
 * `write` runs one transaction). One batch is written at a time: a lone item goes at once (after
 * the current I/O phase, so items parsed together leave together); under load, batches grow to what
 * arrived during the previous write, up to `maxBatch`. See docs/decisions/017-group-commit.md.
 */
export function groupCommit<I, O>(
  write: (items: I[]) => Promise<O[]>,
  opts: { maxBatch: number; onBatch?: (size: number) => void },
) {
  interface Waiting {
    item: I;
    resolve: (o: O) => void;
    reject: (err: unknown) => void;
  }
  let queue: Waiting[] = [];
  let writing: Promise<void> | null = null;

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.slice(0, opts.maxBatch);
      queue = queue.slice(batch.length);
      opts.onBatch?.(batch.length);
      try {
        const out = await write(batch.map((w) => w.item));
        if (out.length !== batch.length) throw new Error('group commit: one result per item expected');
        batch.forEach((w, i) => w.resolve(out[i] as O));
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
  }

  function start() {
    if (writing) return;
    writing = new Promise<void>((resolve) => setImmediate(resolve))
      .then(drain)
      .finally(() => {
        writing = null;
        // An item submitted between the last batch and this line starts the next round.
        if (queue.length > 0) start();
      });
  }

  return {
    /** Queues an item; resolves with its result once its batch is committed. */
    submit(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        start();
      });
    },
    /** Items waiting for a batch (not counting the one being written). */
    get waiting() {
      return queue.length;
    },
  };
}
