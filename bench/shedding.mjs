// Load shedding under a real, event-loop-bound overload, against the same server with shedding off.
//
// Only this part, after `npm run build`: `node bench/shedding.mjs` (about 80 s) prints its section of
// bench/RESULTS.md; with `--write` it also replaces that section in the file. `npm run bench` runs
// it with the rest. SHEDDING_THRESHOLD (ms, default 100), SHEDDING_CONNECTIONS (default 50) and
// SHEDDING_RATE (requests a second over all connections; default 0, a closed loop) change the set-up.
//
// The server is the production build on the embedded database (PGlite, a temporary DATA_DIR): its
// queries run on the event loop, so a flood of the public audio list (`/api/audios/list`, the
// whole seeded catalogue, ~40 KB of JSON built, validated and serialised per request) is CPU work on
// the loop, not a queue on a database pool. Two runs of the same flood (autocannon, closed loop,
// 50 keep-alive connections whose clients resend at once and ignore Retry-After: the worst case;
// bench/flood.mjs), one per server, one after the other:
//   - shedding: MAX_EVENT_LOOP_DELAY_MS=100 (with the production default of 1000 ms, a turn of the
//     loop must last 250 ms before anything is shed, which a flood of requests of a few ms each on
//     this machine reaches only with a long queue; a lower threshold is what an operator sets to
//     shed such a flood);
//   - peer: MAX_EVENT_LOOP_DELAY_MS=0 (shedding off).
// Meanwhile a probe (`GET /api/plans/list`) and `GET /health` are sent every 100 ms, from before the
// flood until 8 s after it; the probe's wait, /health's answers and the recovery (from the end of
// the flood until a probe sent after it is answered 200 in normal time) are measured.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT, fmt, isMain, notMeasured, percentile, startServer, timeGets } from './lib.mjs';

const run = promisify(execFile);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const SHEDDING_DEFAULTS = {
  threshold: 100,
  route: '/api/audios/list',
  probeRoute: '/api/plans/list',
  connections: 50,
  rate: 0,
  seconds: 15,
  after: 8,
};

/** Runs bench/flood.mjs against `url`: the parsed JSON it prints. */
async function flood(url, connections, seconds, rate = 0) {
  const { stdout } = await run(
    process.execPath,
    [path.join(ROOT, 'bench/flood.mjs'), url, String(connections), String(seconds), String(rate)],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(stdout);
}

/** Sends GET `url` every `everyMs` (without waiting for earlier answers) until `stop()`. */
function prober(url, everyMs = 100, timeoutMs = 20_000) {
  const samples = [];
  const pending = new Set();
  const send = () => {
    const sent = Date.now();
    const t = performance.now();
    const p = fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then(async (res) => {
        await res.arrayBuffer();
        return res.status;
      })
      .catch(() => 0)
      .then((status) => {
        const ms = performance.now() - t;
        samples.push({ sent, ms, answered: sent + ms, status });
        pending.delete(p);
      });
    pending.add(p);
  };
  send();
  const timer = setInterval(send, everyMs);
  return {
    samples,
    async stop() {
      clearInterval(timer);
      await Promise.all([...pending]);
      samples.sort((a, b) => a.sent - b.sent);
      return samples;
    },
  };
}

function stats(list) {
  const sorted = [...list].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
  };
}

