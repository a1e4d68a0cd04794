// `npm run bench`: builds the app, prepares a PostgreSQL database with scale data, runs every
// measurement and writes bench/RESULTS.md. Needs PostgreSQL (BENCH_DATABASE_URL, default the
// local server at 127.0.0.1:5432, where a database `sanarte_bench` is created if missing).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchAdmin } from './admin.mjs';
import { fmt, ROOT } from './lib.mjs';

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

execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: ROOT, stdio: 'inherit' });
const databaseUrl = await ensureDatabase();

// The catalogue must exist before the scale data: one start of the app seeds it.
const { startServer } = await import('./lib.mjs');
const boot = await startServer({
  DATABASE_URL: databaseUrl,
  SEED_AUDIO_SECONDS: '2',
  DATA_DIR: path.join(ROOT, 'bench/.work'),
});
boot.child.kill('SIGTERM');
await new Promise((r) => boot.child.once('exit', r));

const admin = await benchAdmin({ databaseUrl, label: 'PostgreSQL' });

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
  '',
  '## Back-office at scale',
  '',
  '100,000 customers, 300,000 payment records, 1,000,000 listening rows (`npm run seed:scale`).',
  'Sequential requests after a warm-up, 40 samples each. Target: p95 ≤ 100 ms.',
  '',
  '| call | p50 | p95 | target met |',
  '|---|---|---|---|',
  ...admin.results.map(
    (r) => `| ${r.name} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${r.p95 <= 100 ? 'yes' : '**no**'} |`,
  ),
  '',
  `CSV export of all ${admin.csv.rows.toLocaleString('en')} customers: ${(admin.csv.mib).toFixed(1)} MiB streamed in ${fmt(admin.csv.ms)} ` +
    `(target ≤ 5 s: ${admin.csv.ms <= 5000 ? 'met' : '**not met**'}); server RSS ${admin.csv.rssBefore.toFixed(0)} MiB before, ` +
    `${admin.csv.rssPeak.toFixed(0)} MiB at peak.`,
  '',
];
writeFileSync(path.join(ROOT, 'bench/RESULTS.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
