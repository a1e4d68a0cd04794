import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { testResults } from '../../db/schema/index.js';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The wellbeing test's results: every take is a row (history kept); the latest is the current one. */
export function wellbeingRepository(db: Db) {
  const columns = {
    id: testResults.id,
    categorySlug: testResults.categorySlug,
    themeSlugs: testResults.themeSlugs,
    createdAt: testResults.createdAt,
  };
  // Part of every signed-in user answer: built once, prepared on each connection.
  const latest = db
    .select(columns)
    .from(testResults)
    .where(eq(testResults.userId, sql.placeholder('userId')))
    .orderBy(desc(testResults.createdAt))
    .limit(1)
    .prepare('test_results_latest');
  return {
    /**
     * Saves a take and, in the same transaction, what the caller adds (`alsoInTx`, given the
     * transaction handle): the result and the user's "took the test" flag are saved together.
     */
    async save(
      row: { userId: string; categorySlug: string; themeSlugs: string[]; createdAt: Date },
      alsoInTx: (tx: Db) => Promise<void>,
    ) {
      await db.transaction(async (tx) => {
        await tx.insert(testResults).values(row);
        await alsoInTx(tx);
      });
    },

    async latest(userId: string) {
      const rows = await latest.execute({ userId });
      return rows[0] ?? null;
    },

    history(userId: string, limit: number) {
      return db
        .select(columns)
        .from(testResults)
        .where(eq(testResults.userId, userId))
        .orderBy(sql`${testResults.createdAt} desc`)
        .limit(limit);
    },

    /** A deleted account's test results. */
    async forgetUser(tx: Db, userId: string) {
      await tx.delete(testResults).where(eq(testResults.userId, userId));
    },

    /** A client's tests for the back-office, newest first. */
    async historyForStaff(userId: string) {
      return rowsOf<{
        id: string;
        created_at: string | Date;
        category_slug: string;
        theme_slugs: string[];
      }>(
        await db.execute(sql`select id, created_at, category_slug, theme_slugs from test_results
          where user_id = ${userId} order by created_at desc limit 200`),
      );
    },
  };
}
export type WellbeingRepository = ReturnType<typeof wellbeingRepository>;
