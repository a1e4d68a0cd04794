import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { es } from '@sanarte/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type JobRunner, jobRunner } from '../src/adapters/job-runner.js';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { testAppForFile } from './app.js';
import { createDatabase, dropDatabase } from './database.js';
import { buildUser } from './factories.js';
import { HttpClient } from './http.js';
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
  const t = testAppForFile();

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

  it('retries a failing run by its policy, keeps it failed with its error for staff, and an admin runs it again', async () => {
    const runner = jobRunner(t.database, quiet);
    let attempts = 0;
    let smtpDown = true;
    await runner.start();
    try {
      await runner.every(
        'always-fails',
        '0 3 * * *',
        async () => {
          attempts++;
          if (smtpDown) throw new Error('El servidor de correo no responde');
        },
        { retryLimit: 1, retryDelaySeconds: 1, backoff: false },
      );
      await expect.poll(async () => (await runsOf(t.database, 'always-fails'))[0]?.state).toBe('failed');
      const [run] = await runsOf(t.database, 'always-fails');
      expect(run?.retry_count).toBe(1);
      expect(attempts).toBe(2);

      const crm = (await buildUser(t, { role: 'crmUser' })).http;
      const admin = (await buildUser(t, { role: 'admin' })).http;
      const client = (await buildUser(t)).http;
      expect((await new HttpClient(t.baseUrl).get('/api/jobs/runs')).status).toBe(401);
      expect((await client.get('/api/jobs/runs')).status).toBe(403);
      const listed = await crm.get('/api/jobs/runs?state=failed');
      expect(listed.status).toBe(200);
      expect(listed.body.failed).toBe(1);
      const [failed] = listed.body.data;
      expect(failed).toMatchObject({
        job: 'always-fails',
        state: 'failed',
        retries: 1,
        retryLimit: 1,
        error: 'El servidor de correo no responde',
      });
      expect((await crm.post(`/api/jobs/runs/${failed._id}/retry`, {})).status).toBe(403);
      expect((await admin.post('/api/jobs/runs/not-an-id/retry', {})).status).toBe(400);
      expect((await admin.post(`/api/jobs/runs/${randomUUID()}/retry`, {})).status).toBe(404);

      smtpDown = false;
      const redriven = await admin.post(`/api/jobs/runs/${failed._id}/retry`, {});
      expect(redriven.status).toBe(200);
      expect(redriven.body.data._id).toBe(failed._id);
      await expect.poll(async () => (await runsOf(t.database, 'always-fails'))[0]?.state).toBe('completed');
      expect(attempts).toBe(3);
      const again = await admin.post(`/api/jobs/runs/${failed._id}/retry`, {});
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(es.errors.jobRunNotFailed);
      expect((await admin.get('/api/jobs/runs?state=failed')).body.data).toEqual([]);
    } finally {
      await runner.stop();
    }
  });
});

describe('a process shutting down', () => {
  it('closes its database under a run that outlived the grace without an unhandled rejection', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sanarte-jobs-stop-'));
    const database = await openPglite(dir);
    await database.migrate();
    const runner = jobRunner(database, quiet);
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    const gate = () => {
      let open = () => {};
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { open, opened };
    };
    const started = gate();
    const released = gate();
    const ended = gate();
    try {
      await runner.start();
      await runner.every(
        'outlives-grace',
        '0 3 * * *',
        async () => {
          started.open();
          await released.opened;
          try {
            // The pool is closed by now: the run fails, as a run cut short by a shutdown does.
            await database.executeSql('select 1');
          } finally {
            ended.open();
          }
        },
        { retryLimit: 0, retryDelaySeconds: 0, backoff: false },
      );
      await started.opened;
      // The server's order on SIGTERM: the runner stops (here after its shortest grace), then the
      // database closes.
      await runner.stop(1000);
      await database.close();
      released.open();
      await ended.opened;
      // pg-boss records the run's failure right after it (without awaiting it): a few turns of the
      // event loop let that write, and a rejection from it, happen.
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
      rmSync(dir, { recursive: true, force: true });
    }
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
