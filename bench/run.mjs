// `npm run bench`: builds the app, prepares a PostgreSQL database with scale data, runs every
// measurement and writes bench/RESULTS.md. Needs PostgreSQL (BENCH_DATABASE_URL, default the
// local server at 127.0.0.1:5432, where a database `sanarte_bench` is created if missing).
// Only the load-shedding part (PGlite, no PostgreSQL): `node bench/shedding.mjs --write` after a build.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SCALE_CUSTOMERS, benchAdmin } from './admin.mjs';
import { PACED_SHARE, benchApi } from './api.mjs';
import { ROOT, fmt, settle, startServer } from './lib.mjs';
import { PAGE_RUNS, benchAllPages, missedPageTargets } from './lighthouse.mjs';
import { benchMail, mailSection, mailTargets } from './mail.mjs';
import { benchPlayback, playbackSection } from './playback.mjs';
import { benchRelease, releaseSection, releaseTargets } from './release.mjs';
import { benchShedding, sheddingSection, sheddingTargets } from './shedding.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'sanarte_bench';

async function ensureDatabase() {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [dbName]);
  if (exists.rowCount === 0) await client.query(`create database ${dbName}`);
  await client.end();
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
}

execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });

// The landing page first, on a quiet machine: the scale data below leaves PostgreSQL busy
// (autovacuum, analyze) for a while, which would slow the browser's simulated timings.
let lighthouse = null;
if (existsSync(path.join(ROOT, 'bench/lighthouse.mjs'))) {
  const { benchLighthouse } = await import('./lighthouse.mjs');
  const site = await startServer({ DATA_DIR: path.join(ROOT, 'bench/.work/site'), SEED_AUDIO_SECONDS: '2' });
  try {
    // A first run warms the server and the disk cache (it is discarded), then three runs; the one
    // with the median LCP is reported (Lighthouse's simulated timings vary from run to run).
    await benchLighthouse(site.base);
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await benchLighthouse(site.base));
    runs.sort((a, b) => a.lcpMs - b.lcpMs);
    lighthouse = {
      ...runs[1],
      lcpRunsMs: runs.map((r) => r.lcpMs),
      performanceRuns: runs.map((r) => r.performance),
    };
  } catch (err) {
    lighthouse = { error: String(err) };
  } finally {
    site.child.kill('SIGTERM');
    await new Promise((r) => site.child.once('exit', r));
  }
}

/**
 * An API route meets its target: ≥ 90 % of the baseline's rate, and p99 ≤ 25 ms paced at
 * PACED_SHARE of the baseline's rate, keeping up with that rate without a failed answer.
 */
function apiMet(o) {
  const p = o.ours.paced;
  return (
    o.ours.rps / o.bare.rps >= 0.9 &&
    Boolean(p) &&
    p.p99 <= 25 &&
    p.rps >= 0.95 * p.rate &&
    p.errors + p.non2xx === 0
  );
}

const databaseUrl = await ensureDatabase();

// The catalogue must exist before the scale data: one start of the app seeds it.
const boot = await startServer({
  DATABASE_URL: databaseUrl,
  SEED_AUDIO_SECONDS: '2',
  DATA_DIR: path.join(ROOT, 'bench/.work'),
});
boot.child.kill('SIGTERM');
await new Promise((r) => boot.child.once('exit', r));

const admin = await benchAdmin({ databaseUrl, label: 'PostgreSQL' });
const api = await benchApi({ databaseUrl });
// Listening reports: our group-committed POST /api/stats/playback against a bare server.
let playback;
try {
  playback = await benchPlayback({ databaseUrl });
} catch (err) {
  playback = { error: String(err) };
  process.exitCode = 1; // a broken run, not a missed target
}
// Every panel and back-office page, signed in (local mode, its own data directory), on a quiet
// machine: the listening reports just written leave PostgreSQL's autovacuum and checkpointer busy
// on the shared cores for a while, which slows the browser's simulated timings (a page measured
// 85 there read 94-96 alone). The vacuum and checkpoint are done first, as the other parts do.
let pages;
try {
  await settle(databaseUrl);
  pages = await benchAllPages();
} catch (err) {
  pages = { error: String(err) };
  process.exitCode = 1; // a broken run, not a missed target
}
// E-mail delivery under a burst: its own PostgreSQL database, the job runner against the old outbox.
let mail;
try {
  mail = await benchMail(adminUrl);
} catch (err) {
  mail = { error: String(err) };
  process.exitCode = 1; // a broken run, not a missed target
}
// The monthly release e-mail to 100,000 listeners: its own PostgreSQL database, about 15 min.
let release;
try {
  release = await benchRelease(adminUrl);
} catch (err) {
  release = { error: String(err) };
  process.exitCode = 1; // a broken run, not a missed target
}
// Load shedding: on PGlite (its own temporary data directory), after the PostgreSQL parts.
let shedding;
try {
  shedding = await benchShedding();
} catch (err) {
  shedding = { error: String(err) };
  process.exitCode = 1; // a broken run, not a missed target
}
const pgVersion = await (async () => {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const v = (await c.query('show server_version')).rows[0].server_version;
  await c.end();
  return v;
})();

