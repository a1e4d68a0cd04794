import PgBoss from 'pg-boss';

/** The schema of the job runner's tables (pg-boss: queues, jobs with their history, schedules). */
export const JOB_SCHEMA = 'pgboss';

/**
 * Creates the job runner's tables when they are missing, with the migrations (so every database
 * the migrations made, test templates included, has them). pg-boss's own plan, in one transaction
 * under its advisory lock; a later pg-boss version migrates its tables itself as it starts.
 */
export async function installJobSchema(run: {
  query(text: string): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<unknown>;
}): Promise<void> {
  const { rows } = await run.query(`select to_regclass('${JOB_SCHEMA}.version') is not null as installed`);
  if ((rows[0] as { installed?: boolean } | undefined)?.installed) return;
  await run.exec(PgBoss.getConstructionPlans(JOB_SCHEMA));
}
