// Load runs with autocannon (`autocannon -c N -d S --json URL`), in its own process so the load
// generator does not share an event loop with anything else: requests per second and latency
// percentiles of a closed-loop, keep-alive run (`rate`: autocannon's `-R`, a per-second budget;
// bench/paced.mjs spreads requests evenly instead).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './lib.mjs';

const run = promisify(execFile);
const AUTOCANNON = path.join(ROOT, 'node_modules/autocannon/autocannon.js');

export async function load(
  url,
  { connections = 50, seconds = 20, headers = {}, method = 'GET', body, rate = 0 } = {},
) {
  const args = [AUTOCANNON, '--json', '-c', String(connections), '-d', String(seconds), '-m', method];
  if (rate > 0) args.push('-R', String(Math.round(rate)));
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  if (body !== undefined) args.push('-b', body);
  args.push(url);
  const { stdout } = await run(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
  const r = JSON.parse(stdout);
  return {
    requests: r.requests.total,
    rps: r.requests.total / (r.duration || seconds),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}
