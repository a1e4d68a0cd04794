import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';

/** Where the run's web build (e2e/global-setup.ts) writes its output and, once it ends, its exit code. */
export interface WebBuild {
  log: string;
  status: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    webBuild: WebBuild;
  }
}

let built: Promise<void> | undefined;

/** Resolves once the run's web build has succeeded; rejects with its output if it failed. */
export function webBuilt(): Promise<void> {
  built ??= waitForBuild(inject('webBuild'));
  return built;
}

async function waitForBuild(build: WebBuild): Promise<void> {
  let status: string | undefined;
  while (status === undefined) {
    status = await readFile(build.status, 'utf8').catch(() => undefined);
    if (status === undefined) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (status !== '0') {
    const output = await readFile(build.log, 'utf8').catch(() => '');
    throw new Error(`the web app's build failed (${status}):\n${output.slice(-4000)}`);
  }
}