/** One side: a server with the given threshold, warmed up, flooded, probed, checked afterwards. */
async function side({ threshold, dataDir, opts }) {
  const server = await startServer({
    DATA_DIR: dataDir,
    SEED_AUDIO_SECONDS: '2',
    RATE_LIMIT_MULTIPLIER: '1000000',
    MAX_EVENT_LOOP_DELAY_MS: String(threshold),
  });
  const { base, child } = server;
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = { code, signal };
  });
  const alive = () => {
    if (exited) throw new Error(`the server exited during the run (${JSON.stringify(exited)})`);
  };
  try {
    // Warm-up (JIT, PGlite's caches), then a pause: shedding eases off within a calm second.
    await flood(base + opts.route, 20, 3);
    await sleep(2500);
    const before = await timeGets(base + opts.probeRoute, {}, { n: 20, warm: 2 });

    const load = loadavg()[0];
    const probe = prober(base + opts.probeRoute);
    const health = prober(`${base}/health`);
    await sleep(1000);
    const f = await flood(base + opts.route, opts.connections, opts.seconds, opts.rate);
    await sleep(opts.after * 1000);
    const probes = await probe.stop();
    const healths = await health.stop();
    alive();

    const afterProbe = await timeGets(base + opts.probeRoute, {}, { n: 20, warm: 0 });
    const afterRoute = await timeGets(base + opts.route, {}, { n: 20, warm: 0 });

    // The flood's answers.
    const byStatus = Object.fromEntries(Object.entries(f.latencies).map(([s, l]) => [s, l.length]));
    const all = Object.values(f.latencies).flat();
    const ok = Object.entries(f.latencies)
      .filter(([s]) => s.startsWith('2'))
      .flatMap(([, l]) => l);
    const shed = f.latencies['503'] ?? [];
    const answered = all.length;
    const fivexx = Object.entries(f.latencies)
      .filter(([s]) => s.startsWith('5'))
      .reduce((n, [, l]) => n + l.length, 0);

    // The probe while the flood runs, and the recovery: from the end of the flood until a probe sent
    // after it is answered 200 within `normalMs` (five times the quiet p50, at least 100 ms); then
    // how many of the later probes got 200, and how many within `normalMs`.
    const during = probes.filter((p) => p.sent >= f.start && p.sent < f.end);
    const normalMs = Math.max(100, 5 * before.p50);
    const normal = (p) => p.status === 200 && p.ms <= normalMs;
    const recovered = probes.find((p) => p.sent >= f.end && normal(p));
    const recoveryMs = recovered ? recovered.answered - f.end : null;
    const later = recovered ? probes.filter((p) => p.sent > recovered.sent) : [];
    const healthDuring = healths.filter((p) => p.sent >= f.start && p.sent < f.end);

    return {
      threshold,
      load,
      flood: {
        seconds: (f.end - f.start) / 1000,
        answered,
        rps: answered / ((f.end - f.start) / 1000),
        byStatus,
        okCount: ok.length,
        okRps: ok.length / ((f.end - f.start) / 1000),
        timeouts: f.timeouts,
        errors: f.errors,
        fivexxShare: (fivexx + f.timeouts) / Math.max(1, answered + f.timeouts),
        shedShare: shed.length / Math.max(1, answered + f.timeouts),
        retryAfter: { with: f.with503RetryAfter, without: f.without503RetryAfter },
        ok: stats(ok),
        all: stats(all),
        shed: stats(shed),
      },
      probe: {
        before,
        during: {
          ...stats(during.map((p) => p.ms)),
          ok: during.filter((p) => p.status === 200).length,
          shed: during.filter((p) => p.status === 503).length,
          failed: during.filter((p) => p.status === 0).length,
        },
        normalMs,
        recoveryMs,
        // After the flood: when each probe was sent and answered (ms from the end), status.
        timeline: probes
          .filter((x) => x.answered >= f.end)
          .map((x) => [Math.round(x.sent - f.end), Math.round(x.answered - f.end), x.status]),
        later: {
          n: later.length,
          ok: later.filter((p) => p.status === 200).length,
          normal: later.filter(normal).length,
        },
      },
      health: {
        ...stats(healthDuring.map((p) => p.ms)),
        ok: healthDuring.filter((p) => p.status === 200).length,
      },
      after: {
        probe: afterProbe,
        route: afterRoute,
        normal: afterProbe.status === 200 && afterRoute.status === 200,
      },
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) =>
      exited || child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', r),
    );
  }
}

