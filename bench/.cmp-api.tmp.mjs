// Throwaway: old build (before the redesign) vs new build, same PostgreSQL, alternated runs.
import { spawn } from 'node:child_process';
import { load } from './load.mjs';
import { freePort } from './lib.mjs';
async function start(cwd, dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_MULTIPLIER: '1000000', SEED_AUDIO_SECONDS: '2', DATA_DIR: dataDir, DATABASE_URL: process.env.CMP_DB }, stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) { try { if ((await fetch(`${base}/health`)).ok) return { base, child }; } catch {} await new Promise((r) => setTimeout(r, 250)); }
  throw new Error('no start');
}
const oldS = await start('/work/wt-old', '/tmp/cmp-old');
const newS = await start('/work/main', '/tmp/cmp-new');
for (const route of ['/api/plans/list', '/api/categories/list', '/api/themes/list']) {
  await load(oldS.base + route, { connections: 50, seconds: 3 });
  await load(newS.base + route, { connections: 50, seconds: 3 });
  const res = { old: [], new: [] };
  for (let i = 0; i < 2; i++) {
    res.old.push(await load(oldS.base + route, { connections: 50, seconds: 10 }));
    res.new.push(await load(newS.base + route, { connections: 50, seconds: 10 }));
  }
  const best = (a) => a.reduce((x, y) => (y.rps > x.rps ? y : x));
  const o = best(res.old), n = best(res.new);
  console.log(`${route}: old ${o.rps.toFixed(0)} req/s p99 ${o.p99} | new ${n.rps.toFixed(0)} req/s p99 ${n.p99} | new/old ${(n.rps / o.rps * 100).toFixed(0)} %`);
}
oldS.child.kill('SIGTERM'); newS.child.kill('SIGTERM');
