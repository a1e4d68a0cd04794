// E-mail delivery under a burst: COUNT (default 10,000) receipts queued at once and drained through
// a real SMTP server (smtp-server, in this process) by the job runner's mail worker in the server's
// own process, side by side with the outbox it replaced (bench/mail-outbox-peer.mjs: the same
// algorithm and statements, loaded into the same server process) — and the API's latency meanwhile.
//
// Only this part, after `npm run build`: `node bench/mail.mjs` prints its section of
// bench/RESULTS.md; with `--write` it also replaces that section in the file. `npm run bench` runs
// it with the rest. MAIL_COUNT and MAIL_PEER_SECONDS change the set-up.
//
// Both runs use one fresh PostgreSQL database (BENCH_DATABASE_URL's server, database
// `sanarte_bench_mail`), the production build, and the same SMTP server:
//   - runner: the receipts are written as the app writes them (an outbox row and a job of the `mail`
//     queue each, in one statement), and the server's mail worker sends them; timed until the SMTP
//     server has received every one;
//   - peer: the same receipts in the old outbox table, sent by the old worker (10 rows every 2 s).
//     It drains about 5 e-mails a second by design, so it runs for MAIL_PEER_SECONDS (default 60)
//     and its rate gives its drain time.
// A probe (`GET /api/plans/list`) is sent every 50 ms for 5 s before the receipts are queued (idle)
// and while they drain.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import {
  ROOT,
  freshDatabase,
  isMain,
  notMeasured,
  probe,
  reportSection,
  startServer,
  targetLines,
} from './lib.mjs';

const fmt = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));

export const MAIL_DEFAULTS = { count: 10_000, peerSeconds: 60 };
const DB_NAME = 'sanarte_bench_mail';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A receipt's size: the layout's HTML and its text part, about as the app writes them. */
const RECEIPT_HTML = `<!doctype html><html><body>${'<p>Gracias por tu compra en Sanarte. Tu plan Completo ya está activo.</p>'.repeat(30)}</body></html>`;
const RECEIPT_TEXT = 'Gracias por tu compra en Sanarte. Tu plan Completo ya está activo.\n'.repeat(12);

