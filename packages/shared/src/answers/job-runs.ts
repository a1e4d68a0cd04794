/** Answers of the back-office's background job routes (see schemas/responses.ts for the envelope). */
import { z } from 'zod';
import { JOB_RUN_STATES } from '../schemas/job-runs.js';
import { apiData, apiPage, isoDate, nullableIsoDate } from '../schemas/responses.js';

/** One run of a background job, as the job runner keeps it (a week). */
export const jobRun = z.object({
  _id: z.string(),
  job: z.string(),
  state: z.enum(JOB_RUN_STATES),
  /** Attempts after the first, and how many its policy allows. */
  retries: z.number(),
  retryLimit: z.number(),
  createdAt: isoDate,
  startedAt: nullableIsoDate,
  completedAt: nullableIsoDate,
  /** Why its last attempt failed; null unless it failed. */
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRun>;

/** GET /api/jobs/runs: `total` the runs the filters select, `grandTotal` every run kept, `failed` those failed. */
export const jobRunsPage = apiPage(jobRun, { failed: z.number() });
export type JobRunsPage = z.infer<typeof jobRunsPage>;

/** POST /api/jobs/runs/:id/retry: the run, waiting to run again. */
export const jobRunAnswer = apiData(jobRun);
export type JobRunAnswer = z.infer<typeof jobRunAnswer>;
