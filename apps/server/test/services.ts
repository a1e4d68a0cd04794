import { spawn } from 'node:child_process';
import { Socket } from 'node:net';

/** Whether something listens at host:port (a quick TCP connect). */
function listening(url: string, defaultPort: number): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(u.port || defaultPort), u.hostname, () => done(true));
  });
}

/**
 * Tests that need this machine's PostgreSQL or Redis. In CI (CI set, as `.ci/run` does) they must
 * run: a missing service fails them. Elsewhere they are skipped with the reason printed, so
 * `npm test` on a laptop without those servers still says what it left out.
 */
export async function machineServices(needs: { postgres?: string; redis?: string }) {
  const missing: string[] = [];
  if (needs.postgres && !(await listening(needs.postgres, 5432)))
    missing.push(`PostgreSQL at ${needs.postgres}`);
  if (needs.redis && !(await listening(needs.redis, 6379))) missing.push(`Redis at ${needs.redis}`);
  const skip = missing.length > 0 && !process.env.CI;
  const reason = skip ? ` — SKIPPED: nothing listens (${missing.join(', ')}); CI runs it` : '';
  if (skip) console.warn(`[tests]${reason}`);
  return { skip, reason };
}

/** What a tool run printed (stdout and stderr together) and its exit code. */
export interface ToolRun {
  output: string;
  code: number | null;
}

/**
 * A command-line tool of this machine the tests need (e.g. `promtool`, from Debian's prometheus
 * package), found by running it with `probe`. In CI it must be there: a missing tool fails its
 * tests. Elsewhere they are skipped with the reason printed, as for the services above.
 */
export async function machineTool(command: string, probe: string[]) {
  const run = (args: string[], input = ''): Promise<ToolRun> =>
    new Promise((resolve, reject) => {
      const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (c: Buffer) => {
        output += c;
      });
      child.stderr.on('data', (c: Buffer) => {
        output += c;
      });
      child.once('error', reject);
      child.once('close', (code) => resolve({ output, code }));
      child.stdin.end(input);
    });
  const found = await run(probe).then(
    (r) => r.code === 0,
    () => false,
  );
  const skip = !found && !process.env.CI;
  const reason = skip ? ` — SKIPPED: ${command} is not installed; CI runs it` : '';
  if (skip) console.warn(`[tests]${reason}`);
  return { skip, reason, run };
}
