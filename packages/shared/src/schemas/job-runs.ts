import { z } from 'zod';
import { pageQuery } from './common.js';

/** The states of a background job's run (the job runner's own). */
export const JOB_RUN_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobRunState = (typeof JOB_RUN_STATES)[number];

/** GET /api/jobs/runs (staff): newest first, paged; `state` and `job` narrow the list. */
export const jobRunsQuery = pageQuery.extend({
  state: z.enum(JOB_RUN_STATES).optional(),
  job: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,60}$/, 'Nombre de trabajo no válido.')
    .optional(),
});
export type JobRunsQuery = z.input<typeof jobRunsQuery>;
