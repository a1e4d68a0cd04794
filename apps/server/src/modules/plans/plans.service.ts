import { type PlanCreateInput, es, type planUpdateSchema } from '@sanarte/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { ReadCache } from '../../lib/read-cache.js';
import { containsPattern, foldForSearch } from '../../lib/search.js';
import { presentPlan } from './plans.presenter.js';
import type { PlansRepository } from './plans.repository.js';

type PlanRow = NonNullable<Awaited<ReturnType<PlansRepository['findById']>>>;

/** What a subscription keeps of the plan it bought, as it was bought. */
export function planSnapshotOf(plan: PlanRow) {
  return {
    name: plan.name,
    slug: plan.slug,
    description: plan.description,
    price: Number(plan.price),
    currency: plan.currency,
    durationDays: plan.durationDays,
    features: plan.features,
    categoryAccess: plan.categoryAccess,
    fullCategoryAccess: plan.fullCategoryAccess,
  };
}

/** A plan's columns as staff set them (created or edited); no category list with full access. */
function planColumns(b: z.output<typeof planUpdateSchema>) {
  return {
    name: b.name,
    description: b.description,
    price: b.price,
    currency: b.currency,
    durationDays: b.durationDays,
    features: b.features,
    categoryAccess: b.fullCategoryAccess ? [] : b.categoryAccess,
    fullCategoryAccess: b.fullCategoryAccess,
    isActive: b.isActive,
    order: b.order,
  };
}

/**
 * The plans on sale. Edits apply to new purchases; subscriptions keep the snapshot they bought.
 * Both lists (staff's and everyone else's) are kept in the public catalogue cache: they are the
 * same for every caller of their kind and change only with the plans table.
 */
export function plansService(deps: { repo: PlansRepository; cache: ReadCache }) {
  const { repo, cache } = deps;
  return {
    /** Staff see every plan; everyone else the active ones. */
    list(staff: boolean) {
      return cache.read(staff ? 'plans:all' : 'plans:active', ['plans'], async () =>
        (await repo.list({ onlyActive: !staff })).map(presentPlan),
      );
    },

    /** An active plan by its slug. */
    async bySlug(slug: string) {
      const row = await repo.findBySlug(slug, { onlyActive: true });
      if (!row) throw notFound(es.errors.planNotFound);
      return presentPlan(row);
    },

    /** The plan row (price as stored), for a purchase; in the caller's transaction when given. */
    find: (id: string, tx?: Db) => repo.findById(id, tx),

    /** Plans as the back-office names them, by id. */
    async summaries(ids: string[]) {
      const rows = await repo.summaries([...new Set(ids)]);
      return new Map(rows.map((r) => [r.id, { ...r, price: Number(r.price) }]));
    },

    /** Ids of plans whose name contains the text (accents and case folded). */
    idsMatching: (text: string) => repo.idsMatchingName(containsPattern(foldForSearch(text))),

    /** A plan staff create, on sale at once when active; its slug is its address and stays. */
    async create(b: PlanCreateInput) {
      const made = await cache.writing('plans', repo.insert({ slug: b.slug, ...planColumns(b) }));
      if (!made) throw new AppError(409, es.admin.planSlugTaken);
      const row = await repo.findById(made.id);
      if (!row) throw notFound(es.errors.planNotFound);
      return presentPlan(row);
    },

    async update(id: string, b: z.output<typeof planUpdateSchema>) {
      const current = await repo.findById(id);
      if (!current) throw notFound(es.errors.planNotFound);
      if (current.slug === 'audio-prueba') throw new AppError(403, es.admin.planLocked);
      await cache.writing('plans', repo.update(current.id, planColumns(b)));
      const updated = await repo.findById(current.id);
      return updated ? presentPlan(updated) : null;
    },

    /** Whether a plan exists, active or not (a creator's plan slug). */
    async existsBySlug(slug: string) {
      return (await repo.findBySlug(slug, { onlyActive: false })) !== null;
    },
  };
}
export type PlansService = ReturnType<typeof plansService>;
