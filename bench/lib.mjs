// Shared helpers for the benchmarks: start the server, sign in, time requests, sample memory.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '..');

export async function freePort() {
  const s = createServer();
  await new Promise((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address();
  await new Promise((r) => s.close(r));
  return port;
}

/**
 * Runs a process (every thread of it) on the given cores only (`taskset`, Linux; elsewhere
 * nothing happens and false is returned). A paced run puts its generator on one core and the
 * measured server on the other, so neither waits for a core the other holds and each request's
 * time is the server's, not the scheduler's.
 */
export function pin(pid, cpus) {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', String(cpus), String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The server bundle the benchmarks start: the build, or BENCH_SERVER (a path from the repository's
 * root) to compare another bundle of the same tree, e.g. one built with a rule switched off.
 */
const SERVER = process.env.BENCH_SERVER ?? 'apps/server/dist/main.js';

/**
 * Starts the built server (apps/server/dist/main.js, or BENCH_SERVER) with the given environment;
 * `nodeArgs` go to Node before the bundle (e.g. `--import` a module into the server's process).
 */
export async function startServer(env, { nodeArgs = [] } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Local mode sends pages to PUBLIC_URL's host: the measured address must be that host.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return { base, child, port };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('server did not start');
}

/** A cookie-keeping client with the XSRF header, signed in as the given account. */
export async function signIn(base, email, password) {
  const jar = new Map();
  const keep = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${base}/api/plans/list`));
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookie(), 'x-xsrf-token': jar.get('XSRF-TOKEN') },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  keep(res);
  return { cookie };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Times `n` sequential GETs (after `warm` warm-up calls): p50/p95/max in ms. */
export async function timeGets(url, headers, { n = 60, warm = 5 } = {}) {
  for (let i = 0; i < warm; i++) await (await fetch(url, { headers })).arrayBuffer();
  const times = [];
  let status = 0;
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - t);
    status = res.status;
  }
  times.sort((a, b) => a - b);
  return { status, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
}

/**
 * GETs each target every 50 ms (not waiting for answers) until `stop()`: the times, all together
 * and by route, and the answers that failed, by status. A target's `headers()` is read for each request (a signed-in
 * probe's cookies change as its session is refreshed).
 */
export function probe(targets) {
  const times = targets.map(() => []);
  const failures = [0];
  const statuses = {};
  const pending = new Set();
  const timer = setInterval(() => {
    targets.forEach(({ url, headers }, i) => {
      const t = performance.now();
      const p = fetch(url, { headers: headers?.() })
        .then(async (res) => {
          await res.arrayBuffer();
          if (!res.ok) {
            failures[0] += 1;
            statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          }
        })
        .catch(() => {
          failures[0] += 1;
          statuses.network = (statuses.network ?? 0) + 1;
        })
        .then(() => {
          times[i].push(performance.now() - t);
          pending.delete(p);
        });
      pending.add(p);
    });
  }, 50);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([...pending]);
      const all = times.flat().sort((a, b) => a - b);
      return {
        n: all.length,
        failures: failures[0],
        statuses,
        p50: percentile(all, 50),
        p99: percentile(all, 99),
        max: all.at(-1) ?? 0,
        byRoute: targets.map((t, i) => {
          const s = times[i].sort((a, b) => a - b);
          return { route: t.route, p99: percentile(s, 99) };
        }),
      };
    },
  };
}

/** Resident memory of a process in MiB (Linux). */
export function rssMiB(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
}

export const fmt = (ms) => `${ms.toFixed(1)} ms`;

/**
 * VACUUM (ANALYZE) of the whole database before a part is timed: rows just written by COPY carry
 * no visibility map and no hint bits until a vacuum (or their first readers) sets them, which a live
 * database's autovacuum has long done; without it the first part to read them pays for it.
 */
export const vacuum = (databaseUrl) => runStatements(databaseUrl, ['vacuum (analyze)']);

/**
 * The database left with nothing to do before a part that measures something else on the same
 * cores: VACUUM (ANALYZE) so autovacuum has no table to visit, then a CHECKPOINT so the writes
 * just made are on disk rather than flushed in the middle of the next part.
 */
export const settle = (databaseUrl) => runStatements(databaseUrl, ['vacuum (analyze)', 'checkpoint']);

/** Runs `statements` in order on one connection of its own. */
async function runStatements(databaseUrl, statements) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database `name` on BENCH_DATABASE_URL's server, dropped and made afresh: its URL. */
export async function freshDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Replaces the section of bench/RESULTS.md under `heading` with `lines` (a part run alone with
 * --write), or adds it before the targets, which close the file.
 */
export function writeResultsSection(heading, lines, file = path.join(ROOT, 'bench/RESULTS.md')) {
  const text = readFileSync(file, 'utf8');
  const section = `${heading}\n\n${lines.join('\n')}\n`;
  const at = text.indexOf(heading);
  if (at < 0) {
    const targets = text.indexOf('\n## Targets');
    return writeFileSync(
      file,
      targets < 0
        ? `${text.trimEnd()}\n\n${section}`
        : `${text.slice(0, targets + 1)}${section}\n${text.slice(targets + 1)}`,
    );
  }
  const next = text.indexOf('\n## ', at + heading.length);
  writeFileSync(file, text.slice(0, at) + section + (next < 0 ? '' : text.slice(next)));
}

/** Whether the module at `moduleUrl` (its `import.meta.url`) is the script node was started with. */
export const isMain = (moduleUrl) => moduleUrl === pathToFileURL(process.argv[1] ?? '').href;

/** What a part's section says when the part did not run, or failed. */
export const notMeasured = (r) => [`not measured${r?.error ? `: ${r.error}` : ''}`];

/** A part's targets, one line each: met or missed, what, and what was measured. */
export const targetLines = (targets) =>
  targets.map((t) => `- ${t.met ? 'Met' : '**Missed**'}: ${t.target}: ${t.measured}.`);

/**
 * A part run alone: prints its section, and with --write puts it under `heading` in
 * bench/RESULTS.md.
 */
export function reportSection(heading, lines) {
  console.log(lines.join('\n'));
  if (process.argv.includes('--write')) writeResultsSection(heading, lines);
}
