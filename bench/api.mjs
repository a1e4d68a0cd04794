// API overhead (our server vs the bare baseline, same rows), login throughput with argon2id and
// the event loop's responsiveness meanwhile, and Range requests on an audio through /cdn vs nginx.
import { fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { ROOT, freePort, percentile, pin, signIn, startServer, vacuum } from './lib.mjs';
import { load } from './load.mjs';
import { paced } from './paced.mjs';
import { startSqlRelay, statementsOf, waves } from './sql-capture.mjs';

/** A subscriber of the scale data (every fifth customer has an active Full plan). */
const MEMBER = { email: 'cliente5@scale.sanarte.test', password: 'Escala#2026' };
/** The signed-in reads measured against the baseline's replay of their statements. */
const SIGNED_IN_ROUTES = ['/api/users/me', '/api/library'];
/** Accounts of the scale data signed in by the login burst (active and verified, same password). */
const BURST_ACCOUNTS = [5, 10, 15, 20, 25, 30, 40, 45].map((g) => `cliente${g}@scale.sanarte.test`);
/** The parts of the run; `benchApi({ parts })` or `node bench/api.mjs --only=login,burst` picks some. */
const PARTS = ['overhead', 'signedIn', 'login', 'burst', 'media'];
/** One secret for our server and the baseline, which verifies the same access tokens. */
const APP_SECRET = 'bench-app-secret-bench-app-secret-0123456789';

/**
 * What the database does for each signed-in read: the app runs once behind the SQL relay, the
 * member signs in, and each route's statements are recorded (as waves of concurrent statements).
 * Written to a file for the baseline server.
 */
async function recordPlans(databaseUrl) {
  const relay = await startSqlRelay(databaseUrl);
  const rec = await startServer({
    DATABASE_URL: relay.url,
    APP_SECRET,
    SEED_AUDIO_SECONDS: '2',
    RATE_LIMIT_MULTIPLIER: '1000000',
    DATA_DIR: path.join(ROOT, 'bench/.work'),
    // Everything the call needs from the database, every time: the baseline keeps nothing in
    // memory, so it replays the catalogue's reads our server answers from its cache.
    CATALOGUE_CACHE: 'off',
  });
  try {
    const { cookie } = await signIn(rec.base, MEMBER.email, MEMBER.password);
    const plans = {};
    for (const route of SIGNED_IN_ROUTES) {
      const recorded = await statementsOf(relay, rec.base + route, { cookie: cookie() });
      plans[route] = waves(recorded).map((wave) => wave.map(({ text, values }) => ({ text, values })));
    }
    const file = path.join(ROOT, 'bench/.work/baseline-plans.json');
    writeFileSync(file, JSON.stringify(plans));
    return file;
  } finally {
    rec.child.kill('SIGTERM');
    await once(rec.child, 'exit');
    await relay.close();
  }
}

/** Every core of the machine, as taskset reads a list. */
const ALL_CPUS = `0-${availableParallelism() - 1}`;

/** Paced runs offer this share of the baseline's best closed-loop rate to both servers. */
export const PACED_SHARE = 0.6;

/**
 * Two servers measured side by side: both warmed up (JIT, connection pools) for 3 s, then two runs
 * each, alternated, keeping each side's better run (with every run's req/s in `runs`), so a
 * background hiccup on the machine does not decide the ratio. With `latency`, each side then gets
 * two open-loop runs, alternated, the one with the lower p99 kept (every run's p99 in `p99Runs`),
 * at PACED_SHARE of the baseline's (B's) best rate (bench/paced.mjs, requests evenly spaced, each
 * timed from the moment it was due): at saturation a closed loop of N
 * connections waits at least N ÷ the rate by construction (Little's law), so the latency target is
 * read at a load both can carry, the same load for both.
 */
async function sideBySide(urlA, urlB, { latency = false, pids = [], ...opts }) {
  await load(urlA, { ...opts, seconds: 3 });
  await load(urlB, { ...opts, seconds: 3 });
  const runs = [[], []];
  for (let i = 0; i < 2; i++) {
    runs[0].push(await load(urlA, opts));
    runs[1].push(await load(urlB, opts));
  }
  const [a, b] = runs.map((list) => ({
    ...list.reduce((x, y) => (y.rps > x.rps ? y : x)),
    runs: list.map((r) => r.rps),
  }));
  if (latency) {
    const rate = Math.max(1, Math.round(PACED_SHARE * b.rps));
    // Each server on core 0 and the generator on core 1 while paced (PostgreSQL runs where it may):
    // on two cores they would otherwise take turns, and a request due while the generator or the
    // server waits for a core is charged the scheduler's wait.
    const pinned = pids.length === 2 && pids.every((pid) => pin(pid, 0));
    const pacedOpts = {
      rate,
      seconds: opts.seconds,
      connections: opts.connections,
      headers: opts.headers,
      ...(pinned ? { cpu: 1 } : {}),
    };
    // Two paced runs each, alternated, each side's better kept (as for the closed loop): one stall
    // of the machine (a checkpoint's writes, say) in a 20-s run is the whole top percentile.
    const pacedRuns = [[], []];
    try {
      for (let i = 0; i < 2; i++) {
        pacedRuns[0].push(await paced(urlA, pacedOpts));
        pacedRuns[1].push(await paced(urlB, pacedOpts));
      }
    } finally {
      for (const pid of pids) pin(pid, ALL_CPUS);
    }
    const better = (list) => ({
      ...list.reduce((x, y) => (y.p99 < x.p99 ? y : x)),
      p99Runs: list.map((r) => r.p99),
      pinned,
    });
    a.paced = better(pacedRuns[0]);
    b.paced = better(pacedRuns[1]);
  }
  return [a, b];
}

/**
 * /health probed every 20 ms from a worker thread (its own event loop, so the burst's thousand
 * answers arriving in this one do not delay the probes): each probe's time to answer.
 */
function startHealthProbes(base) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const http = require('node:http');
     const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
     const times = []; let failed = 0; let stop = false;
     parentPort.on('message', () => { stop = true; });
     const probe = () => new Promise((resolve) => {
       const t = performance.now();
       const req = http.get(workerData + '/health', { agent }, (res) => {
         res.resume(); res.on('end', () => { if (res.statusCode !== 200) failed++; times.push(performance.now() - t); resolve(); });
       });
       req.on('error', () => { failed++; times.push(performance.now() - t); resolve(); });
     });
     (async () => {
       while (!stop) { await probe(); await new Promise((r) => setTimeout(r, 20)); }
       parentPort.postMessage({ times, failed });
     })();`,
    { eval: true, workerData: base },
  );
  return async () => {
    const answer = once(worker, 'message');
    worker.postMessage('stop');
    const [{ times, failed }] = await answer;
    await worker.terminate();
    times.sort((a, b) => a - b);
    return {
      probes: times.length,
      failed,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      max: times[times.length - 1] ?? 0,
    };
  };
}

/**
 * A burst of `n` logins at once, as n browsers would send them: each first gets its own XSRF
 * cookie (a GET, as loading the page does), then all n `POST /api/users/login` leave together, on
 * their own connections, with correct credentials of several accounts. Counts the statuses (a 503
 * must carry Retry-After; any other 5xx or a failed request is a failure), times each answer and
 * the whole burst, and probes /health meanwhile.
 */
export async function loginBurst(
  base,
  { n = 1000, accounts = BURST_ACCOUNTS, password = MEMBER.password } = {},
) {
  // One socket per browser, as n browsers would have: no pooling, no limit.
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const request = (method, route, headers, body) =>
    new Promise((resolve, reject) => {
      const req = http.request(`${base}${route}`, { method, agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res));
        res.on('error', reject);
      });
      req.setTimeout(120_000, () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(body);
    });
  try {
    const clients = [];
    for (let i = 0; i < n; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, n - i) }, async () => {
          const res = await request('GET', '/api/plans/list', {});
          const pair = (res.headers['set-cookie'] ?? [])
            .find((c) => c.startsWith('XSRF-TOKEN='))
            ?.split(';')[0];
          if (!pair) throw new Error('no XSRF cookie');
          return pair;
        }),
      );
      clients.push(...batch);
    }
    const stopProbes = startHealthProbes(base);
    await new Promise((r) => setTimeout(r, 200));
    const statuses = {};
    const times = [];
    let failures = 0;
    let unannounced503 = 0;
    const started = performance.now();
    await Promise.all(
      clients.map(async (xsrf, i) => {
        const t = performance.now();
        try {
          const body = JSON.stringify({ email: accounts[i % accounts.length], password });
          const res = await request(
            'POST',
            '/api/users/login',
            {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              cookie: xsrf,
              'x-xsrf-token': xsrf.split('=')[1],
            },
            body,
          );
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          if (res.statusCode === 503 && !res.headers['retry-after']) unannounced503++;
        } catch {
          failures++;
        }
        times.push(performance.now() - t);
      }),
    );
    const allAnsweredMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, 200));
    const health = await stopProbes();
    times.sort((a, b) => a - b);
    const count = (pred) =>
      Object.entries(statuses).reduce((sum, [status, k]) => sum + (pred(Number(status)) ? k : 0), 0);
    const bad5xx = count((s) => s >= 500 && s !== 503) + unannounced503;
    return {
      n,
      accounts: accounts.length,
      statuses,
      ok: count((s) => s === 200),
      shed: count((s) => s === 503) - unannounced503,
      bad5xx,
      failures,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      allAnsweredMs,
      health,
      passed: bad5xx === 0 && failures === 0,
    };
  } finally {
    agent.destroy();
  }
}

export async function benchApi({ databaseUrl, parts = PARTS }) {
  const want = new Set(parts);
  const out = { overhead: [], login: null, burst: null, media: null, loadavg: [] };
  const noteLoad = (part) => out.loadavg.push({ part, loadavg: loadavg().map((l) => Number(l.toFixed(2))) });
  const plansFile = want.has('signedIn') ? await recordPlans(databaseUrl) : null;
  const { base, child } = await startServer({
    DATABASE_URL: databaseUrl,
    APP_SECRET,
    SEED_AUDIO_SECONDS: '2',
    RATE_LIMIT_MULTIPLIER: '1000000',
    DATA_DIR: path.join(ROOT, 'bench/.work'),
  });
  // The embedded default (PGlite, no DATABASE_URL): the same routes, for the PGlite column.
  const embedded = want.has('overhead')
    ? await startServer({
        SEED_AUDIO_SECONDS: '2',
        RATE_LIMIT_MULTIPLIER: '1000000',
        DATA_DIR: path.join(ROOT, 'bench/.work/pglite'),
      })
    : null;
  const port = await freePort();
  const baseline = fork(path.join(ROOT, 'bench/baseline/server.mjs'), {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      APP_SECRET,
      ...(plansFile ? { BASELINE_PLANS: plansFile } : {}),
    },
  });
  await once(baseline, 'message');
  try {
    // The scale data just written leaves PostgreSQL work to do (autovacuum, analyze): do it now, so
    // it does not run in the middle of one side's measurement.
    await vacuum(databaseUrl);
    /** One route side by side with the baseline: kept for the report and said on the console. */
    const overhead = (route, ours, bare, pglite) => {
      out.overhead.push({ route, ours, bare, pglite, runs: { ours: ours.runs, bare: bare.runs } });
      console.log(
        route,
        'ours',
        ours.rps.toFixed(0),
        'req/s p99',
        ours.p99.toFixed(1),
        '| baseline',
        bare.rps.toFixed(0),
        'req/s',
      );
    };
    for (const route of want.has('overhead') ? ['/api/plans/list', '/api/categories/list'] : []) {
      noteLoad(route);
      const oursUrl = base + route;
      const bareUrl = `http://127.0.0.1:${port}${route}`;
      const [ours, bare] = await sideBySide(oursUrl, bareUrl, {
        connections: 50,
        seconds: 20,
        latency: true,
        pids: [child.pid, baseline.pid],
      });
      await load(embedded.base + route, { connections: 50, seconds: 3 });
      const pglite = await load(embedded.base + route, { connections: 50, seconds: 20 });
      overhead(route, ours, bare, pglite);
    }

    // Signed-in reads: the member's session (cookies as the browser holds them, XSRF included)
    // against the baseline, which verifies the same access token and runs the same statements.
    const member = await signIn(base, MEMBER.email, MEMBER.password);
    for (const route of want.has('signedIn') ? SIGNED_IN_ROUTES : []) {
      noteLoad(route);
      const headers = { cookie: member.cookie() };
      const probe = await fetch(`http://127.0.0.1:${port}${route}`, { headers });
      if (probe.status !== 200) throw new Error(`baseline ${route}: ${probe.status}`);
      const [ours, bare] = await sideBySide(base + route, `http://127.0.0.1:${port}${route}`, {
        connections: 50,
        seconds: 20,
        latency: true,
        headers,
        pids: [child.pid, baseline.pid],
      });
      overhead(route, ours, bare, null);
    }

    // Logins: argon2id dominates; the health call must stay fast meanwhile.
    const { cookie } = await signIn(base, 'admin@sanarte.local', 'Sanarte!2026').catch(() => ({
      cookie: () => '',
    }));
    void cookie;
    const xsrfRes = await fetch(`${base}/api/plans/list`);
    const xsrf =
      xsrfRes.headers
        .getSetCookie()
        .find((c) => c.startsWith('XSRF-TOKEN='))
        ?.split(';')[0] ?? '';
    const token = xsrf.split('=')[1] ?? '';
    const body = JSON.stringify({ email: 'admin@sanarte.local', password: 'Sanarte!2026' });
    if (want.has('login')) {
      noteLoad('login');
      const [logins, health] = await Promise.all([
        load(`${base}/api/users/login`, {
          connections: 8,
          seconds: 15,
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', cookie: xsrf, 'x-xsrf-token': token },
        }),
        load(`${base}/health`, { connections: 2, seconds: 15 }),
      ]);
      out.login = { logins, health };
      console.log(
        'logins/s',
        logins.rps.toFixed(1),
        'non2xx',
        logins.non2xx,
        '| health p99',
        health.p99.toFixed(1),
        'ms',
      );
    }

    // A burst of 1,000 logins at once (several accounts, each browser with its own XSRF cookie):
    // every one answered, 200 or 503 + Retry-After if the server must shed, never another 5xx.
    if (want.has('burst')) {
      noteLoad('burst');
      out.burst = await loginBurst(base);
      const b = out.burst;
      console.log(
        'login burst',
        b.n,
        'statuses',
        JSON.stringify(b.statuses),
        'failed',
        b.failures,
        `| p50 ${b.p50.toFixed(0)} ms p99 ${b.p99.toFixed(0)} ms, all answered in ${b.allAnsweredMs.toFixed(0)} ms`,
        `| /health ${b.health.probes} probes p99 ${b.health.p99.toFixed(1)} ms max ${b.health.max.toFixed(1)} ms`,
        '| passed',
        b.passed,
      );
    }

    // Media: the same file through /cdn (signed) and through nginx, with Range requests.
    const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
    const audios =
      (
        await (
          await fetch(`${base}/api/cdnFiles/audios`, {
            headers: { cookie: (await signIn(base, 'admin@sanarte.local', 'Sanarte!2026')).cookie() },
          })
        ).json()
      ).data?.items ?? [];
    const file = audios.find((i) => i.name.endsWith('.mp3'));
    if (file && nginx && want.has('media')) {
      noteLoad('media');
      const nport = await freePort();
      const dir = path.join(ROOT, 'bench/.work/nginx');
      mkdirSync(dir, { recursive: true });
      const mediaRoot = path.join(ROOT, 'bench/.work/media');
      writeFileSync(
        path.join(dir, 'nginx.conf'),
        `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; server { listen 127.0.0.1:${nport}; root ${mediaRoot}; } }`,
      );
      const ng = spawn(nginx, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
      await new Promise((r) => setTimeout(r, 500));
      try {
        // A range in the middle of the file (seed audios are short: a few KB per second).
        const last = Math.min(file.size - 1, 50_999);
        const first = Math.floor(last / 10);
        const range = { range: `bytes=${first}-${last}` };
        const oursUrl = new URL(file.url, base).toString();
        const theirsUrl = `http://127.0.0.1:${nport}/audios/${file.name}`;
        const [ours, theirs] = await sideBySide(oursUrl, theirsUrl, {
          connections: 20,
          seconds: 10,
          headers: range,
        });
        const a = Buffer.from(await (await fetch(new URL(file.url, base), { headers: range })).arrayBuffer());
        const b = Buffer.from(
          await (
            await fetch(`http://127.0.0.1:${nport}/audios/${file.name}`, { headers: range })
          ).arrayBuffer(),
        );
        out.media = {
          ours,
          theirs,
          identical: a.equals(b) && a.length === last - first + 1,
          range: range.range,
        };
        console.log(
          'media ours',
          ours.rps.toFixed(0),
          'req/s | nginx',
          theirs.rps.toFixed(0),
          'req/s | identical',
          out.media.identical,
        );
      } finally {
        ng.kill('SIGTERM');
      }
    }
  } finally {
    baseline.kill('SIGTERM');
    child.kill('SIGTERM');
    embedded?.child.kill('SIGTERM');
  }
  return out;
}

