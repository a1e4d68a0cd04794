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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimits } from '../../lib/rate-limits.js';
import { responses } from '../../lib/responses.js';
import { guards } from '../auth/auth.plugin.js';
import type { PlansService } from './plans.service.js';

export interface PlansRoutesDeps {
  plans: PlansService;
  rateLimits: RateLimits;
}

export function plansRoutes(deps: PlansRoutesDeps): FastifyPluginAsyncZod {
  const { plans } = deps;
  return async (app) => {
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
      {
        schema: {
          summary: 'Create a plan (admin)',
          body: planCreateSchema,
          response: responses({ 200: planUpdatedAnswer }),
        },
        config: { access: 'admin', rateLimit: deps.rateLimits.writes },
      },
      async (req) => {
        await guards.admin(req);
        const data = await plans.create(req.body);
        return { success: true as const, message: es.admin.planCreated.replace('{name}', data.name), data };
      },
    );

    /** Plan edits apply to new purchases; subscriptions keep the snapshot they bought. */
    app.put(
      '/api/plans/update/:id',
      {
        schema: {
          summary: 'Edit a plan for new purchases (admin)',
          params: idParam,
          body: planUpdateSchema,
          response: responses({ 200: planUpdatedAnswer }),
        },
        config: { access: 'admin', rateLimit: deps.rateLimits.writes },
      },
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
  };
}
