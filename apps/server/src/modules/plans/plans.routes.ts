import { es, idParam, planSlugParam, planUpdateSchema } from '@sanarte/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { plans } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { guards } from '../auth/auth.plugin.js';
import { presentPlan } from './plans.presenter.js';
import { plansRepository } from './plans.repository.js';

export function plansRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const repo = plansRepository(deps.database.db);
  return async (app) => {
    app.get('/api/plans/list', async (req) => {
      const a = await req.auth();
      const staff = Boolean(a && (a.user.role === 'admin' || a.user.role === 'crmUser'));
      const rows = await repo.list({ onlyActive: !staff });
      return { success: true, plans: rows.map(presentPlan) };
    });

    /** Plan edits apply to new purchases; subscriptions keep the snapshot they bought. */
    app.put(
      '/api/plans/update/:id',
      {
        schema: { params: idParam, body: planUpdateSchema },
        config: { access: 'admin', rateLimit: deps.rateLimits.writes },
      },
      async (req) => {
        await guards.admin(req);
        const current = await repo.findById(req.params.id);
        if (!current) throw notFound(es.errors.planNotFound);
        if (current.slug === 'audio-prueba') throw new AppError(403, es.admin.planLocked);
        const b = req.body;
        await deps.database.db
          .update(plans)
          .set({
            name: b.name,
            description: b.description,
            price: b.price,
            currency: b.currency.toUpperCase(),
            durationDays: b.durationDays,
            features: b.features,
            categoryAccess: b.fullCategoryAccess ? [] : b.categoryAccess,
            fullCategoryAccess: b.fullCategoryAccess,
            isActive: b.isActive,
            order: b.order,
            updatedAt: sql`now()`,
          })
          .where(eq(plans.id, current.id));
        const updated = await repo.findById(current.id);
        return { success: true, message: es.admin.planUpdated, data: updated ? presentPlan(updated) : null };
      },
    );

    app.get('/api/plans/name/:slug', { schema: { params: planSlugParam } }, async (req) => {
      const row = await repo.findBySlug(req.params.slug, { onlyActive: true });
      if (!row) throw notFound(es.errors.planNotFound);
      const plan = presentPlan(row);
      return { success: true, _id: plan._id, data: plan };
    });
  };
}
