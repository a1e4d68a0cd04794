import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type JobRunner, jobRunner } from '../src/adapters/job-runner.js';
import { type Database, openPostgres } from '../src/db/client.js';
import { testAppForFile } from './app.js';
import { createDatabase, dropDatabase } from './database.js';
import { machineServices } from './services.js';

/**
 * The durable job runner (pg-boss) the scheduled work runs on: on the embedded database as on
 * PostgreSQL, each run kept with its outcome, a failing run retried by its policy then left
 * failed, and a schedule run once however many processes start it.
 */
const quiet = { warn: () => {} };
const runsOf = async (database: Database, queue: string) =>
  (
    await database.executeSql(
      'select state, retry_count, output from pgboss.job where name = $1 order by created_on',
      [queue],
    )
  ).rows as { state: string; retry_count: number; output: { message?: string } | null }[];

describe('on the embedded database', () => {
  const t = testAppForFile({ seed: false });

  it('runs the due work as the process starts its background work, and keeps the run', async () => {
    await t.deps.jobs.start();
    try {
      await expect
        .poll(async () => (await runsOf(t.database, 'due-work')).map((r) => r.state))
        .toContain('completed');
    } finally {
      await t.deps.jobs.stop();
    }
  });

  it('retries a failing run by its policy, then keeps it failed with its error', async () => {
    const runner = jobRunner(t.database, quiet);
    let attempts = 0;
    await runner.start();
    try {
      await runner.every(
        'always-fails',
        '0 3 * * *',
        async () => {
          attempts++;
          throw new Error('El servidor de correo no responde');
        },
        { retryLimit: 1, retryDelaySeconds: 1, backoff: false },
      );
      await expect.poll(async () => (await runsOf(t.database, 'always-fails'))[0]?.state).toBe('failed');
    } finally {
      await runner.stop();
    }
    const [run] = await runsOf(t.database, 'always-fails');
    expect(run?.retry_count).toBe(1);
    expect(run?.output?.message).toBe('El servidor de correo no responde');
    expect(attempts).toBe(2);
  });
});

const pgAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pg = await machineServices({ postgres: pgAdminUrl });

describe.skipIf(pg.skip)(`two processes on one PostgreSQL database${pg.reason}`, () => {
  const name = `sanarte_jobs_${randomBytes(5).toString('hex')}`;
  const opened: Database[] = [];
  const runners: JobRunner[] = [];
  afterAll(async () => {
    for (const r of runners) await r.stop();
    for (const d of opened) await d.close();
    await dropDatabase(pgAdminUrl, name);
  });

  it('run a schedule once, whichever starts it first', async () => {
    const url = await createDatabase(pgAdminUrl, name);
    let runs = 0;
    for (let i = 0; i < 2; i++) {
      const database = await openPostgres(url, { max: 3 });
      opened.push(database);
      await database.migrate();
      const runner = jobRunner(database, quiet);
      runners.push(runner);
      await runner.start();
    }
    // Both processes start the schedule (each would also run it at once as it starts).
    await Promise.all(
      runners.map((r) =>
        r.every(
          'every-minute',
          '* * * * *',
          async () => {
            runs++;
          },
          { retryLimit: 0, retryDelaySeconds: 0, backoff: false },
        ),
      ),
    );
    const [first] = opened;
    if (!first) throw new Error('no database');
    await expect
      .poll(async () => (await runsOf(first, 'every-minute')).map((r) => r.state))
      .toEqual(['completed']);
    expect(runs).toBe(1);
  });
});