/** The shedding server, then the peer (shedding off), under the same flood. */
export async function benchShedding(options = {}) {
  const opts = { ...SHEDDING_DEFAULTS, ...options };
  const measuredAt = new Date().toISOString();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sanarte-shedding-'));
  try {
    const shedding = await side({ threshold: opts.threshold, dataDir, opts });
    console.log('shedding', JSON.stringify(summary(shedding)));
    const peer = await side({ threshold: 0, dataDir, opts });
    console.log('peer', JSON.stringify(summary(peer)));
    return { opts, measuredAt, shedding, peer };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function summary(s) {
  return {
    byStatus: s.flood.byStatus,
    timeouts: s.flood.timeouts,
    okP50: s.flood.ok.p50,
    okP99: s.flood.ok.p99,
    allP99: s.flood.all.p99,
    shedP99: s.flood.shed.p99,
    probe: s.probe.during,
    recoveryMs: s.probe.recoveryMs,
    timeline: s.probe.timeline.map(([a, b, st]) => `${a}→${b}:${st}`).join(' '),
    health: s.health,
  };
}

const n = (x) => Math.round(x).toLocaleString('en');
const pct = (x) => `${(x * 100).toFixed(1)} %`;
const secs = (ms) => (ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`);

/** The targets, measured against the peer of the same run. */
export function sheddingTargets(r) {
  const { shedding: s, peer: p } = r;
  const probeRatio = s.probe.during.p99 / p.probe.during.p99;
  const probeP50Ratio = s.probe.during.p50 / p.probe.during.p50;
  const shed = s.flood.byStatus['503'] ?? 0;
  const allRatio = s.flood.all.p99 / p.flood.all.p99;
  const healthRatio = s.health.p50 / p.health.p50;
  return [
    {
      target: "probe's median wait during the flood ≤ 33 % of the peer's",
      measured: `p50 ${fmt(s.probe.during.p50)} vs ${fmt(p.probe.during.p50)} (${(probeP50Ratio * 100).toFixed(0)} %); p99 ${fmt(s.probe.during.p99)} vs ${fmt(p.probe.during.p99)} (${(probeRatio * 100).toFixed(0)} %)`,
      met: probeP50Ratio <= 0.33,
    },
    {
      target: "/health answers 200 throughout, median ≤ 33 % of the peer's",
      measured: `${s.health.ok} of ${s.health.n}; p50 ${fmt(s.health.p50)} vs ${fmt(p.health.p50)} (${(healthRatio * 100).toFixed(0)} %)`,
      met: s.health.n > 0 && s.health.ok === s.health.n && healthRatio <= 0.33,
    },
    {
      target: "p99 of all the flood's answers ≤ the peer's",
      measured: `${fmt(s.flood.all.p99)} vs ${fmt(p.flood.all.p99)} (${(allRatio * 100).toFixed(0)} %)`,
      met: allRatio <= 1,
    },
    {
      target: 'recovers within 5 s of the end of the flood, then every probe gets 200',
      measured: `${secs(s.probe.recoveryMs)}; then ${s.probe.later.ok} of ${s.probe.later.n} probes 200`,
      met:
        s.probe.recoveryMs !== null &&
        s.probe.recoveryMs <= 5000 &&
        s.probe.later.ok === s.probe.later.n &&
        s.after.normal,
    },
    {
      target: 'at least several hundred 503s (≥ 300), every one with Retry-After',
      measured: `${n(shed)} 503s, ${n(s.flood.retryAfter.with)} with Retry-After`,
      met: shed >= 300 && s.flood.retryAfter.without === 0,
    },
  ];
}

/** The «Load shedding» section of bench/RESULTS.md (without its heading). */
export function sheddingSection(r) {
  if (!r || r.error) return notMeasured(r);
  const { opts, measuredAt, shedding: s, peer: p } = r;
  const row = (label, f) => `| ${label} | ${f(s)} | ${f(p)} |`;
  const flood = opts.rate
    ? `${opts.rate} requests a second over ${opts.connections} keep-alive connections`
    : `${opts.connections} keep-alive connections, closed loop`;
  return [
    `Measured ${measuredAt}. The same production build twice, one after the other, on PGlite (the embedded`,
    'database, a temporary `DATA_DIR`: its queries run on the event loop, so the overload is CPU on the loop,',
    `not a queue on a database pool): with shedding at \`MAX_EVENT_LOOP_DELAY_MS=${opts.threshold}\`, and the peer with`,
    'shedding off (`0`).',
    `The flood: \`GET ${opts.route}\` (the whole seeded catalogue, ~40 KB of JSON per answer), ${flood},`,
    `for ${opts.seconds} s; clients resend at once and ignore Retry-After (the worst case; autocannon in its own process,`,
    `10-s timeout). Meanwhile \`GET ${opts.probeRoute}\` (the probe) and \`GET /health\``,
    `are sent every 100 ms, from 1 s before the flood until ${opts.after} s after it. Recovery: from the end of the flood`,
    `until a probe sent after it is answered 200 within ${fmt(s.probe.normalMs)} (5 × its quiet p50, at least 100 ms).`,
    `${cpus().length} cores, shared with other runs: 1-min load average ${s.load.toFixed(1)} when the shedding flood`,
    `started, ${p.load.toFixed(1)} for the peer's. Only this part: \`npm run build && node bench/shedding.mjs --write\``,
    '(about 80 s; without `--write` it only prints this section).',
    '',
    `| during the flood | shedding (${opts.threshold} ms) | peer (shedding off) |`,
    '|---|---|---|',
    row('answers (per second)', (x) => `${n(x.flood.answered)} (${n(x.flood.rps)}/s)`),
    row('200 answers (per second)', (x) => `${n(x.flood.okCount)} (${n(x.flood.okRps)}/s)`),
    row('503 answers / timeouts', (x) => `${n(x.flood.byStatus['503'] ?? 0)} / ${n(x.flood.timeouts)}`),
    row('share of 5xx + timeouts', (x) => pct(x.flood.fivexxShare)),
    row('200 answers p50 / p99', (x) => `${fmt(x.flood.ok.p50)} / ${fmt(x.flood.ok.p99)}`),
    row('all answers p99', (x) => fmt(x.flood.all.p99)),
    row('503 answers p50 / p99', (x) =>
      x.flood.shed.n ? `${fmt(x.flood.shed.p50)} / ${fmt(x.flood.shed.p99)}` : '—',
    ),
    row('503s with Retry-After', (x) =>
      x.flood.shed.n ? `${n(x.flood.retryAfter.with)} of ${n(x.flood.shed.n)}` : '—',
    ),
    row(
      'probe wait p50 / p99 / max',
      (x) => `${fmt(x.probe.during.p50)} / ${fmt(x.probe.during.p99)} / ${fmt(x.probe.during.max)}`,
    ),
    row(
      'probe answers: 200 / 503 / failed',
      (x) => `${x.probe.during.ok} / ${x.probe.during.shed} / ${x.probe.during.failed}`,
    ),
    row(
      '/health: 200s, p50 / p99 / max',
      (x) =>
        `${x.health.ok} of ${x.health.n}, ${fmt(x.health.p50)} / ${fmt(x.health.p99)} / ${fmt(x.health.max)}`,
    ),
    row('recovery (end of flood → probe normal)', (x) => secs(x.probe.recoveryMs)),
    row(
      'later probes: 200 / within the normal time',
      (x) => `${x.probe.later.ok} / ${x.probe.later.normal} of ${x.probe.later.n}`,
    ),
    row(
      'afterwards: probe p50, flooded route p50 (quiet before: probe p50)',
      (x) =>
        `${fmt(x.after.probe.p50)}, ${fmt(x.after.route.p50)} (${fmt(x.probe.before.p50)})${x.after.normal ? '' : ' **not 200**'}`,
    ),
    '',
    '| target (against the peer of the same run) | measured | met |',
    '|---|---|---|',
    ...sheddingTargets(r).map((t) => `| ${t.target} | ${t.measured} | ${t.met ? 'yes' : '**no**'} |`),
    '',
    'What shedding buys is the wait of everyone else. Without it, a request on a new connection (the probe,',
    `/health; curl too) is answered only about when the flood ends (the peer's probe: p50 ${secs(p.probe.during.p50)}, at most ${secs(p.probe.during.max)}, for a`,
    `${opts.seconds}-s flood); with it, such a request is answered in ${secs(s.probe.during.p50)} at the median, ${secs(s.probe.during.max)} at most,`,
    'mostly with a 503. Until 2026-11-25 shedding was `@fastify/under-pressure`: the mean loop delay over a second',
    'decided the whole next second. In a second judged healthy the next request of every connection was',
    'admitted, connections × the cost of a request (a second or more of work on a loaded machine), and the',
    "probe, /health and the 503s waited in that queue: the probe's median wait was 33–58 % of the peer's.",
    'Now a timer reads the loop every 10 ms and a share of the requests is admitted, halved while a turn of the',
    'loop is longer than a quarter of the threshold and raised back when it is short',
    "(`docs/decisions/025-graded-load-shedding.md`): the probe's wait stays near one turn of the loop. The",
    "flood's own 200 answers are no target (their count depends on the share the loop can take).",
    'With the default threshold (1,000 ms) a turn must last 250 ms before anything is shed: lower the',
    'threshold where such floods are expected.',
  ];
}

/** Replaces the «Load shedding» section of bench/RESULTS.md (or appends it). */
export function writeSheddingSection(r, file = path.join(ROOT, 'bench/RESULTS.md')) {
  const heading = '## Load shedding';
  const text = readFileSync(file, 'utf8');
  const section = `${heading}\n\n${sheddingSection(r).join('\n')}\n`;
  const at = text.indexOf(heading);
  if (at < 0) return writeFileSync(file, `${text.trimEnd()}\n\n${section}`);
  const next = text.indexOf('\n## ', at + heading.length);
  writeFileSync(file, text.slice(0, at) + section + (next < 0 ? '' : text.slice(next)));
}

if (isMain(import.meta.url)) {
  const r = await benchShedding({
    ...(process.env.SHEDDING_THRESHOLD && { threshold: Number(process.env.SHEDDING_THRESHOLD) }),
    ...(process.env.SHEDDING_CONNECTIONS && { connections: Number(process.env.SHEDDING_CONNECTIONS) }),
    ...(process.env.SHEDDING_RATE && { rate: Number(process.env.SHEDDING_RATE) }),
  });
  console.log(sheddingSection(r).join('\n'));
  if (process.argv.includes('--write')) writeSheddingSection(r);
}
