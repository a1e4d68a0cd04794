import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobRunner } from '../src/adapters/job-runner.js';
import { type Database, openPostgres } from '../src/db/client.js';
import { freePort } from './app.js';
import { createDatabase, dropDatabase } from './database.js';
import { HttpClient } from './http.js';
import { startServerProcess, stopServerProcess } from './server-process.js';
import { machineServices } from './services.js';
import { type SmtpListener, smtpListener } from './smtp.js';

/**
 * A process killed (SIGKILL) while it sends an e-mail, between the job's claim and the SMTP
 * server's acceptance: the e-mail is sent once, later, by the job runner's retry of an attempt
 * whose process died; never lost, never twice. The processes share this machine's PostgreSQL (the
 * test reads and ages the jobs beside them).
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const services = await machineServices({ postgres: adminUrl });
const name = `sanarte_mk_${randomBytes(5).toString('hex')}`;
let smtp: SmtpListener;
let dataDir: string;
let url: string;
let database: Database;

beforeAll(async () => {
  if (services.skip) return;
  smtp = await smtpListener();
  dataDir = await mkdtemp(path.join(tmpdir(), 'sanarte-mail-kill-'));
  url = await createDatabase(adminUrl, name);
  database = await openPostgres(url, { max: 2 });
});
afterAll(async () => {
  if (services.skip) return;
  await database?.close();
  await dropDatabase(adminUrl, name);
  await smtp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const mailRows = async () => ({
  outbox: (
    await database.executeSql(
      `select "to", status, attempts from mail_outbox where "to" = 'ana.crash@example.com'`,
    )
  ).rows,
  jobs: (await database.executeSql(`select state from pgboss.job where name = 'mail'`)).rows,
});

describe.skipIf(services.skip)(`the process killed while it sends an e-mail${services.reason}`, () => {
  it('sends it once, after the attempt expires, from the next process', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      SMTP_URL: `${smtp.url}?ignoreTLS=true`,
      SEED_AUDIO_SECONDS: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '100',
    };
    const startServer = () => startServerProcess(env, base);
    let child: ChildProcess = await startServer();
    try {
      smtp.state.hold = true;
      const registered = await new HttpClient(base).post('/api/users/register', {
        name: 'Ana',
        lastName: 'Ruiz',
        email: 'ana.crash@example.com',
        password: 'Calma#Serena9',
      });
      expect(registered.status).toBe(201);
      // The worker claimed the verification e-mail and is sending it: the process dies there.
      await vi.waitFor(() => expect(smtp.state.held).toBe(1), { timeout: 20_000, interval: 50 });
      child.kill('SIGKILL');
      await once(child, 'exit');
      smtp.state.hold = false;
      expect(await mailRows()).toEqual({
        outbox: [{ to: 'ana.crash@example.com', status: 'pending', attempts: 0 }],
        jobs: [{ state: 'active' }],
      });

      // Five minutes pass (the attempt's expiry), and the runner's maintenance finds the attempt
      // of a dead process: due to be tried again.
      await database.executeSql(
        "update pgboss.job set started_on = now() - interval '6 minutes' where name = 'mail'",
      );
      const runner = jobRunner(database, { warn: () => {} }, { maintenanceIntervalSeconds: 1 });
      await runner.start();
      try {
        await vi.waitFor(async () => expect((await mailRows()).jobs).toEqual([{ state: 'retry' }]), {
          timeout: 20_000,
          interval: 100,
        });
      } finally {
        await runner.stop();
      }

      child = await startServer();
      await vi.waitFor(() => expect(smtp.received.length).toBe(1), { timeout: 30_000, interval: 100 });
      expect(smtp.received[0]?.to).toEqual(['ana.crash@example.com']);
      await stopServerProcess(child);
      expect(await mailRows()).toEqual({
        outbox: [{ to: 'ana.crash@example.com', status: 'sent', attempts: 1 }],
        jobs: [{ state: 'completed' }],
      });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await stopServerProcess(child);
    }
  }, 120_000);
});
