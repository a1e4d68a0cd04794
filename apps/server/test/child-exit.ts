import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** How a child process ended: its exit code, and all it wrote to stderr until then. */
export async function exitAndStderr(child: ChildProcess): Promise<{ code: number | null; stderr: string }> {
  let stderr = '';
  child.stderr?.on('data', (c) => {
    stderr += c;
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stderr };
}