// `node bench/api.mjs [--only=overhead,signedIn,login,burst,media]`: the figures against
// DATABASE_URL (default: the 1,000,000-customer database), printed; nothing is written.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sanarte_bench';
  const out = await benchApi({ databaseUrl, parts: only ? only.split(',') : PARTS });
  for (const o of out.overhead) {
    console.log(
      `${o.route}: ours ${o.ours.rps.toFixed(0)} req/s (runs ${o.runs.ours.map((r) => r.toFixed(0)).join(', ')}) p99 ${o.ours.p99} ms | baseline ${o.bare.rps.toFixed(0)} req/s (runs ${o.runs.bare.map((r) => r.toFixed(0)).join(', ')}) p99 ${o.bare.p99} ms | ratio ${((o.ours.rps / o.bare.rps) * 100).toFixed(0)} %${
        o.ours.paced
          ? ` | paced at ${o.ours.paced.rate}/s: ours p99 ${o.ours.paced.p99} ms (${o.ours.paced.rps.toFixed(0)} req/s), baseline p99 ${o.bare.paced.p99} ms`
          : ''
      }`,
    );
  }
  if (out.media)
    console.log(
      `media: ${((out.media.ours.rps / out.media.theirs.rps) * 100).toFixed(0)} % of nginx (runs ours ${out.media.ours.runs.map((r) => r.toFixed(0)).join(', ')}; nginx ${out.media.theirs.runs.map((r) => r.toFixed(0)).join(', ')})`,
    );
  console.log(JSON.stringify({ burst: out.burst, loadavg: out.loadavg }, null, 1));
}
