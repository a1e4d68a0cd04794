import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './browser.js';
import type { WebBuild } from './web-build.js';

/**
 * Fails early without a browser, and starts the production build of the web app (as `npm start`
 * serves it) in the background: it runs while the projects before this one run their tests
 * (vitest.config.ts puts the end-to-end files last), and each end-to-end file awaits it before it
 * starts its server (web-build.ts).
 */
export default async function setup(project: TestProject) {
  const browser = chromiumPath();
  if (!existsSync(browser)) {
    throw new Error(
      `Chromium not found at ${browser}. Install it with: apt-get update && apt-get install -y chromium chromium-headless-shell (or set CHROMIUM_PATH; E2E=skip leaves the end-to-end project out).`,
    );
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'sanarte-web-build-'));
  const build: WebBuild = { log: path.join(dir, 'build.log'), status: path.join(dir, 'status') };
  const log = openSync(build.log, 'w');
  // vitest sets NODE_ENV=test; the build is the production one.
  const child: ChildProcess = spawn('npm', ['run', 'build', '-w', 'apps/web'], {
    stdio: ['ignore', log, log],
    detached: true, // its own process group: the teardown stops vite's processes with it
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let running = true;
  child.on('exit', (code, signal) => {
    running = false;
    void writeFile(build.status, String(code ?? signal ?? 'failed'));
  });
  child.on('error', (error) => {
    running = false;
    void writeFile(build.status, `failed to start: ${error.message}`);
  });
  project.provide('webBuild', build);
  return async () => {
    if (running && child.pid) process.kill(-child.pid);
    await rm(dir, { recursive: true, force: true });
  };
}
