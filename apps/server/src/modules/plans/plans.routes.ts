import { es, planSlugParam } from '@sanarte/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { notFound } from '../../lib/errors.js';
import { presentPlan } from './plans.presenter.js';
import { plansRepository } from './plans.repository.js';

export function plansRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const repo = plansRepository(deps.database.db);
  return async (app) => {
    app.get('/api/plans/list', async () => {
      const rows = await repo.list({ onlyActive: true });
      return { success: true, plans: rows.map(presentPlan) };
    });

    app.get('/api/plans/name/:slug', { schema: { params: planSlugParam } }, async (req) => {
      const row = await repo.findBySlug(req.params.slug, { onlyActive: true });
      if (!row) throw notFound(es.errors.planNotFound);
      const plan = presentPlan(row);
      return { success: true, _id: plan._id, data: plan };
    });
  };
}
