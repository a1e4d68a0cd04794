import { type ChildProcess, execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { es } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, freePort, startTestApp } from './app.js';
import { devFetch } from './dev-tools.js';
import { HttpClient } from './http.js';
import { startServerProcess, stopServerProcess } from './server-process.js';

/** A PostgreSQL server of our own (this machine's binaries), so the test can stop and start it. */
function pgBin(name: string) {
  const base = '/usr/lib/postgresql';
  const version = readdirSync(base).sort().pop();
  return path.join(base, version as string, 'bin', name);
}
const asPostgres = (args: string[]) =>
  process.getuid?.() === 0
    ? (['runuser', ['-u', 'postgres', '--', ...args]] as const)
    : ([args[0] as string, args.slice(1)] as const);
function run(args: string[]) {
  const [cmd, rest] = asPostgres(args);
  execFileSync(cmd, [...rest], { stdio: 'pipe' });
}

/** The binaries come from the `postgresql` package; outside CI their absence skips, with the reason. */
const pgInstalled = existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').length > 0;
const skipPg = !pgInstalled && !process.env.CI;
if (skipPg)
  console.warn('[tests] PostgreSQL restart test SKIPPED: no /usr/lib/postgresql binaries; CI runs it');

describe.skipIf(skipPg)(
  `PostgreSQL restarted under load${skipPg ? ' — SKIPPED: no PostgreSQL binaries on this machine' : ''}`,
  () => {
    let dir: string;
    let port: number;
    let t: TestApp;
    const startPg = () =>
      run([
        pgBin('pg_ctl'),
        '-D',
        path.join(dir, 'data'),
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
        '-w',
        'start',
        '-l',
        path.join(dir, 'log'),
      ]);

    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'sanarte-pg-'));
      chmodSync(dir, 0o777);
      port = await freePort();
      run([pgBin('initdb'), '-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
      startPg();
      const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
      t = await startTestApp({ databaseUrl: url, seed: true });
    }, 120_000);

    afterAll(async () => {
      await t?.close();
      try {
        run([pgBin('pg_ctl'), '-D', path.join(dir, 'data'), '-m', 'immediate', 'stop']);
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    });

    it('fails fast with 503 and a Spanish message while it is down, recovers by itself, loses no acknowledged write', async () => {
      const http = new HttpClient(t.baseUrl);
      await http.ensureXsrf();
      const acknowledged: string[] = [];
      const statuses: number[] = [];
      let stop = false;
      let n = 0;
      const load = (async () => {
        while (!stop) {
          const i = n++;
          const started = Date.now();
          const write = await http.post('/api/contact/', {
            name: `Carga ${i}`,
            email: `c${i}@example.com`,
            message: 'x',
          });
          const read = await http.get('/api/plans/list');
          statuses.push(write.status, read.status);
          if (write.status === 200) acknowledged.push(`Carga ${i}`);
          if (write.status === 503) {
            expect(write.body).toEqual({ success: false, message: es.errors.unavailable });
            expect(Date.now() - started).toBeLessThan(5000);
          }
        }
      })();
      // Writes are acknowledged while the database is up...
      await expect.poll(() => acknowledged.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
      run([pgBin('pg_ctl'), '-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      // ...and refused with 503 while it is down.
      await expect.poll(() => statuses.includes(503), { timeout: 10_000 }).toBe(true);
      startPg();
      // Back to normal without restarting the app.
      await expect
        .poll(async () => (await http.get('/api/plans/list')).status, { timeout: 15_000, interval: 200 })
        .toBe(200);
      // The load's own writes succeed again before it stops.
      const before = acknowledged.length;
      await expect.poll(() => acknowledged.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(before + 3);
      stop = true;
      await load;

      expect(statuses).toContain(503);
      expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
      const saved = (
        (await t.database.db.execute(sql`select name from contact_messages`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows.map((r) => r.name);
      for (const name of acknowledged) expect(saved).toContain(name);
    }, 60_000);
  },
);

describe('the process killed between payment and verification', () => {
  it('completes the purchase from the webhook after a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sanarte-kill-'));
    const port = await freePort();
    // The embedded database (PGlite in DATA_DIR), whatever the suite runs against.
    const { DATABASE_URL: _external, ...inherited } = process.env;
    const env = {
      ...inherited,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_AUDIO_SECONDS: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '100',
    };
    const base = `http://127.0.0.1:${port}`;
    const startServer = () => startServerProcess(env, base);
    let child: ChildProcess = await startServer();
    try {
      const http = new HttpClient(base);
      await http.post('/api/users/register', {
        name: 'Ana',
        lastName: 'Ruiz',
        email: 'ana.kill@example.com',
        password: 'Calma#Serena9',
      });
      // The buyer confirms the address first (purchases follow the verification flow).
      const verifyLink = async () => {
        for (;;) {
          const outbox = (await (await fetch(`${base}/api/dev/outbox`)).json()) as {
            data: { to: string; links: string[] }[];
          };
          const link = outbox.data.find((m) => m.to === 'ana.kill@example.com')?.links[0];
          if (link) return new URL(link);
        }
      };
      const token = (await verifyLink()).searchParams.get('token');
      expect((await http.post('/api/users/verify', { token })).status).toBe(200);
      expect(
        (await http.post('/api/users/login', { email: 'ana.kill@example.com', password: 'Calma#Serena9' }))
          .status,
      ).toBe(200);
      const plans = (await http.get('/api/plans/list')).body.plans as { _id: string; slug: string }[];
      const full = plans.find((p) => p.slug === 'full') as { _id: string };
      const checkout = await http.post('/api/payments/create-checkout-session', { planId: full._id });
      expect(checkout.status).toBe(200);
      const sessionId = new URL(checkout.body.url).pathname.split('/').pop() as string;
      // The buyer pays at the provider and the server dies at once, before any verification.
      const pay = await devFetch(base, `/dev/checkout/${sessionId}/pay`);
      expect(pay.status).toBe(303);
      child.kill('SIGKILL');
      await once(child, 'exit');

      child = await startServer();
      // The provider retries its webhook (twice here): the purchase completes, once.
      const signed = (await (
        await devFetch(base, `/dev/checkout/${sessionId}/event/checkout.session.completed`)
      ).json()) as { body: string; signature: string };
      for (let i = 0; i < 2; i++) {
        const hook = await fetch(`${base}/api/payments/webhook/stripe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
          body: signed.body,
        });
        expect(hook.status, await hook.clone().text()).toBe(200);
      }
      const again = new HttpClient(base);
      await again.post('/api/users/login', { email: 'ana.kill@example.com', password: 'Calma#Serena9' });
      const me = await again.get('/api/users/me');
      expect(me.body.data.user.activeSubscription.plan.slug).toBe('full');
      expect(me.body.data.user.subscriptions).toHaveLength(1);
    } finally {
      await stopServerProcess(child);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 90_000);
});
