// Back-office at scale: 1,000,000 customers, 3,000,000 payment records, 10,000,000 listening
// rows (BENCH_CUSTOMERS to change). p50/p95 of every list, search, filter, dashboard and KPI
// call, each beside its floor: the same SQL statements the call ran, captured on the wire and run
// straight through `pg` (bench/sql-capture.mjs). Target: p95 ≤ 100 ms on PostgreSQL; the CSV of
// every customer streams with the server's memory flat.
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { ROOT, fmt, rssMiB, signIn, startServer, timeGets, vacuum } from './lib.mjs';
import { floorOf, startSqlRelay, statementsOf } from './sql-capture.mjs';

const METRICS = 'bench-metrics-token-2026';

/**
 * Waits until the due work has computed the owner's reports (it runs as the server starts), then
 * reads from the server's metrics how long that job's runs took in all (sanarte_job_run_duration_seconds:
 * the first computed the 12 months; a later one, if any, found nothing stale or the current month).
 */
async function reportsComputed(base, headers) {
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    const res = await fetch(`${base}/api/stats/crm/reports`, { headers });
    const body = await res.json();
    if (body.data?.computedAt && body.data.months.length === 12) break;
    if (Date.now() > deadline) throw new Error("the owner's reports were not computed within 30 minutes");
    await new Promise((r) => setTimeout(r, 1000));
  }
  const metrics = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS}` } })
  ).text();
  const value = (name) =>
    Number(metrics.match(new RegExp(`^${name}\\{job="owner_reports"\\} ([0-9.e+-]+)$`, 'm'))?.[1]);
  const runs = value('sanarte_job_run_duration_seconds_count');
  return { jobMs: value('sanarte_job_run_duration_seconds_sum') * 1000, runs };
}

export const SCALE_CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1_000_000);

/**
 * A listener of the scale data with all "Para ti" reads: an active Full plan (every fifth
 * customer), a test result (every third) and listening rows (every customer).
 */
const LISTENER = { email: 'cliente15@scale.sanarte.test', password: 'Escala#2026' };

export async function benchAdmin({ databaseUrl, label }) {
  // The scale data, written once with COPY (a later run finds it and adds nothing): how long it took.
  const seedStart = performance.now();
  const seedLog = execFileSync(
    'npm',
    ['run', '-s', 'seed:scale', '--', '--customers', String(SCALE_CUSTOMERS)],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    },
  );
  process.stdout.write(seedLog);
  const seed = { seconds: (performance.now() - seedStart) / 1000, already: /already seeded/.test(seedLog) };
  await vacuum(databaseUrl);
  const relay = await startSqlRelay(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  const { base, child } = await startServer({
    DATABASE_URL: relay.url,
    ADMIN_EMAIL: 'bench-admin@sanarte.test',
    ADMIN_PASSWORD: 'Bench#Admin2026',
    SEED_AUDIO_SECONDS: '2',
    METRICS_TOKEN: METRICS,
  });
  try {
    const { cookie } = await signIn(base, 'bench-admin@sanarte.test', 'Bench#Admin2026');
    const headers = { cookie: cookie() };
    // The owner's monthly reports are computed by the due work the server runs as it starts (12
    // months at first, then the current one every 10 minutes): how long that took at this scale.
    const reports = await reportsComputed(base, headers);
    console.log(
      `${label} owner's reports, 12 months computed by the due work: ${fmt(reports.jobMs)} in all (${reports.runs} runs so far)`,
    );
    const calls = [
      ['Clientes, page 1', '/api/users/list?kind=clients&page=1&pageSize=20'],
      ['Clientes, page 2,000', '/api/users/list?kind=clients&page=2000&pageSize=20'],
      ['Clientes, search "martín"', '/api/users/list?kind=clients&q=mart%C3%ADn&pageSize=20'],
      [
        'Clientes, with tests + active subscription',
        '/api/users/list?kind=clients&hasTests=true&hasActiveSubscription=true&pageSize=20',
      ],
      ['Usuarios CRM', '/api/users/list?kind=staff&pageSize=20'],
      ['Órdenes, page 1', '/api/payment-records/list?page=1&pageSize=20'],
      ['Órdenes, status + search', '/api/payment-records/list?status=completed&q=luc%C3%ADa&pageSize=20'],
      ['Dashboard (last 7 days)', '/api/stats/crm/dashboard'],
      ["Dashboard, owner's reports (12 months)", '/api/stats/crm/reports'],
      ['KPI completion and drop-off per audio', '/api/stats/crm/audio-completion'],
      ['KPI audios, all time', '/api/stats/crm/audio-playtime/all'],
      ['KPI themes, all time', '/api/stats/crm/audio-playtime/themes/all'],
      [
        'KPI categories, last 30 days',
        `/api/stats/crm/audio-playtime/categories/all?from=${new Date(Date.now() - 30 * 864e5).toISOString().slice(0, 10)}`,
      ],
    ];
    const results = [];
    for (const [name, url] of calls) {
      const r = await timeGets(base + url, headers, { n: 40 });
      const floor = await floorOf(pool, await statementsOf(relay, base + url, headers), { n: 40 });
      results.push({ name, ...r, floor });
      console.log(
        `${label} ${name}: p50 ${fmt(r.p50)} p95 ${fmt(r.p95)} (HTTP ${r.status}); pg alone p50 ${fmt(floor.p50)} p95 ${fmt(floor.p95)} (${floor.statements} statements in ${floor.waves} steps)`,
      );
    }
    // The listener's panel at the same scale: a subscriber of the scale data (every fifth customer
    // has a Full plan, a test result and listening rows) reads "Para ti", "Mi progreso" and Mi
    // Biblioteca; each against its own statements alone, as above.
    const member = await signIn(base, LISTENER.email, LISTENER.password);
    const memberHeaders = { cookie: member.cookie() };
    const listener = [];
    for (const [name, url] of [
      ['Para ti', '/api/library/for-you'],
      ['Mi progreso', '/api/library/progress'],
      ['Mi Biblioteca', '/api/library'],
    ]) {
      const r = await timeGets(base + url, memberHeaders, { n: 40 });
      const floor = await floorOf(pool, await statementsOf(relay, base + url, memberHeaders), { n: 40 });
      listener.push({ name, ...r, floor });
      console.log(
        `${label} ${name}: p50 ${fmt(r.p50)} p95 ${fmt(r.p95)} (HTTP ${r.status}); pg alone p50 ${fmt(floor.p50)} p95 ${fmt(floor.p95)} (${floor.statements} statements in ${floor.waves} steps)`,
      );
    }
    // CSV of every customer, streamed: time, and the server's resident memory while it streams,
    // by tenth of the rows received (flat memory: the last tenths no higher than the first ones).
    const before = rssMiB(child.pid);
    let peak = before;
    let current = before;
    const sampler = setInterval(() => {
      current = rssMiB(child.pid);
      peak = Math.max(peak, current);
    }, 50);
    const t = performance.now();
    const res = await fetch(`${base}/api/users/export.csv?kind=clients`, { headers });
    let bytes = 0;
    let lines = 0;
    const byTenth = [];
    for await (const chunk of res.body) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
      const tenth = Math.min(9, Math.floor((lines / (SCALE_CUSTOMERS + 1)) * 10));
      byTenth[tenth] = Math.max(byTenth[tenth] ?? 0, current);
    }
    const csvMs = performance.now() - t;
    clearInterval(sampler);
    const tenths = byTenth.map((v) => Math.round(v ?? 0));
    console.log(
      `${label} CSV: ${lines - 1} rows, ${(bytes / 1048576).toFixed(1)} MiB in ${fmt(csvMs)}; RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MiB; by tenth of the rows: ${tenths.join(', ')} MiB`,
    );
    return {
      seed,
      reports,
      results,
      listener,
      csv: {
        rows: lines - 1,
        mib: bytes / 1048576,
        ms: csvMs,
        rssBefore: before,
        rssPeak: peak,
        rssByTenth: tenths,
      },
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await pool.end();
    await relay.close();
  }
}
