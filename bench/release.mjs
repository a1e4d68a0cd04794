// The monthly release e-mail at scale: LISTENERS (default 100,000) subscribers of the Full plan, an
// audio whose publication time has come, published by the server's due work and announced by its
// release worker (pages of 500 listeners, each page's e-mails written in one transaction), every
// e-mail sent by the mail worker through a real SMTP server in this process — and the API's
// latency meanwhile, against the same probe on the same server before the release (the peer).
//
// Only this part, after `npm run build`: `node bench/release.mjs` prints its section of
// bench/RESULTS.md; with `--write` it also replaces that section in the file. `npm run bench` runs
// it with the rest. RELEASE_LISTENERS changes the set-up (a quick try: RELEASE_LISTENERS=2000).
//
// It uses its own fresh PostgreSQL database (BENCH_DATABASE_URL's server, database
// `sanarte_bench_release`) and the production build in local mode (its clock is the system's).
// Probes, each every 50 ms without waiting for answers: `GET /api/plans/list` (public, what the
// landing and the pricing page read) and `GET /api/users/me` signed in (every panel page's first
// call), for 10 s before the release and from the publication until the last e-mail is received.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  freshDatabase,
  isMain,
  notMeasured,
  probe,
  reportSection,
  signIn,
  startServer,
  targetLines,
} from './lib.mjs';
import { smtpSink } from './mail.mjs';

const fmt = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const RELEASE_DEFAULTS = { listeners: 100_000 };
const DB_NAME = 'sanarte_bench_release';
const DOMAIN = 'release.sanarte.test';
const ADMIN = { email: 'bench-admin@sanarte.test', password: 'Bench#Admin2026' };

