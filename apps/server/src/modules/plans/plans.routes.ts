import {
  es,
  idParam,
  planBySlugAnswer,
  planCreateSchema,
  planListAnswer,
  planSlugParam,
  planUpdateSchema,
  planUpdatedAnswer,
} from '@sanarte/shared';
import type { RateLimits } from '../../lib/rate-limits.js';
import { responses } from '../../lib/responses.js';
import { routes, write } from '../../lib/route-options.js';
import { guards } from '../auth/auth.plugin.js';
import type { PlansService } from './plans.service.js';

export interface PlansRoutesDeps {
  plans: PlansService;
  rateLimits: RateLimits;
}

export const plansRoutes = routes(async (app, { plans, rateLimits: { writes } }: PlansRoutesDeps) => {
  app.get(
    '/api/plans/list',
    {
      schema: {
        summary: 'List the plans on sale (every plan for staff)',
        response: responses({ 200: planListAnswer }),
      },
    },
    async (req) => {
      const a = await req.auth();
      const staff = Boolean(a && (a.user.role === 'admin' || a.user.role === 'crmUser'));
      return { success: true as const, plans: await plans.list(staff) };
    },
  );

  app.post(
    '/api/plans',
    write('admin', writes, 'Create a plan (admin)', planUpdatedAnswer, { body: planCreateSchema }),
    async (req) => {
      await guards.admin(req);
      const data = await plans.create(req.body);
      return { success: true as const, message: es.admin.planCreated.replace('{name}', data.name), data };
    },
  );

  /** Plan edits apply to new purchases; subscriptions keep the snapshot they bought. */
  app.put(
    '/api/plans/update/:id',
    write('admin', writes, 'Edit a plan for new purchases (admin)', planUpdatedAnswer, {
      params: idParam,
      body: planUpdateSchema,
    }),
    async (req) => {
      await guards.admin(req);
      const data = await plans.update(req.params.id, req.body);
      return { success: true as const, message: es.admin.planUpdated, data };
    },
  );

  app.get(
    '/api/plans/name/:slug',
    {
      schema: {
        summary: 'Get an active plan by its slug',
        params: planSlugParam,
        response: responses({ 200: planBySlugAnswer }),
      },
    },
    async (req) => {
      const plan = await plans.bySlug(req.params.slug);
      return { success: true as const, _id: plan._id, data: plan };
    },
  );
});
