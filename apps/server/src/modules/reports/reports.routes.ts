import { ownerReportAnswer } from '@sanarte/shared';
import { z } from 'zod';
import { routes, staffRead } from '../../lib/route-options.js';
import type { ReportsService } from './reports.service.js';

export interface ReportsRoutesDeps {
  reports: ReportsService;
}

/** The owner's monthly reports on the back-office dashboard. */
export const reportsRoutes = routes(async (app, deps: ReportsRoutesDeps) => {
  app.get(
    '/api/stats/crm/reports',
    staffRead(
      "Get the last 12 months' subscribers, churn, revenue, refunds, conversion and revenue by promotion code (staff)",
      z.object({}),
      ownerReportAnswer,
    ),
    async () => ({ success: true as const, data: await deps.reports.report() }),
  );
});
