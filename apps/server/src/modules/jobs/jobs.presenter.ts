import type { JobRun, JobRunState, PageQuery } from '@sanarte/shared';
import { pageAnswer } from '../../lib/page-answer.js';
import type { JobRunRow } from './jobs.repository.js';

/** The error a failed run kept (pg-boss stores the thrown error, `message` first). */
function errorOf(row: JobRunRow): string | null {
  if (row.state !== 'failed') return null;
  const output = row.output as { message?: unknown } | null;
  return typeof output?.message === 'string' ? output.message.slice(0, 500) : null;
}

export function presentJobRun(row: JobRunRow): JobRun {
  return {
    _id: row.id,
    job: row.name,
    state: row.state as JobRunState,
    retries: row.retryCount,
    retryLimit: row.retryLimit,
    createdAt: row.createdOn.toISOString(),
    startedAt: row.startedOn?.toISOString() ?? null,
    completedAt: row.completedOn?.toISOString() ?? null,
    error: errorOf(row),
  };
}

/** GET /api/jobs/runs. */
export function presentJobRunsPage(
  result: { rows: JobRunRow[]; total: number; grandTotal: number; failed: number },
  query: PageQuery,
) {
  return pageAnswer(result.rows.map(presentJobRun), result, { failed: result.failed }, query);
}
