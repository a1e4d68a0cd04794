import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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
      const rows = await db
        .select(columns)
        .from(plans)
        .where(and(eq(plans.slug, slug), onlyActive ? eq(plans.isActive, true) : undefined))
        .limit(1);
      return rows[0] ?? null;
    },
    async findById(id: string) {
      const rows = await db.select(columns).from(plans).where(eq(plans.id, id)).limit(1);
      return rows[0] ?? null;
    },
  };
}
export type PlansRepository = ReturnType<typeof plansRepository>;
