import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './browser.js';

/** Builds the web app once for the end-to-end run, and fails early without a browser. */
export default function setup() {
  const browser = chromiumPath();
  if (!existsSync(browser)) {
    throw new Error(
      `Chromium not found at ${browser}. Install it with: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH; E2E=skip leaves the end-to-end project out).`,
    );
  }
  // The production build, as `npm start` serves it (vitest sets NODE_ENV=test otherwise).
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
