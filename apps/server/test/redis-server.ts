import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { freePort } from './app.js';

export const REDIS_SERVER = '/usr/bin/redis-server';

/**
 * The binary comes from the `redis-server` package. Outside CI its absence skips the tests that
 * start their own Redis, with the reason printed; in CI (`CI` set) they run and fail without it.
 */
export const skipOwnRedis = !existsSync(REDIS_SERVER) && !process.env.CI;
export const ownRedisReason = skipOwnRedis
  ? ` — SKIPPED: no ${REDIS_SERVER} on this machine; CI runs it`
  : '';
if (skipOwnRedis) console.warn(`[tests]${ownRedisReason}`);

/**
 * A Redis server of the test's own (the `redis-server` binary, no persistence) on a port chosen
 * before it starts, so a test can stop it mid-run and start it again on the same address.
 */
export async function startRedisServer(port?: number) {
  const chosen = port ?? (await freePort());
  let child: ChildProcess | null = null;

  async function start() {
    const proc = spawn(
      REDIS_SERVER,
      ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let output = '';
    await new Promise<void>((resolve, reject) => {
      proc.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      proc.once('exit', (code) => reject(new Error(`redis-server exited with ${code}:\n${output}`)));
    });
    child = proc;
  }

  await start();
  return {
    port: chosen,
    url: `redis://127.0.0.1:${chosen}`,
    /** Kills the server at once, as a crash would. */
    async kill() {
      const proc = child;
      child = null;
      if (!proc || proc.exitCode !== null) return;
      const exited = once(proc, 'exit');
      proc.kill('SIGKILL');
      await exited;
    },
    /** Starts it again on the same port (empty: nothing was persisted). */
    restart: start,
  };
}
export type RedisServer = Awaited<ReturnType<typeof startRedisServer>>;