/** An SMTP server on 127.0.0.1 that accepts everything and counts what it received, by recipient. */
export async function smtpSink() {
  const received = new Map();
  let total = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS lookup of each connection's address (this machine has no resolver to ask).
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, cb) {
      stream.on('data', () => {});
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) received.set(r.address, (received.get(r.address) ?? 0) + 1);
        total += 1;
        cb();
      });
    },
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}?ignoreTLS=true`,
    get total() {
      return total;
    },
    /** Recipients that received more than one e-mail. */
    duplicates: () => [...received.values()].filter((n) => n > 1).length,
    reset() {
      received.clear();
      total = 0;
    },
    close: () => new Promise((r) => server.close(r)),
  };
}

/** Runs `variant` on a started server: the idle probe, the queueing, the drain (until `done`). */
async function measure(server, queue, done) {
  const idleProbe = probe([{ url: `${server.base}/api/plans/list` }]);
  await sleep(5000);
  const idle = await idleProbe.stop();
  const drainProbe = probe([{ url: `${server.base}/api/plans/list` }]);
  const started = performance.now();
  await queue();
  const sent = await done(started);
  const seconds = (performance.now() - started) / 1000;
  const drain = await drainProbe.stop();
  return { idle, drain, sent, seconds, rate: sent / seconds };
}

export async function benchMail(
  adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  { count = MAIL_DEFAULTS.count, peerSeconds = MAIL_DEFAULTS.peerSeconds } = {},
) {
  const url = await freshDatabase(adminUrl, DB_NAME);
  const sink = await smtpSink();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sanarte-bench-mail-'));
  const db = new pg.Client({ connectionString: url });
  const env = { DATABASE_URL: url, DATA_DIR: dataDir, SMTP_URL: sink.url, SEED_AUDIO_SECONDS: '1' };
  const stop = async (server) => {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
  };
  try {
    // The job runner: the server's own mail worker.
    let server = await startServer(env);
    await db.connect();
    const runner = await measure(
      server,
      () =>
        db.query(
          `with o as (
             insert into mail_outbox ("to", subject, html, text, kind)
             select 'cliente' || g || '@example.com', 'Tu recibo de Sanarte', $1, $2, 'receipt'
               from generate_series(1, $3) g
             returning id)
           insert into pgboss.job (name, data)
           select 'mail', jsonb_build_object('id', o.id) from o`,
          [RECEIPT_HTML, RECEIPT_TEXT, count],
        ),
      async () => {
        while (sink.total < count) await sleep(20);
        return sink.total;
      },
    );
    await sleep(500);
    const outbox = (await db.query('select status, count(*)::int as n from mail_outbox group by status'))
      .rows;
    runner.duplicates = sink.duplicates();
    runner.allSent = outbox.length === 1 && outbox[0].status === 'sent' && outbox[0].n === count;
    await stop(server);

    // The peer: the old outbox worker in the same server process (the runner's worker off).
    sink.reset();
    server = await startServer(
      { ...env, BACKGROUND_WORK: 'off', PEER_DATABASE_URL: url },
      { nodeArgs: ['--import', pathToFileURL(path.join(ROOT, 'bench/mail-outbox-peer.mjs')).href] },
    );
    await sleep(500); // the peer makes its table as the process starts
    const peer = await measure(
      server,
      () =>
        db.query(
          `insert into bench_outbox ("to", subject, html, text, kind)
           select 'cliente' || g || '@example.com', 'Tu recibo de Sanarte', $1, $2, 'receipt'
             from generate_series(1, $3) g`,
          [RECEIPT_HTML, RECEIPT_TEXT, count],
        ),
      async (started) => {
        while (sink.total < count && performance.now() - started < peerSeconds * 1000) await sleep(20);
        return sink.total;
      },
    );
    peer.duplicates = sink.duplicates();
    peer.projectedSeconds = count / peer.rate;
    await stop(server);
    return { count, peerSeconds, cpus: cpus().length, runner, peer };
  } finally {
    await db.end().catch(() => {});
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The targets of this part, met or not. */
export function mailTargets(r) {
  const speedup = r.runner.rate / r.peer.rate;
  const slowdown = r.runner.drain.p99 / Math.max(r.peer.drain.p99, 1);
  return [
    {
      target: `the job runner sends ${r.count.toLocaleString('en')} queued receipts, each once, ≥ 10 × the old outbox's rate`,
      measured: `${fmt(r.runner.rate)}/s vs ${fmt(r.peer.rate)}/s (× ${fmt(speedup)}), ${r.runner.duplicates} twice, all sent: ${r.runner.allSent ? 'yes' : 'no'}`,
      met: speedup >= 10 && r.runner.duplicates === 0 && r.runner.allSent,
    },
    {
      target: "the API's p99 while the runner drains ≤ 2 × its p99 while the old outbox drains",
      measured: `${fmt(r.runner.drain.p99)} ms vs ${fmt(r.peer.drain.p99)} ms (× ${fmt(slowdown)})`,
      met: slowdown <= 2,
    },
  ];
}

/** The «E-mail delivery under a burst» section of bench/RESULTS.md (without its heading). */
export function mailSection(r) {
  if (!r || r.error) return notMeasured(r);
  const row = (name, v, drained) =>
    `| ${name} | ${v.sent.toLocaleString('en')} in ${fmt(v.seconds)} s | ${fmt(v.rate)}/s | ${drained} | ${fmt(v.idle.p50)} / ${fmt(v.idle.p99)} ms | ${fmt(v.drain.p50)} / ${fmt(v.drain.p99)} / ${fmt(v.drain.max)} ms | ${v.duplicates} |`;
  return [
    `${r.count.toLocaleString('en')} receipts queued at once (about 3 KB each), sent through a real SMTP server on this machine by the`,
    "production build on PostgreSQL: by the job runner's mail worker (pg-boss, 20 jobs a batch, the next batch at once),",
    'and by the outbox worker it replaced (`bench/mail-outbox-peer.mjs`, loaded into the same server process: 10 rows every',
    `2 s), which ran for ${r.peerSeconds} s. Meanwhile \`GET /api/plans/list\` every 50 ms. Only this part: \`npm run build && node bench/mail.mjs --write\`.`,
    '',
    '| worker | sent | rate | all sent in | API idle p50 / p99 | API while draining p50 / p99 / max | sent twice |',
    '|---|---|---|---|---|---|---|',
    row('job runner', r.runner, `${fmt(r.runner.seconds)} s`),
    row('old outbox (peer)', r.peer, `${fmt(r.peer.projectedSeconds / 60)} min (projected)`),
    '',
    ...targetLines(mailTargets(r)),
  ];
}

if (isMain(import.meta.url)) {
  const r = await benchMail(undefined, {
    ...(process.env.MAIL_COUNT && { count: Number(process.env.MAIL_COUNT) }),
    ...(process.env.MAIL_PEER_SECONDS && { peerSeconds: Number(process.env.MAIL_PEER_SECONDS) }),
  });
  reportSection('## E-mail delivery under a burst', mailSection(r));
}
