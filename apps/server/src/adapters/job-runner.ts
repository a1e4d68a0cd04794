import { setTimeout } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client.js';
import { rowsOf } from '../db/first-row.js';
import { type JOB_QUEUES, JOB_SCHEMA } from '../db/job-schema.js';
import { sqlOf } from '../db/raw-sql.js';

/** How a scheduled job is retried when its run fails, before it is left failed for staff to re-drive. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  /** The delay doubles with each attempt (with jitter). */
  backoff: boolean;
}

/** A queue the application's transactions write jobs to (db/job-schema.ts). */
export type QueueName = keyof typeof JOB_QUEUES;

/** A job claimed by this process: it is its to complete or fail. */
export interface ClaimedJob<T> {
  id: string;
  data: T;
  /** Attempts before this one. */
  retryCount: number;
  /** Attempts after the first before the job is left failed. */
  retryLimit: number;
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
  /** Writes a job of `queue` in the caller's transaction: it exists only if that work commits. */
  sendIn(tx: Db, queue: QueueName, data: object): Promise<void>;
  /** Claims up to `batchSize` jobs of `queue` that are due now (any process may call it, started or not). */
  claim<T>(queue: QueueName, batchSize: number): Promise<ClaimedJob<T>[]>;
  complete(queue: QueueName, ids: string[]): Promise<void>;
  /** A failed attempt: retried after its backoff, or left failed after the queue's last retry. */
  fail(queue: QueueName, id: string, error: Error): Promise<void>;
  /**
   * Hands `queue`'s jobs to `handle` as they fall due, up to `batchSize` at a time, in this process
   * (after start); `handle` completes or fails each job it is given.
   */
  work<T>(
    queue: QueueName,
    batchSize: number,
    handle: (jobs: ClaimedJob<T>[]) => Promise<void>,
  ): Promise<void>;
  /** Work of `queue` was just committed: this process's worker looks at once, not at its next poll. */
  wake(queue: QueueName): void;
  /** Puts a failed run of job `name` back to run again (one more attempt); nothing unless it had failed. */
  redrive(name: string, id: string): Promise<void>;
  /**
   * Stops claiming, and lets the runs in flight end (up to `graceMs`); the database may close after
   * it, under a run still going.
   */
  stop(graceMs?: number): Promise<void>;
}

export function jobRunner(
  database: Database,
  log: Pick<FastifyBaseLogger, 'warn'>,
  /** pg-boss settings beyond these (a test's quicker maintenance). */
  options: Partial<PgBoss.ConstructorOptions> = {},
): JobRunner {
  // Set once the runner has stopped: the database may close next, under a run that outlived the
  // grace. pg-boss records that run's outcome without awaiting it (its worker's complete or fail):
  // against a closed database that write would be an unhandled rejection, taking the process down
  // as it exits. Such a write is dropped instead (pg-boss reads no answer as nothing changed); the
  // run stays active in the table and pg-boss's expiry settles it.
  let stopped = false;
  const boss = new PgBoss({
    db: {
      executeSql: async (text: string, values?: unknown[]) => {
        try {
          return await database.executeSql(text, values);
        } catch (err) {
          if (!stopped) throw err;
          log.warn({ err: (err as Error).message }, 'job runner: a write after it stopped was dropped');
          return undefined as unknown as { rows: unknown[] };
        }
      },
    },
    schema: JOB_SCHEMA,
    // The tables come with the migrations; a newer pg-boss upgrades them as it starts.
    migrate: true,
    // A job left failed stays in the run history, for staff to re-drive, for 30 days.
    archiveFailedAfterSeconds: 30 * 24 * 3600,
    ...options,
  });
  boss.on('error', (err) => log.warn({ err: err.message }, 'job runner error'));
  let started = false;
  const workers = new Map<QueueName, string>();
  const claimed = <T>(jobs: PgBoss.JobWithMetadata<T>[]): ClaimedJob<T>[] =>
    jobs.map((j) => ({ id: j.id, data: j.data, retryCount: j.retryCount, retryLimit: j.retryLimit }));

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
    async sendIn(tx, queue, data) {
      const id = await boss.send(queue, data, {
        db: {
          executeSql: async (text: string, values?: unknown[]) => ({
            rows: rowsOf(await tx.execute(sqlOf(text, values))),
          }),
        },
      });
      // No id: the queue is missing (the migrations make it), and the job would be lost.
      if (!id) throw new Error(`no job written to queue ${queue}`);
    },
    async claim<T>(queue: QueueName, batchSize: number) {
      return claimed(await boss.fetch<T>(queue, { batchSize, includeMetadata: true }));
    },
    async complete(queue, ids) {
      if (ids.length > 0) await boss.complete(queue, ids);
    },
    async fail(queue, id, error) {
      await boss.fail(queue, id, { message: error.message.slice(0, 500) });
    },
    async work<T>(queue: QueueName, batchSize: number, handle: (jobs: ClaimedJob<T>[]) => Promise<void>) {
      if (!started) throw new Error('the job runner has not started');
      const id: string = await boss.work<T>(
        queue,
        { batchSize, includeMetadata: true, pollingIntervalSeconds: 2 },
        async (jobs) => {
          await handle(claimed(jobs));
          // A full batch: more may be waiting, so the worker looks again at once.
          if (jobs.length === batchSize) boss.notifyWorker(id);
        },
      );
      workers.set(queue, id);
    },
    wake(queue) {
      const id = workers.get(queue);
      if (id) boss.notifyWorker(id);
    },
    async start() {
      if (started) return;
      stopped = false;
      await boss.start();
      started = true;
    },
    async redrive(name, id) {
      await boss.retry(name, id);
    },
    async stop(graceMs = 10_000) {
      if (!started) return;
      started = false;
      workers.clear();
      await boss.stop({ graceful: true, wait: true, timeout: graceMs });
      stopped = true;
    },
  };
}
