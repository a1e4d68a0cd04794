import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  const s = createServer();
  s.listen(0, '127.0.0.1');
  await once(s, 'listening');
  const port = (s.address() as { port: number }).port;
  s.close();
  return port;
}

async function waitForHealth(url: string, child: ChildProcess, ms = 90_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${url}/health`);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('the server process', () => {
  it('starts on an empty data directory, serves, and stops cleanly on SIGTERM', async () => {
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
    };
    if (process.env.TEST_DATABASE_URL) delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env,
      stdio: 'pipe',
    });
    let stderr = '';
    child.stderr?.on('data', (c) => {
      stderr += c;
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitForHealth(base, child);
      const plans = (await (await fetch(`${base}/api/plans/list`)).json()) as { plans: unknown[] };
      expect(plans.plans).toHaveLength(3);
      expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(true);

      // A second process on the same directory refuses to start and says why.
      const second = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: root,
        env: { ...env, PORT: String(await freePort()) },
        stdio: 'pipe',
      });
      let secondErr = '';
      second.stderr?.on('data', (c) => {
        secondErr += c;
      });
      const [code] = await once(second, 'exit');
      expect(code).toBe(1);
      expect(secondErr).toContain('in use by process');

      // SIGTERM under load: requests in flight finish, none gets a 5xx, the process exits 0.
      const load = Array.from({ length: 30 }, (_, i) =>
        fetch(`${base}/api/${i % 2 ? 'audios' : 'themes'}/list`).then((r) => r.status),
      );
      // Let the first requests reach the server before it is told to stop.
      await new Promise((r) => setTimeout(r, 25));
      child.kill('SIGTERM');
      const results = await Promise.allSettled(load);
      const statuses = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      const [exitCode] = await once(child, 'exit');
      expect(exitCode).toBe(0);
      expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    expect(stderr).toBe('');
  }, 120_000);
});
