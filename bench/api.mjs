// API overhead (our server vs the bare baseline, same rows), login throughput with argon2id and
// the event loop's responsiveness meanwhile, and Range requests on an audio through /cdn vs nginx.
import { fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT, freePort, signIn, startServer } from './lib.mjs';
import { load } from './load.mjs';

async function vacuum(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('vacuum (analyze)');
  await client.end();
}

export async function benchApi({ databaseUrl }) {
  const out = { overhead: [], login: null, media: null };
  const { base, child } = await startServer({
    DATABASE_URL: databaseUrl,
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
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
  });
  await once(baseline, 'message');
  try {
    // The scale data just written leaves PostgreSQL work to do (autovacuum, analyze): do it now, so
    // it does not run in the middle of one side's measurement.
    await vacuum(databaseUrl);
    for (const route of ['/api/plans/list', '/api/categories/list']) {
      const oursUrl = base + route;
      const bareUrl = `http://127.0.0.1:${port}${route}`;
      // Warm both (JIT, connection pools), then alternate two runs each and keep each side's best:
      // a background hiccup on the machine does not decide the ratio.
      await load(oursUrl, { connections: 50, seconds: 3 });
      await load(bareUrl, { connections: 50, seconds: 3 });
      const runs = { ours: [], bare: [] };
      for (let i = 0; i < 2; i++) {
        runs.ours.push(await load(oursUrl, { connections: 50, seconds: 20 }));
        runs.bare.push(await load(bareUrl, { connections: 50, seconds: 20 }));
      }
      const best = (list) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
      const ours = best(runs.ours);
      const bare = best(runs.bare);
      await load(embedded.base + route, { connections: 50, seconds: 3 });
      const pglite = await load(embedded.base + route, { connections: 50, seconds: 20 });
      out.overhead.push({
        route,
        ours,
        bare,
        pglite,
        runs: { ours: runs.ours.map((r) => r.rps), bare: runs.bare.map((r) => r.rps) },
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
        const opts = { connections: 20, seconds: 10, headers: range };
        await load(oursUrl, { ...opts, seconds: 3 });
        await load(theirsUrl, { ...opts, seconds: 3 });
        // Alternated, best of two each (as for the API overhead).
        const oursRuns = [];
        const theirsRuns = [];
        for (let i = 0; i < 2; i++) {
          oursRuns.push(await load(oursUrl, opts));
          theirsRuns.push(await load(theirsUrl, opts));
        }
        const best = (list) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
        const ours = best(oursRuns);
        const theirs = best(theirsRuns);
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