export async function benchRelease(
  adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  { listeners = RELEASE_DEFAULTS.listeners } = {},
) {
  const url = await freshDatabase(adminUrl, DB_NAME);
  const sink = await smtpSink();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sanarte-bench-release-'));
  const db = new pg.Client({ connectionString: url });
  const server = await startServer({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    SEED_AUDIO_SECONDS: '1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    await db.connect();
    // The listeners: live accounts with an active Full subscription (which includes every category).
    const full = (
      await db.query(
        `select id, jsonb_build_object('name', name, 'slug', slug, 'description', description, 'price', price,
           'currency', currency, 'durationDays', duration_days, 'features', features,
           'categoryAccess', category_access, 'fullCategoryAccess', full_category_access) as snapshot
           from plans where slug = 'full'`,
      )
    ).rows[0];
    // In one transaction with the per-row triggers off (each would update the same tally rows
    // 100,000 times), the tallies recounted from the rows after, as the scale data does.
    await db.query('begin');
    await db.query('set local session_replication_role = replica');
    await db.query(
      `insert into users (name, last_name, email, password_hash, role, is_active, is_verified)
       select 'Oyente', 'Escala', 'oyente' || g || '@${DOMAIN}', 'x', 'subscriber', true, true
         from generate_series(1, $1) g`,
      [listeners],
    );
    await db.query(
      `insert into subscriptions (user_id, plan_id, status, starts_at, ends_at, plan_snapshot, created_at)
       select id, $1, 'active', now() - interval '10 days', now() + interval '355 days', $2, now() - interval '10 days'
         from users where email like '%@${DOMAIN}'`,
      [full.id, full.snapshot],
    );
    await db.query('select rebuild_back_office_tallies()');
    await db.query('commit');
    await db.query('analyze users; analyze subscriptions');
    // The audio of the month: off, scheduled for tomorrow until the peer is measured.
    const audio = (
      await db.query(
        `update audios set is_active = false, release_at = now() + interval '1 day', released_at = null
          where id = (select id from audios where is_active order by title limit 1)
          returning id, title`,
      )
    ).rows[0];

    // Signed in as a browser is: its access token lasts 15 minutes, and the app refreshes the
    // session before that, as the probe does every 5 minutes (the drain lasts longer).
    let me = await signIn(server.base, ADMIN.email, ADMIN.password);
    const refresh = setInterval(async () => {
      me = await signIn(server.base, ADMIN.email, ADMIN.password).catch(() => me);
    }, 5 * 60_000);
    refresh.unref();
    const targets = [
      { route: 'GET /api/plans/list', url: `${server.base}/api/plans/list` },
      {
        route: 'GET /api/users/me',
        url: `${server.base}/api/users/me`,
        headers: () => ({ cookie: me.cookie() }),
      },
    ];
    // A few seconds to warm the server (its first answers compile code), then the peer: 10 s.
    const warm = probe(targets);
    await sleep(5000);
    await warm.stop();
    const idleProbe = probe(targets);
    await sleep(10_000);
    const idle = await idleProbe.stop();

    // Its time comes now: the next minute's due work publishes it. The drain is timed, and probed,
    // from the publication.
    await db.query('update audios set release_at = now() where id = $1', [audio.id]);
    let published = null;
    while (!published) {
      const row = (await db.query('select released_at from audios where id = $1', [audio.id])).rows[0];
      if (row.released_at) published = performance.now();
      else await sleep(100);
    }
    const drainProbe = probe(targets);
    const deadline = published + 60 * 60_000;
    while (sink.total < listeners && performance.now() < deadline) await sleep(100);
    const seconds = (performance.now() - published) / 1000;
    const drain = await drainProbe.stop();
    clearInterval(refresh);
    await sleep(1000);
    const announcement = (
      await db.query(
        'select sent, finished_at is not null as finished from release_announcements where audio_id = $1',
        [audio.id],
      )
    ).rows[0];
    return {
      listeners,
      audio: audio.title,
      sent: sink.total,
      duplicates: sink.duplicates(),
      seconds,
      rate: sink.total / seconds,
      announcement,
      idle,
      drain,
    };
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    await db.end().catch(() => {});
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The targets of this part, met or not. */
export function releaseTargets(r) {
  return [
    {
      target: `the release e-mail reaches each of ${r.listeners.toLocaleString('en')} listeners once`,
      measured: `${r.sent.toLocaleString('en')} received in ${fmt(r.seconds / 60)} min (${fmt(r.rate)}/s), ${r.duplicates} twice, announcement finished: ${r.announcement?.finished ? 'yes' : 'no'}`,
      met: r.sent === r.listeners && r.duplicates === 0 && Boolean(r.announcement?.finished),
    },
    {
      target: "the API's p99 while it drains ≤ 50 ms, with no failed answer",
      measured: `${fmt(r.drain.p99)} ms (before the release: ${fmt(r.idle.p99)} ms), ${r.drain.failures} failed of ${r.drain.n.toLocaleString('en')}${
        r.drain.failures > 0
          ? ` (${Object.entries(r.drain.statuses ?? {})
              .map(([s, n]) => `${n} × ${s}`)
              .join(', ')})`
          : ''
      }`,
      met: r.drain.p99 <= 50 && r.drain.failures === 0,
    },
  ];
}

/** The «The monthly release e-mail» section of bench/RESULTS.md (without its heading). */
export function releaseSection(r) {
  if (!r || r.error) return notMeasured(r);
  const row = (name, v) =>
    `| ${name} | ${v.n.toLocaleString('en')} | ${fmt(v.p50)} / ${fmt(v.p99)} / ${fmt(v.max)} ms | ${v.byRoute.map((b) => `${fmt(b.p99)} ms`).join(' / ')} | ${v.failures} |`;
  return [
    `${r.listeners.toLocaleString('en')} listeners with an active Full subscription; an audio («${r.audio}») whose publication time has come,`,
    "published by the server's due work and announced by its release worker, 500 listeners a page, every e-mail sent by the",
    'mail worker through a real SMTP server on this machine (production build on PostgreSQL, its own database). Meanwhile',
    '`GET /api/plans/list` and `GET /api/users/me` (signed in) every 50 ms each, for 10 s before the release (the peer) and',
    'from the publication to the last e-mail received. Only this part: `npm run build && node bench/release.mjs --write`.',
    '',
    `Sent: ${r.sent.toLocaleString('en')} in ${fmt(r.seconds / 60)} min (${fmt(r.rate)}/s), ${r.duplicates} twice.`,
    '',
    '| API probe | answers | p50 / p99 / max | p99 plans / me | failed |',
    '|---|---|---|---|---|',
    row('before the release', r.idle),
    row('while the release drains', r.drain),
    '',
    ...targetLines(releaseTargets(r)),
  ];
}

if (isMain(import.meta.url)) {
  const r = await benchRelease(undefined, {
    ...(process.env.RELEASE_LISTENERS && { listeners: Number(process.env.RELEASE_LISTENERS) }),
  });
  reportSection('## The monthly release e-mail', releaseSection(r));
}
