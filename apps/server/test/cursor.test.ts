// Reading one statement through a server-side cursor, a batch at a time (the CSV export): every
// row once and in order, the transaction ended when the reader stops early, and an error reaches
// the reader. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cursorBatches } from '../src/db/cursor.js';
import { testAppForFile } from './app.js';

const t = testAppForFile();
const numbers = (n: number) => sql`select g as n from generate_series(1, ${n}::int) g order by g`;

/** Transactions still open on the server (PostgreSQL; PGlite has one connection, which must be free). */
async function openTransactions(): Promise<number> {
  const r = (await t.database.db.execute(
    sql`select count(*)::int as n from pg_stat_activity
         where datname = current_database() and state like 'idle in transaction%'`,
  )) as unknown as { rows: { n: number }[] };
  return r.rows[0]?.n ?? 0;
}

describe('cursorBatches', () => {
  it('gives every row once, in order, a batch at a time', async () => {
    const sizes: number[] = [];
    const seen: number[] = [];
    for await (const batch of cursorBatches<{ n: number }>(t.database.db, numbers(1234), 500)) {
      sizes.push(batch.length);
      for (const r of batch) seen.push(Number(r.n));
    }
    expect(sizes).toEqual([500, 500, 234]);
    expect(seen).toEqual(Array.from({ length: 1234 }, (_, i) => i + 1));
    // A result of exactly whole batches ends too.
    let batches = 0;
    for await (const _ of cursorBatches(t.database.db, numbers(1000), 500)) batches++;
    expect(batches).toBe(2);
  });

  it('ends its transaction when the reader stops early (an abandoned download)', async () => {
    for (let i = 0; i < 3; i++) {
      for await (const batch of cursorBatches<{ n: number }>(t.database.db, numbers(5000), 100)) {
        expect(batch[0]?.n).toBe(1);
        break;
      }
    }
    expect(await openTransactions()).toBe(0);
  });

  it('hands the reader the database’s error, and ends its transaction', async () => {
    // Row 600 divides by zero: the first batch is read, the second fails.
    const failing = sql`select 1 / (600 - g) as n from generate_series(1, 1000) g`;
    const read: number[] = [];
    const error = await (async () => {
      for await (const batch of cursorBatches<{ n: number }>(t.database.db, failing, 500))
        read.push(batch.length);
    })().then(
      () => null,
      (e: Error & { cause?: Error }) => e,
    );
    expect(String(error?.cause?.message ?? error)).toMatch(/division by zero/);
    expect(read).toEqual([500]);
    expect(await openTransactions()).toBe(0);
  });
});
