// Back-office at scale (issue: 100,000 customers, 300,000 payment records, 1,000,000 listening
// rows): p50/p95 of the list, search, dashboard, KPI and CSV calls. Target: p95 ≤ 100 ms on
// PostgreSQL; the 100,000-row CSV streams in ≤ 5 s with the server's memory flat.
import { execFileSync } from 'node:child_process';
import { ROOT, fmt, rssMiB, signIn, startServer, timeGets } from './lib.mjs';

export async function benchAdmin({ databaseUrl, label }) {
  execFileSync('npm', ['run', '-s', 'seed:scale'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: 'inherit',
  });
  const { base, child } = await startServer({
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL: 'bench-admin@sanarte.test',
    ADMIN_PASSWORD: 'Bench#Admin2026',
    SEED_AUDIO_SECONDS: '2',
  });
  try {
    const { cookie } = await signIn(base, 'bench-admin@sanarte.test', 'Bench#Admin2026');
    const headers = { cookie: cookie() };
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
      results.push({ name, ...r });
      console.log(`${label} ${name}: p50 ${fmt(r.p50)} p95 ${fmt(r.p95)} (HTTP ${r.status})`);
    }
    // CSV of every customer, streamed: time and the server's resident memory while it streams.
    const before = rssMiB(child.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMiB(child.pid));
    }, 50);
    const t = performance.now();
    const res = await fetch(`${base}/api/users/export.csv?kind=clients`, { headers });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
    }
    const csvMs = performance.now() - t;
    clearInterval(sampler);
    console.log(
      `${label} CSV: ${lines - 1} rows, ${(bytes / 1048576).toFixed(1)} MiB in ${fmt(csvMs)}; RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MiB`,
    );
    return {
      results,
      csv: { rows: lines - 1, mib: bytes / 1048576, ms: csvMs, rssBefore: before, rssPeak: peak },
    };
  } finally {
    child.kill('SIGTERM');
  }
}
