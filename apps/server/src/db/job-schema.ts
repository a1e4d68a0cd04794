import PgBoss from 'pg-boss';

/** The schema of the job runner's tables (pg-boss: queues, jobs with their history, schedules). */
export const JOB_SCHEMA = 'pgboss';

/**
 * The queues the application's own transactions write jobs to (a job written with the work that
 * makes it exists only if that work commits): they must exist before any such transaction, so they
 * come with the migrations, as tables do. Their settings are the jobs' retry policy.
 */
export const JOB_QUEUES = {
  /**
   * E-mail delivery (modules/mail): 13 retries, each wait about doubling from 5–10 s, so that an
   * e-mail is tried for at least 22 hours (at most 45) before it is left failed for staff to
   * re-drive; an attempt still running after 5 minutes (a process killed while sending) is tried
   * again.
   */
  mail: { retryLimit: 13, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 },
  /**
   * The announcement of a released audio (modules/catalogue/releases.service.ts), one job per page
   * of listeners, each written with the previous page: a failed page is tried again 8 times over
   * about two hours; an attempt still running after 10 minutes is tried again.
   */
  'release-mail': { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 },
  /**
   * A practice reminder as a notification on the listener's devices (modules/users/reminders.service.ts): a push service that
   * failed is tried again 4 times over about five minutes, then the e-mail goes instead; an
   * attempt still running after 2 minutes is tried again.
   */
  'reminder-push': { retryLimit: 4, retryDelay: 20, retryBackoff: true, expireInSeconds: 120 },
} as const;

/**
 * Creates the job runner's tables when they are missing, with the migrations (so every database
 * the migrations made, test templates included, has them): pg-boss's own plan, in one transaction
 * under its advisory lock; a later pg-boss version migrates its tables itself as it starts. Then
 * the queues of JOB_QUEUES, created or brought to their current settings.
 */
export async function installJobSchema(run: {
  query(text: string): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<unknown>;
}): Promise<void> {
  const { rows } = await run.query(`select to_regclass('${JOB_SCHEMA}.version') is not null as installed`);
  if (!(rows[0] as { installed?: boolean } | undefined)?.installed) {
    await run.exec(PgBoss.getConstructionPlans(JOB_SCHEMA));
  }
  for (const [name, q] of Object.entries(JOB_QUEUES)) {
    // Constants of this file, never input: quoted as literals.
    const options = JSON.stringify({ policy: 'standard', ...q });
    await run.exec(`
      select ${JOB_SCHEMA}.create_queue('${name}', '${options}'::json);
      update ${JOB_SCHEMA}.queue
         set retry_limit = ${q.retryLimit}, retry_delay = ${q.retryDelay},
             retry_backoff = ${q.retryBackoff}, expire_seconds = ${q.expireInSeconds}
       where name = '${name}';`);
  }
}
