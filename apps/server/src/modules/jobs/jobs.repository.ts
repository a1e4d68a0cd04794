import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/first-row.js';
import { JOB_SCHEMA } from '../../db/job-schema.js';

/** One run as the job runner keeps it (pg-boss's `job` table, a week of history). */
export interface JobRunRow {
  id: string;
  name: string;
  state: string;
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  /** What the run answered: for a failed one, its error (`message`). */
  output: unknown;
}

const runs = sql.raw(`${JOB_SCHEMA}.job`);
/** The runner's own queues (its cron's) are no business of staff. */
const OWN = sql`name not like '\\_\\_pgboss%'`;

const toDate = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
const toRow = (r: Record<string, unknown>): JobRunRow => ({
  id: String(r.id),
  name: String(r.name),
  state: String(r.state),
  retryCount: Number(r.retry_count),
  retryLimit: Number(r.retry_limit),
  createdOn: new Date(r.created_on as string),
  startedOn: toDate(r.started_on),
  completedOn: toDate(r.completed_on),
  output: r.output,
});
const COLUMNS = sql`id, name, state, retry_count, retry_limit, created_on, started_on, completed_on, output`;

/** Reads of the job runner's history, for the back-office. */
export function jobRunsRepository(db: Db) {
  return {
    async page(q: { state?: string | undefined; job?: string | undefined }, page: number, pageSize: number) {
      const filters = [OWN];
      if (q.state) filters.push(sql`state = ${q.state}::${sql.raw(JOB_SCHEMA)}.job_state`);
      if (q.job) filters.push(sql`name = ${q.job}`);
      const where = sql.join(filters, sql` and `);
      const [rows, counts] = await Promise.all([
        db.execute(
          sql`select ${COLUMNS} from ${runs} where ${where} order by created_on desc, id limit ${pageSize} offset ${(page - 1) * pageSize}`,
        ),
        db.execute(
          sql`select count(*) filter (where ${where})::int as total, count(*)::int as grand_total,
                count(*) filter (where state = 'failed')::int as failed
              from ${runs} where ${OWN}`,
        ),
      ]);
      const c = rowsOf<{ total?: number; grand_total?: number; failed?: number }>(counts)[0] ?? {};
      return {
        rows: rowsOf<Record<string, unknown>>(rows).map(toRow),
        total: Number(c.total ?? 0),
        grandTotal: Number(c.grand_total ?? 0),
        failed: Number(c.failed ?? 0),
      };
    },
    async findById(id: string): Promise<JobRunRow | null> {
      const found = await db.execute(sql`select ${COLUMNS} from ${runs} where id = ${id} and ${OWN}`);
      const row = rowsOf<Record<string, unknown>>(found)[0];
      return row ? toRow(row) : null;
    },
  };
}
export type JobRunsRepository = ReturnType<typeof jobRunsRepository>;
