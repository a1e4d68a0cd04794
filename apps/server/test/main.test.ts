import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort } from './app.js';
import { exitAndStderr } from './child-exit.js';
import { HttpClient } from './http.js';

const root = path.resolve(import.meta.dirname, '../../..');

/** Polls /health until it answers; fails at once if the process exits first. */
async function waitForHealth(url: string, child: ChildProcess, ms = 90_000) {
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`server exited with ${code}`);
  });
  const healthy = vi.waitFor(
    async () => {
      const r = await fetch(`${url}/health`);
      if (!r.ok) throw new Error(`health ${r.status}`);
    },
    { timeout: ms, interval: 250 },
  );
  try {
    await Promise.race([healthy, exited]);
  } finally {
    exited.catch(() => {});
  }
}

/** A GET through node:http, so the test knows when its connection to the server is open. */
function getWithConnection(url: string) {
  let connected: () => void = () => {};
  const open = new Promise<void>((resolve) => {
    connected = resolve;
  });
  const status = new Promise<number>((resolve, reject) => {
    const req = request(url, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('socket', (socket) => {
      if (!socket.connecting) connected();
      else socket.once('connect', connected);
    });
    req.on('error', reject);
    req.end();
  });
  return { open, status };
}

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('the server process', () => {
  /**
   * `main.ts` as `npm start` runs it, on a fresh data directory and a free port, with `extra`
   * settings: the process, its address and directory, and what it wrote so far.
   */
  async function startMain(extra: NodeJS.ProcessEnv = {}) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sanarte-main-'));
    dirs.push(dataDir);
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_AUDIO_SECONDS: '1',
      LOG_LEVEL: 'warn',
      ...extra,
    };
    if (process.env.TEST_DATABASE_URL) Reflect.deleteProperty(env, 'DATABASE_URL');
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env,
      stdio: 'pipe',
    });
    const output = { stdout: '', stderr: '' };
    child.stdout?.on('data', (c) => {
      output.stdout += c;
    });
    child.stderr?.on('data', (c) => {
      output.stderr += c;
    });
    return { child, env, dataDir, output, base: `http://127.0.0.1:${port}` };
  }

  it('starts on an empty data directory, serves, and stops cleanly on SIGTERM', async () => {
    const { child, env, dataDir, output, base } = await startMain();
    try {
      await waitForHealth(base, child);
      const plans = (await (await fetch(`${base}/api/plans/list`)).json()) as { plans: unknown[] };
      expect(plans.plans).toHaveLength(4);
      expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(true);

      // A second process on the same directory refuses to start and says why.
      const second = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: root,
        env: { ...env, PORT: String(await freePort()) },
        stdio: 'pipe',
      });
      const { code, stderr: secondErr } = await exitAndStderr(second);
      expect(code).toBe(1);
      expect(secondErr).toContain('in use by process');

      // SIGTERM under load: requests in flight finish, none gets a 5xx, the process exits 0.
      const load = Array.from({ length: 30 }, (_, i) =>
        getWithConnection(`${base}/api/${i % 2 ? 'audios' : 'themes'}/list`),
      );
      // The server is told to stop once requests are on open connections to it.
      await Promise.all(load.slice(0, 5).map((l) => l.open));
      child.kill('SIGTERM');
      const results = await Promise.allSettled(load.map((l) => l.status));
      const statuses = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      const [exitCode] = await once(child, 'exit');
      expect(exitCode).toBe(0);
      expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    expect(output.stderr).toBe('');
  }, 120_000);

  it('with BACKGROUND_WORK=off serves, and sends nothing: a queued e-mail stays queued', async () => {
    const { child, output, base } = await startMain({ LOG_FORMAT: 'json', BACKGROUND_WORK: 'off' });
    try {
      await waitForHealth(base, child);
      await vi.waitFor(() => expect(output.stdout).toContain('BACKGROUND_WORK=off'), { timeout: 10_000 });
      const http = new HttpClient(base);
      const register = async (email: string) => {
        const res = await http.post('/api/users/register', {
          name: 'Ana',
          lastName: 'Paz',
          email,
          password: 'Clave#Segura2026',
        });
        expect(res.status).toBe(201);
      };
      const statusOf = async (email: string) =>
        ((await http.get('/api/dev/outbox')).body.data as { to: string; status: string }[])
          .filter((m) => m.to === email)
          .map((m) => m.status);
      const first = `apagado_1_${Date.now()}@example.com`;
      const second = `apagado_2_${Date.now()}@example.com`;
      await register(first);
      await vi.waitFor(async () => expect(await statusOf(first)).toHaveLength(1), {
        timeout: 10_000,
        interval: 100,
      });
      // A running worker, woken by each enqueue, would have sent the first e-mail by the time a
      // second registration's e-mail is queued behind it: both are still waiting.
      await register(second);
      await vi.waitFor(async () => expect(await statusOf(second)).toHaveLength(1), {
        timeout: 10_000,
        interval: 100,
      });
      expect(await statusOf(first)).toEqual(['pending']);
      expect(await statusOf(second)).toEqual(['pending']);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }, 120_000);
});
