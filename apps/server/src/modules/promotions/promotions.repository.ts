import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/first-row.js';
import { promotionCodes } from '../../db/schema/index.js';

export type PromotionCodeRow = typeof promotionCodes.$inferSelect;

/*
 * A read model: a code's uses and revenue are read from the payments table in SQL, as a report
 * (the payments module owns those rows and writes them; decision 056).
 */

/** A code's completed uses and what the purchases made with it (and their renewals) kept. */
export interface CodeTally {
  redemptions: number;
  revenue: { currency: string; amount: number }[];
}

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Payment statuses that count as a use of a code: paid, whether or not refunded later. */
const USED = sql`('completed', 'refunded')`;

export function promotionsRepository(db: Db) {
  return {
    /** The new code; null when one with the same text exists. */
    async insert(values: typeof promotionCodes.$inferInsert) {
      const [row] = await db.insert(promotionCodes).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async list() {
      return db.select().from(promotionCodes).orderBy(desc(promotionCodes.createdAt)).limit(500);
    },

    async findById(id: string) {
      return firstRow(db.select().from(promotionCodes).where(eq(promotionCodes.id, id)));
    },

    /** The codes' texts by id (the orders that redeemed them). */
    async codesByIds(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: promotionCodes.id, code: promotionCodes.code })
        .from(promotionCodes)
        .where(inArray(promotionCodes.id, ids));
    },

    async findByCode(code: string) {
      return firstRow(db.select().from(promotionCodes).where(eq(promotionCodes.code, code)));
    },

    async setActive(id: string, isActive: boolean, now: Date) {
      const [row] = await db
        .update(promotionCodes)
        .set({ isActive, updatedAt: now })
        .where(eq(promotionCodes.id, id))
        .returning();
      return row ?? null;
    },

    /**
     * Each code's uses, and the revenue of the purchases made with it: their payments and the
     * renewals of the subscriptions they began, less what was refunded, per currency.
     */
    async tallies(ids: string[]): Promise<Map<string, CodeTally>> {
      const out = new Map<string, CodeTally>(ids.map((id) => [id, { redemptions: 0, revenue: [] }]));
      if (ids.length === 0) return out;
      const idList = sql.param(ids);
      const uses = await db.execute(sql`
        select promotion_code_id as code_id, count(*)::int as n from payments
         where promotion_code_id = any(${idList}::uuid[]) and status in ${USED}
         group by 1`);
      const revenue = await db.execute(sql`
        with redeemed as (
          select id, promotion_code_id, provider_subscription_id from payments
           where promotion_code_id = any(${idList}::uuid[]) and status in ${USED}
        ), kept as (
          select distinct r.promotion_code_id as code_id, p.id, p.currency, p.amount - p.refunded_amount as kept
            from redeemed r
            join payments p on p.id = r.id
              or (r.provider_subscription_id is not null and p.provider_subscription_id = r.provider_subscription_id)
           where p.status in ${USED}
        )
        select code_id, currency, sum(kept)::text as amount from kept group by 1, 2 order by 2`);
      for (const u of rowsOf<{ code_id: string; n: number }>(uses))
        (out.get(u.code_id) as CodeTally).redemptions = u.n;
      for (const r of rowsOf<{ code_id: string; currency: string; amount: string }>(revenue))
        (out.get(r.code_id) as CodeTally).revenue.push({ currency: r.currency, amount: Number(r.amount) });
      return out;
    },

    /** The purchases made with a code, newest first. */
    async redemptions(codeId: string) {
      const result = await db.execute(sql`
        select id, user_id, status, amount::text, discount_amount::text, currency,
               plan_snapshot->>'name' as plan_name, created_at
          from payments
         where promotion_code_id = ${codeId} and status in ${USED}
         order by created_at desc
         limit 1000`);
      return rowsOf<{
        id: string;
        user_id: string;
        status: string;
        amount: string;
        discount_amount: string | null;
        currency: string;
        plan_name: string | null;
        created_at: string | Date;
      }>(result);
    },
  };
}
export type PromotionsRepository = ReturnType<typeof promotionsRepository>;
