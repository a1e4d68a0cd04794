import { ownerReportAnswer } from '@sanarte/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffRead } from '../../lib/route-options.js';
import type { ReportsService } from './reports.service.js';

export interface ReportsRoutesDeps {
  reports: ReportsService;
}

/** The owner's monthly reports on the back-office dashboard. */
export function reportsRoutes(deps: ReportsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/stats/crm/reports',
      staffRead(
        "Get the last 12 months' subscribers, churn, revenue, refunds, conversion and revenue by promotion code (staff)",
        z.object({}),
        ownerReportAnswer,
      ),
      async () => ({ success: true as const, data: await deps.reports.report() }),
    );
  };
}
