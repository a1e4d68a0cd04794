import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { vi } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The server as a process of its own (`src/main.ts` through tsx), with `env`, answered once its
 * /health does (within a minute): for tests that kill it (SIGKILL) and start another.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv, base: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error('server exited');
      const health = await fetch(`${base}/health`);
      if (!health.ok) throw new Error(`health ${health.status}`);
    },
    { timeout: 60_000, interval: 150 },
  );
  return child;
}

/** Stops a server process started here, unless it has already ended (killed, or exited). */
export async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit').catch(() => {});
}
