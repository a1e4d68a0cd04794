import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { rowsOf } from './first-row.js';

/** A reader who has not asked for the next batch within this long has gone: the cursor is closed. */
export const CURSOR_IDLE_MS = 5 * 60_000;

type Reply<T> = { rows: T[] } | { error: unknown };

/**
 * The rows of one statement, `size` at a time, read through a server-side cursor in a transaction
 * of its own: one plan for the whole result (a sort and hash joins where they are cheapest),
 * instead of one statement per batch. The next batch is fetched only when the reader asks for it
 * (backpressure), so memory holds one batch whatever the number of rows. The transaction ends
 * when the rows run out, when the reader stops (`return()`, e.g. the download was abandoned), or
 * when the reader has not asked for CURSOR_IDLE_MS.
 */
export async function* cursorBatches<T>(db: Db, query: SQL, size: number): AsyncGenerator<T[]> {
  // The reader's requests, answered one at a time by the transaction below.
  let pending: { more: boolean; reply: (r: Reply<T>) => void } | null = null;
  let wake: (() => void) | null = null;
  /** Once the transaction has ended: what every later request gets (no more rows, or its error). */
  let closed: Reply<T> | null = null;
  const ask = (more: boolean) =>
    new Promise<Reply<T>>((reply) => {
      if (closed) return reply(closed);
      pending = { more, reply };
      wake?.();
    });
  const nextRequest = () =>
    new Promise<{ more: boolean; reply: (r: Reply<T>) => void }>((resolve, reject) => {
      const take = () => {
        clearTimeout(timer);
        wake = null;
        const request = pending as NonNullable<typeof pending>;
        pending = null;
        resolve(request);
      };
      const timer = setTimeout(() => {
        wake = null;
        reject(new Error('cursor reader idle'));
      }, CURSOR_IDLE_MS);
      if (pending) take();
      else wake = take;
    });

  const done = db
    .transaction(async (tx) => {
      // The whole result is read: plan for all of it, not for its first rows.
      await tx.execute(sql`set local cursor_tuple_fraction = 1`);
      await tx.execute(sql`declare batches no scroll cursor for ${query}`);
      for (;;) {
        const request = await nextRequest();
        if (!request.more) {
          request.reply({ rows: [] });
          return;
        }
        try {
          const rows = rowsOf<T>(await tx.execute(sql.raw(`fetch ${Number(size)} from batches`)));
          request.reply({ rows });
          if (rows.length < size) return;
        } catch (error) {
          request.reply({ error });
          throw error;
        }
      }
    })
    .then(
      () => ({ rows: [] }) as Reply<T>,
      // Rolled back: a reader still asking gets the error, never a file cut short in silence.
      (error: unknown) => ({ error }) as Reply<T>,
    )
    .then((last) => {
      closed = last;
      // A request made as it ended (or before it began) is answered too.
      const request = pending as { reply: (r: Reply<T>) => void } | null;
      pending = null;
      request?.reply(last);
    });

  let finished = false;
  try {
    for (;;) {
      const reply = await ask(true);
      if ('error' in reply) throw reply.error;
      if (reply.rows.length === 0) {
        finished = true;
        return;
      }
      yield reply.rows;
      if (reply.rows.length < size) {
        finished = true;
        return;
      }
    }
  } finally {
    // Stopped early: the transaction is told so, and ends.
    if (!finished) await ask(false);
    await done;
  }
}
