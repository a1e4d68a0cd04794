import { idParam, jobRunAnswer, jobRunsPage, jobRunsQuery } from '@sanarte/shared';
import type { RateLimits } from '../../lib/rate-limits.js';
import { routes, staffRead, write } from '../../lib/route-options.js';
import { presentJobRun, presentJobRunsPage } from './jobs.presenter.js';
import type { JobsService } from './jobs.service.js';

export interface JobsRoutesDeps {
  jobs: Pick<JobsService, 'runs' | 'redrive'>;
  rateLimits: RateLimits;
}

/** The background jobs' run history (staff read it) and the re-drive of a failed run (admin). */
export const jobsRoutes = routes(async (app, deps: JobsRoutesDeps) => {
  app.get(
    '/api/jobs/runs',
    staffRead('List the background jobs’ runs, newest first (staff)', jobRunsQuery, jobRunsPage),
    async (req) => presentJobRunsPage(await deps.jobs.runs(req.query), req.query),
  );

  app.post(
    '/api/jobs/runs/:id/retry',
    write('admin', deps.rateLimits.writes, 'Run a failed background job again (admin)', jobRunAnswer, {
      params: idParam,
    }),
    async (req) => ({
      success: true as const,
      data: presentJobRun(await deps.jobs.redrive(req.params.id)),
    }),
  );
});
