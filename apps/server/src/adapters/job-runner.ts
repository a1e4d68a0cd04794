import { setTimeout } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';
import { JOB_SCHEMA } from '../db/job-schema.js';

/** How a scheduled job is retried when its run fails, before it is left failed for staff to re-drive. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  /** The delay doubles with each attempt (with jitter). */
  backoff: boolean;
}

/**
 * The durable job runner (pg-boss, docs/decisions/049): jobs are rows of the application's own
 * database (PostgreSQL, or the embedded PGlite through the same SQL), claimed with `FOR UPDATE
 * SKIP LOCKED` in one statement, retried with backoff, kept with their outcome as run history.
 */
export interface JobRunner {
  /**
   * Runs `run` on the cron schedule (UTC), once across every process (after start); a failed run
   * is retried by `retry`, then left failed.
   */
  every(name: string, cron: string, run: () => Promise<unknown>, retry: RetryPolicy): Promise<void>;
  /** Starts claiming work; called once the process serves (main.ts), never with the work switched off. */
  start(): Promise<void>;
  /** Puts a failed run of job `name` back to run again (one more attempt); nothing unless it had failed. */
  redrive(name: string, id: string): Promise<void>;
  /** Stops claiming, and lets the runs in flight end (up to `graceMs`). */
  stop(graceMs?: number): Promise<void>;
}

export function jobRunner(database: Database, log: Pick<FastifyBaseLogger, 'warn'>): JobRunner {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: JOB_SCHEMA,
    // The tables come with the migrations; a newer pg-boss upgrades them as it starts.
    migrate: true,
  });
  boss.on('error', (err) => log.warn({ err: err.message }, 'job runner error'));
  let started = false;

  return {
    async every(name, cron, run, retry) {
      if (!started) throw new Error('the job runner has not started');
      const queue = {
        name,
        retryLimit: retry.retryLimit,
        retryDelay: retry.retryDelaySeconds,
        retryBackoff: retry.backoff,
      };
      // Processes starting together race to create it: PostgreSQL aborts all but one (a deadlock
      // or a duplicate), and the others find the queue made once they look again.
      for (let attempt = 0; ; attempt++) {
        if (await boss.getQueue(name)) {
          await boss.updateQueue(name, queue);
          break;
        }
        try {
          await boss.createQueue(name, queue);
          break;
        } catch (err) {
          if (attempt >= 5) throw err;
          await setTimeout(50 * 2 ** attempt);
        }
      }
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
      await boss.work(name, async () => {
        try {
          await run();
        } catch (err) {
          log.warn({ err, job: name }, 'job failed');
          throw err;
        }
      });
      // A process that starts runs the schedule at once (it may have been down a while): keyed
      // as the schedule's own runs are (one per name per minute, pg-boss's unique index), so
      // processes starting together, and the minute's scheduled run, make one run between them.
      await boss.send(name, {}, { singletonKey: name, singletonSeconds: 60 });
    },
    async start() {
      if (started) return;
      await boss.start();
      started = true;
    },
    async redrive(name, id) {
      await boss.retry(name, id);
    },
    async stop(graceMs = 10_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: graceMs });
    },
  };
}
