// API overhead (our server vs the bare baseline, same rows), login throughput with argon2id and
// the event loop's responsiveness meanwhile, and Range requests on an audio through /cdn vs nginx.
import { fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT, freePort, signIn, startServer } from './lib.mjs';
import { load } from './load.mjs';
import { startSqlRelay, statementsOf, waves } from './sql-capture.mjs';

/** A subscriber of the scale data (every fifth customer has an active Full plan). */
const MEMBER = { email: 'cliente5@scale.sanarte.test', password: 'Escala#2026' };
/** The signed-in reads measured against the baseline's replay of their statements. */
const SIGNED_IN_ROUTES = ['/api/users/me', '/api/library'];
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

/**
 * Two servers measured side by side: both warmed up (JIT, connection pools) for 3 s, then two runs
 * each, alternated, keeping each side's better run (with every run's req/s in `runs`), so a
 * background hiccup on the machine does not decide the ratio.
 */
async function sideBySide(urlA, urlB, opts) {
  await load(urlA, { ...opts, seconds: 3 });
  await load(urlB, { ...opts, seconds: 3 });
  const runs = [[], []];
  for (let i = 0; i < 2; i++) {
    runs[0].push(await load(urlA, opts));
    runs[1].push(await load(urlB, opts));
  }
  return runs.map((list) => ({
    ...list.reduce((a, b) => (b.rps > a.rps ? b : a)),
    runs: list.map((r) => r.rps),
  }));
}

async function vacuum(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('vacuum (analyze)');
  await client.end();
}

export async function benchApi({ databaseUrl }) {
  const out = { overhead: [], login: null, media: null };
  const plansFile = await recordPlans(databaseUrl);
  const { base, child } = await startServer({
    DATABASE_URL: databaseUrl,
    APP_SECRET,
    SEED_AUDIO_SECONDS: '2',
    RATE_LIMIT_MULTIPLIER: '1000000',
    DATA_DIR: path.join(ROOT, 'bench/.work'),
  });
  // The embedded default (PGlite, no DATABASE_URL): the same routes, for the PGlite column.
  const embedded = await startServer({
    SEED_AUDIO_SECONDS: '2',
    RATE_LIMIT_MULTIPLIER: '1000000',
    DATA_DIR: path.join(ROOT, 'bench/.work/pglite'),
  });
  const port = await freePort();
  const baseline = fork(path.join(ROOT, 'bench/baseline/server.mjs'), {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      APP_SECRET,
      BASELINE_PLANS: plansFile,
    },
  });
  await once(baseline, 'message');
  try {
    // The scale data just written leaves PostgreSQL work to do (autovacuum, analyze): do it now, so
    // it does not run in the middle of one side's measurement.
    await vacuum(databaseUrl);
    for (const route of ['/api/plans/list', '/api/categories/list']) {
      const oursUrl = base + route;
      const bareUrl = `http://127.0.0.1:${port}${route}`;
      const [ours, bare] = await sideBySide(oursUrl, bareUrl, { connections: 50, seconds: 20 });
      await load(embedded.base + route, { connections: 50, seconds: 3 });
      const pglite = await load(embedded.base + route, { connections: 50, seconds: 20 });
      out.overhead.push({
        route,
        ours,
        bare,
        pglite,
        runs: { ours: ours.runs, bare: bare.runs },
      });
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
    }

    // Signed-in reads: the member's session (cookies as the browser holds them, XSRF included)
    // against the baseline, which verifies the same access token and runs the same statements.
    const member = await signIn(base, MEMBER.email, MEMBER.password);
    for (const route of SIGNED_IN_ROUTES) {
      const headers = { cookie: member.cookie() };
      const probe = await fetch(`http://127.0.0.1:${port}${route}`, { headers });
      if (probe.status !== 200) throw new Error(`baseline ${route}: ${probe.status}`);
      const [ours, bare] = await sideBySide(base + route, `http://127.0.0.1:${port}${route}`, {
        connections: 50,
        seconds: 20,
        headers,
      });
      out.overhead.push({ route, ours, bare, pglite: null, runs: { ours: ours.runs, bare: bare.runs } });
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
    if (file && nginx) {
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
    embedded.child.kill('SIGTERM');
  }
  return out;
}