const lines = [
  '# Benchmark results',
  '',
  `Measured ${new Date().toISOString()} by \`npm run bench\` on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB,`,
  `Node ${process.version}, PostgreSQL ${pgVersion}. The server is the production build (\`apps/server/dist\`).`,
  'Only the load-shedding part (PGlite, about 80 s): `npm run build && node bench/shedding.mjs --write`;',
  'only the e-mail part (about 4 min): `npm run build && node bench/mail.mjs --write`;',
  'only the release e-mail (about 15 min): `npm run build && node bench/release.mjs --write`.',
  '',
  '## Back-office at scale',
  '',
  `${SCALE_CUSTOMERS.toLocaleString('en')} customers, ${(3 * SCALE_CUSTOMERS).toLocaleString('en')} payment records, ${(10 * SCALE_CUSTOMERS).toLocaleString('en')} listening rows (\`npm run seed:scale -- --customers ${SCALE_CUSTOMERS}\`, COPY).`,
  'After `VACUUM ANALYZE`, sequential requests after a warm-up, 40 samples each. Target: p95 ≤ 100 ms. Beside each call, its floor:',
  'the SQL statements the call ran (captured on the wire between the server and PostgreSQL, `bench/sql-capture.mjs`)',
  'run straight through `pg`, concurrently where the server ran them concurrently; the ratio is ours ÷ the floor at p95.',
  'The server reaches PostgreSQL through that relay (one more local hop than in production) while it is timed.',
  '',
  '| call | p50 | p95 | pg alone p50 / p95 | ratio (p95) | target met |',
  '|---|---|---|---|---|---|',
  ...admin.results.map(
    (r) =>
      `| ${r.name} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.floor.p50)} / ${fmt(r.floor.p95)} | ${(r.p95 / r.floor.p95).toFixed(2)} × | ${r.p95 <= 100 ? 'yes' : '**no**'} |`,
  ),
  '',
  "The listener's panel at the same scale, as a subscriber of the scale data (a Full plan, a test result, listening rows",
  'among the 10,000,000), measured the same way. Target: p95 ≤ 50 ms.',
  '',
  '| call | p50 | p95 | pg alone p50 / p95 | ratio (p95) | target met |',
  '|---|---|---|---|---|---|',
  ...admin.listener.map(
    (r) =>
      `| ${r.name} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.floor.p50)} / ${fmt(r.floor.p95)} | ${(r.p95 / r.floor.p95).toFixed(2)} × | ${r.p95 <= 50 ? 'yes' : '**no**'} |`,
  ),
  '',
  `The owner's reports (Dashboard, 12 months) are read from what the due work computed: at this scale its runs until they were there took ${fmt(admin.reports.jobMs)} in all (${admin.reports.runs}, the first computing the 12 months)`,
  '(as the server started; afterwards only the current month, every 10 minutes, and a closed month once more while its new accounts may still buy).',
  '',
  `CSV export of all ${admin.csv.rows.toLocaleString('en')} customers: ${(admin.csv.mib).toFixed(1)} MiB streamed in ${fmt(admin.csv.ms)} ` +
    `(target ≤ 5 s: ${admin.csv.ms <= 5000 ? 'met' : '**not met**'}); server RSS ${admin.csv.rssBefore.toFixed(0)} MiB before, ` +
    `${admin.csv.rssPeak.toFixed(0)} MiB at peak; the peak by tenth of the rows received: ${admin.csv.rssByTenth.join(', ')} MiB ` +
    `(flat memory: the last tenth ${admin.csv.rssByTenth.at(-1) <= Math.max(...admin.csv.rssByTenth.slice(0, 5)) * 1.1 ? 'is' : 'is **not**'} within 10 % of the first half's peak).`,
  '',
  '## API overhead',
  '',
  'Closed-loop load, 50 keep-alive connections for 20 s per run (after `VACUUM ANALYZE` and a 3-s warm-up; two runs each,\n' +
    'alternated, the better of the two kept), our server (the whole stack: validation, security',
  'headers, XSRF cookie, logging) against `bench/baseline/server.mjs` (bare `node:http` + `pg`, same rows).',
  "Target: ≥ 90 % of the baseline's req/s, and p99 ≤ 25 ms at a load both servers carry. Load by autocannon (`-c 50 -d 20`, its own process).",
  "At saturation a closed loop of 50 connections waits at least 50 ÷ the rate by construction (Little's law: 20 ms at",
  "2,500 req/s, 71 ms for the baseline's library), so the p99 target is read from a paced run of each server at",
  `${PACED_SHARE * 100} % of the baseline's best closed-loop rate, the same offered load for both, two runs each, alternated, the lower p99 kept: \`bench/paced.mjs\` sends the requests evenly spaced`,
  api.overhead.some((o) => o.ours.paced?.pinned)
    ? 'over 50 keep-alive connections and times each from the moment it was due (a server that falls behind is charged its queue);\n' +
      'meanwhile the measured server runs on core 0 and the generator on core 1 (`taskset`; PostgreSQL wherever it may), so\n' +
      'neither is charged the time it waited for a core the other held.'
    : 'over 50 keep-alive connections and times each from the moment it was due (a server that falls behind is charged its queue).',
  'The target is met when ours has ≥ 90 % of the rate and, paced, keeps up with p99 ≤ 25 ms and no failed answer; the closed-loop p99 is shown too.',
  'The public lists without cookies (each response hands a new visitor the XSRF cookie); the signed-in reads with a',
  "subscriber's cookies, against the baseline verifying the same access token and running the statements our server",
  'ran for that call (recorded on the wire, `bench/sql-capture.mjs`). The PGlite column is the same build on',
  'the embedded database (`npm start` without DATABASE_URL), for reference; the target applies to PostgreSQL.',
  '',
  '| route | ours req/s | ours p50 / p99 | baseline req/s | baseline p50 / p99 | ratio | paced: rate, ours p50 / p99, baseline p50 / p99 | target met | PGlite req/s, p99 |',
  '|---|---|---|---|---|---|---|---|---|',
  ...api.overhead.map((o) => {
    const ratio = o.ours.rps / o.bare.rps;
    const p = o.ours.paced;
    const paced = p
      ? `${p.rate}/s: ${fmt(p.p50)} / ${fmt(p.p99)} (p99 of the runs: ${p.p99Runs.map(fmt).join(', ')}), ${fmt(o.bare.paced.p50)} / ${fmt(o.bare.paced.p99)}`
      : '—';
    return `| ${o.route} | ${o.ours.rps.toFixed(0)} | ${fmt(o.ours.p50)} / ${fmt(o.ours.p99)} | ${o.bare.rps.toFixed(0)} | ${fmt(o.bare.p50)} / ${fmt(o.bare.p99)} | ${(ratio * 100).toFixed(0)} % | ${paced} | ${apiMet(o) ? 'yes' : '**no**'} | ${o.pglite ? `${o.pglite.rps.toFixed(0)}, ${fmt(o.pglite.p99)}` : '—'} |`;
  }),
  '',
  ...playbackSection(playback),
  '',
  '## Logins (argon2id, m=19456 KiB, t=2, p=1)',
  '',
  api.login
    ? `${api.login.logins.rps.toFixed(1)} logins/s sustained over 15 s with 8 concurrent clients (${api.login.logins.non2xx} non-2xx); meanwhile GET /health p50 ${fmt(api.login.health.p50)}, p99 ${fmt(api.login.health.p99)} (target ≤ 50 ms: ${api.login.health.p99 <= 50 ? 'met' : '**not met**'}). argon2 runs on libuv's thread pool, so the event loop stays free.`
    : 'not measured',
  '',
  ...(api.burst
    ? [
        '',
        `A burst of ${api.burst.n.toLocaleString('en')} logins at once (${api.burst.accounts} accounts, each browser with its own XSRF cookie): ` +
          `${api.burst.ok} answered 200, ${api.burst.shed} 503 with Retry-After (the password gate's queue was full), ${api.burst.bad5xx} other 5xx, ` +
          `${api.burst.failures} failed; p50 ${fmt(api.burst.p50)}, p99 ${fmt(api.burst.p99)}, all answered in ${fmt(api.burst.allAnsweredMs)}; ` +
          `/health meanwhile p99 ${fmt(api.burst.health.p99)}, max ${fmt(api.burst.health.max)}.`,
      ]
    : []),
  '',
  '## Media (Range requests on a seeded audio)',
  '',
  api.media
    ? `20 connections, 10 s (after a warm-up; two alternated runs each, the better kept), \`Range: ${api.media.range}\`: /cdn ${api.media.ours.rps.toFixed(0)} req/s (p99 ${fmt(api.media.ours.p99)}) vs nginx ${api.media.theirs.rps.toFixed(0)} req/s (p99 ${fmt(api.media.theirs.p99)}) — ${((api.media.ours.rps / api.media.theirs.rps) * 100).toFixed(0)} % (target ≥ 65 %: ${api.media.ours.rps / api.media.theirs.rps >= 0.65 ? 'met' : '**not met**'}); bytes identical: ${api.media.identical ? 'yes' : '**no**'}.`
    : 'nginx not installed here (`apt-get install nginx-light`): not measured.',
  '',
  '## Landing page (Lighthouse, mobile profile)',
  '',
  ...(lighthouse && !lighthouse.error
    ? [
        `Lighthouse ${lighthouse.lighthouseVersion} on the built \`/\` (Debian Chromium, simulated mobile throttling), median of 3 runs`,
        `(LCP of the runs: ${lighthouse.lcpRunsMs.join(', ')} ms; performance: ${lighthouse.performanceRuns.join(', ')}).`,
        '',
        '| metric | value | target | met |',
        '|---|---|---|---|',
        ...[
          ['performance', lighthouse.performance, '≥ 95', lighthouse.performance >= 95],
          ['accessibility', lighthouse.accessibility, '≥ 95', lighthouse.accessibility >= 95],
          ['best practices', lighthouse.bestPractices, '≥ 95', lighthouse.bestPractices >= 95],
          ['SEO', lighthouse.seo, '100', lighthouse.seo === 100],
          ['LCP', `${lighthouse.lcpMs} ms`, '≤ 1,500 ms', lighthouse.lcpMs <= 1500],
          ['CLS', lighthouse.cls, '≤ 0.05', lighthouse.cls <= 0.05],
          [
            'initial JavaScript (gzip)',
            `${lighthouse.initialJsGzipKB} KB (${lighthouse.initialJsGzipKiB} KiB) in ${lighthouse.scripts.length} files`,
            '≤ 150 KB',
            lighthouse.initialJsGzipKB <= 150,
          ],
        ].map(([m, v, t, ok]) => `| ${m} | ${v} | ${t} | ${ok ? 'yes' : '**no**'} |`),
        '',
        `FCP ${lighthouse.fcpMs} ms, TBT ${lighthouse.tbtMs} ms; LCP element: \`${lighthouse.lcpElement}\`.`,
        'Initial JavaScript is the sum of the gzip sizes (zlib, default level) of the scripts the page loaded during',
        'the run; the server sends them Brotli-compressed (smaller still).',
      ]
    : [`not measured${lighthouse?.error ? `: ${lighthouse.error}` : ''}`]),
  '',
  '## Pages beyond the landing',
  '',
  ...(pages && !pages.error
    ? [
        `Lighthouse ${pages.lighthouseVersion} (mobile profile) on every panel page as a subscriber and every back-office page as the admin,`,
        `signed in, after one discarded warm-up run per page, then ${PAGE_RUNS} runs: the row is the run with the median performance score,`,
        "every run's score beside it (`node bench/lighthouse.mjs --pages --start` for only this part).",
        'Targets: performance ≥ 90, accessibility 100.',
        '',
        '| page | performance (median; the runs) | accessibility | TBT | LCP | CLS | met |',
        '|---|---|---|---|---|---|---|',
        ...pages.rows.map((r) => {
          const missed = missedPageTargets(r);
          return `| \`${r.path}\` | ${r.performance} (${r.performanceRuns.join(', ')}) | ${r.accessibility} | ${r.tbtMs} ms | ${r.lcpMs} ms | ${r.cls} | ${missed.length ? `**no** (${missed.join('; ')})` : 'yes'} |`;
        }),
      ]
    : [`not measured${pages?.error ? `: ${pages.error}` : ''}`]),
  '',
  '## Load shedding',
  '',
  ...sheddingSection(shedding),
  '',
  '## E-mail delivery under a burst',
  '',
  ...mailSection(mail),
  '',
  '## The monthly release e-mail',
  '',
  ...releaseSection(release),
  '',
];
// Every target of the run, met or not (by the ratio where a peer exists), at the end.
const targets = [];
const target = (area, what, measured, met) => targets.push({ area, what, measured, met: Boolean(met) });
if (admin.seed && !admin.seed.already) {
  target(
    'Scale data',
    'generated in minutes (COPY)',
    `${(admin.seed.seconds / 60).toFixed(1)} min`,
    admin.seed.seconds <= 30 * 60,
  );
}
for (const r of admin.results) {
  target(
    'Back-office',
    `${r.name}: p95 ≤ 100 ms`,
    `${fmt(r.p95)} (pg alone ${fmt(r.floor.p95)}, ${(r.p95 / r.floor.p95).toFixed(2)} ×)`,
    r.p95 <= 100,
  );
}
for (const r of admin.listener) {
  target(
    'Listener at scale',
    `${r.name}: p95 ≤ 50 ms`,
    `${fmt(r.p95)} (pg alone ${fmt(r.floor.p95)}, ${(r.p95 / r.floor.p95).toFixed(2)} ×)`,
    r.p95 <= 50,
  );
}
{
  const t = admin.csv.rssByTenth;
  const flat = t.at(-1) <= Math.max(...t.slice(0, 5)) * 1.1;
  target(
    'Back-office',
    'CSV of every customer streams in flat memory',
    `RSS by tenth ${t[0]} … ${t.at(-1)} MiB`,
    flat,
  );
}
for (const o of api.overhead) {
  const ratio = o.ours.rps / o.bare.rps;
  target(
    'API',
    `${o.route}: ≥ 90 % of the baseline; p99 ≤ 25 ms at ${PACED_SHARE * 100} % of its rate`,
    `${(ratio * 100).toFixed(0)} %; paced at ${o.ours.paced?.rate ?? '—'}/s: p99 ${o.ours.paced ? fmt(o.ours.paced.p99) : '—'} (closed loop ${fmt(o.ours.p99)})`,
    apiMet(o),
  );
}
if (playback && !playback.error) {
  target(
    'Listening reports',
    "≥ 60 % of the bare server's rate; at that rate p99 ≤ 50 ms",
    `${(playback.ratio * 100).toFixed(0)} %; paced at ${Math.round(playback.paced.rate)}/s: p99 ${fmt(playback.paced.p99)}`,
    playback.met,
  );
  target(
    'Listening reports',
    'KPI exact after the run: none lost, none counted twice',
    playback.exact.ok ? 'exact' : 'not exact',
    playback.exact.ok,
  );
}
if (api.media) {
  const ratio = api.media.ours.rps / api.media.theirs.rps;
  target(
    'Media',
    '≥ 65 % of nginx on Range requests, identical bytes',
    `${(ratio * 100).toFixed(0)} %`,
    ratio >= 0.65 && api.media.identical,
  );
}
if (api.login) {
  target(
    'Logins',
    '≥ 100/s with event-loop p99 ≤ 50 ms',
    `${api.login.logins.rps.toFixed(1)}/s, /health p99 ${fmt(api.login.health.p99)}`,
    api.login.logins.rps >= 100 && api.login.health.p99 <= 50,
  );
}
if (api.burst) {
  target(
    'Logins',
    'a burst of 1,000 logins answered without a 5xx (503 + Retry-After allowed)',
    `${api.burst.ok} × 200, ${api.burst.shed} × 503, ${api.burst.bad5xx} other 5xx, ${api.burst.failures} failed`,
    api.burst.passed,
  );
}
if (lighthouse && !lighthouse.error) {
  target(
    'Landing',
    'performance ≥ 95, LCP ≤ 1.5 s, JS ≤ 150 KB',
    `${lighthouse.performance}, ${lighthouse.lcpMs} ms, ${lighthouse.initialJsGzipKB} KB`,
    lighthouse.performance >= 95 && lighthouse.lcpMs <= 1500 && lighthouse.initialJsGzipKB <= 150,
  );
}
if (pages && !pages.error) {
  for (const r of pages.rows) {
    target(
      'Pages',
      `${r.path}: performance ≥ 90, accessibility 100`,
      `${r.performance}, ${r.accessibility}`,
      missedPageTargets(r).length === 0,
    );
  }
}
if (shedding && !shedding.error) {
  for (const t of sheddingTargets(shedding)) target('Load shedding', t.target, t.measured, t.met);
}
if (mail && !mail.error) {
  for (const t of mailTargets(mail)) target('E-mail', t.target, t.measured, t.met);
}
if (release && !release.error) {
  for (const t of releaseTargets(release)) target('Release e-mail', t.target, t.measured, t.met);
}
lines.push(
  '## Targets',
  '',
  `${targets.filter((t) => t.met).length} of ${targets.length} met in this run.`,
  '',
  '| area | target | measured | met |',
  '|---|---|---|---|',
  ...targets.map((t) => `| ${t.area} | ${t.what} | ${t.measured} | ${t.met ? 'yes' : '**no**'} |`),
  '',
);
writeFileSync(path.join(ROOT, 'bench/RESULTS.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
// A missed target is a result, not a failure: the exit code says only whether the run broke.
