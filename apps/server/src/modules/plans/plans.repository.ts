import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/first-row.js';
import { plans } from '../../db/schema/index.js';

const columns = {
  id: plans.id,
  name: plans.name,
  slug: plans.slug,
  description: plans.description,
  price: plans.price,
  currency: plans.currency,
  durationDays: plans.durationDays,
  features: plans.features,
  categoryAccess: plans.categoryAccess,
  fullCategoryAccess: plans.fullCategoryAccess,
  isActive: plans.isActive,
  order: plans.order,
  createdAt: plans.createdAt,
};

export type PlanRow = Awaited<ReturnType<PlansRepository['list']>>[number];

export function plansRepository(db: Db) {
  // The landing's pricing reads this list on every visit: built once as prepared statements.
  const listQuery = (onlyActive: boolean) =>
    db
      .select(columns)
      .from(plans)
      .where(onlyActive ? eq(plans.isActive, true) : undefined)
      .orderBy(asc(plans.order), asc(plans.name))
      .prepare(onlyActive ? 'plans_list_active' : 'plans_list_all');
  const listActive = listQuery(true);
  const listAll = listQuery(false);
  return {
    list({ onlyActive }: { onlyActive: boolean }) {
      return (onlyActive ? listActive : listAll).execute();
    },
    async findBySlug(slug: string, { onlyActive }: { onlyActive: boolean }) {
      return firstRow(
        db
          .select(columns)
          .from(plans)
          .where(and(eq(plans.slug, slug), onlyActive ? eq(plans.isActive, true) : undefined)),
      );
    },
    /** A plan by id; `handle` is the caller's transaction when there is one. */
    async findById(id: string, handle: Db = db) {
      return firstRow(handle.select(columns).from(plans).where(eq(plans.id, id)));
    },
    /** Name, slug, price and currency of plans by id (the back-office's payment records). */
    async summaries(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: plans.id,
          name: plans.name,
          slug: plans.slug,
          price: plans.price,
          currency: plans.currency,
        })
        .from(plans)
        .where(inArray(plans.id, ids));
    },
    /** Ids of plans whose folded name contains the text (the back-office's search). */
    async idsMatchingName(pattern: string) {
      const rows = await db
        .select({ id: plans.id })
        .from(plans)
        .where(sql`sanarte_fold(${plans.name}) like ${pattern}`);
      return rows.map((r) => r.id);
    },
    /** A new plan; null when one with the same slug exists. */
    async insert(values: typeof plans.$inferInsert) {
      const [row] = await db.insert(plans).values(values).onConflictDoNothing().returning({ id: plans.id });
      return row ?? null;
    },
    async update(id: string, values: Partial<typeof plans.$inferInsert>) {
      await db
        .update(plans)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(plans.id, id));
    },
  };
}
export type PlansRepository = ReturnType<typeof plansRepository>;
