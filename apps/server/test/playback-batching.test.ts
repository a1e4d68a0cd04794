// Listening reports arriving together are written together (group commit): over real HTTP, each
// report is still credited exactly as the sequential rule says, an id counts once within a batch
// and across batches, and a failed write answers 5xx to its batch's requests and credits nothing.
// On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';
import { buildAdmin, listener, playbackReport } from './factories.js';
import type { HttpClient } from './http.js';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const t = testAppForFile({ env: { METRICS_TOKEN } }, { clock: 'frozen' });
let staff: HttpClient;
beforeAll(async () => {
  staff = (await buildAdmin(t)).http;
});

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const THEMES = ['no_mas_insomnio', 'duelo_y_paz', 'adelgaza_facilmente', 'liberate_de_la_ansiedad'];

const listeners = (n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => listener(t, THEMES[i % 4] as string)));

const report = (http: HttpClient, body: Record<string, unknown>) => http.post('/api/stats/playback', body);
const fifteen = (audioId: string, more: Record<string, unknown> = {}) => playbackReport(audioId, 15, more);

/** Every audio's listening in the back-office KPI, summed (seconds). */
async function kpiTotal(): Promise<number> {
  const res = await staff.get('/api/stats/crm/audio-playtime/all');
  expect(res.status).toBe(200);
  return (res.body.data as { totalSeconds: number }[]).reduce((s, r) => s + r.totalSeconds, 0);
}

/** Transactions written for reports so far, and the reports they held (from /metrics). */
async function batches(): Promise<{ count: number; reports: number }> {
  const text = await (
    await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  return {
    count: value('sanarte_listening_report_batch_size_count'),
    reports: value('sanarte_listening_report_batch_size_sum'),
  };
}

const idsStored = async (ids: string[]) =>
  rows<{ n: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as n from playback_reports where report_id in ${sql.raw(`('${ids.join("','")}')`)}`,
    ),
  )[0]?.n;

describe('reports arriving together', () => {
  it('are written in fewer transactions than reports, each credited exactly', async () => {
    const people = await listeners(40);
    t.clock.advance(20_000);
    const before = { kpi: await kpiTotal(), batches: await batches() };
    const answers = await Promise.all(people.map((p) => report(p.http, fifteen(p.audioId))));
    expect(answers.map((a) => a.status)).toEqual(people.map(() => 200));
    // Each credited what the sequential rule gives alone: 15 s listened, 20 s since the download.
    expect(answers.map((a) => a.body.data.credited)).toEqual(people.map(() => 15));
    expect(await kpiTotal()).toBe(before.kpi + 40 * 15);
    const after = await batches();
    expect(after.reports - before.batches.reports).toBe(40);
    expect(after.count - before.batches.count).toBeLessThan(40);
  });

  it('credits reports of one listener and audio in one batch as if sent one after the other', async () => {
    const [p] = await listeners(1);
    if (!p) throw new Error('no listener');
    t.clock.advance(20_000);
    const before = await kpiTotal();
    const answers = await Promise.all(
      [30, 45, 60].map((positionSeconds) => report(p.http, fifteen(p.audioId, { positionSeconds }))),
    );
    // Sent at the same instant: the first credits 15 s, each next one only the 2-s tolerance.
    expect(answers.map((a) => a.body.data.credited).sort((a, b) => a - b)).toEqual([2, 2, 15]);
    expect(await kpiTotal()).toBe(before + 19);
    const position = (await p.http.get(`/api/audios/${p.audioId}/access`)).body.data.positionSeconds;
    expect([30, 45, 60]).toContain(position);
  });

  it('counts an id once, delivered several times at once and again later', async () => {
    const people = await listeners(10);
    t.clock.advance(20_000);
    const before = await kpiTotal();
    const bodies = people.map((p) => fifteen(p.audioId));
    const answers = await Promise.all(
      people.flatMap((p, i) => [0, 1, 2].map(() => report(p.http, bodies[i] as Record<string, unknown>))),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const credited = answers.map((a) => a.body.data.credited as number);
    for (let i = 0; i < people.length; i++) {
      expect(credited.slice(3 * i, 3 * i + 3).sort((a, b) => a - b)).toEqual([0, 0, 15]);
    }
    expect(await kpiTotal()).toBe(before + 10 * 15);
    t.clock.advance(20_000);
    const again = await Promise.all(
      people.map((p, i) => report(p.http, bodies[i] as Record<string, unknown>)),
    );
    expect(again.map((a) => a.body.data.credited)).toEqual(people.map(() => 0));
    expect(await kpiTotal()).toBe(before + 10 * 15);
    expect(await idsStored(bodies.map((b) => b.reportId))).toBe(10);
  });
});

describe('a failed write', () => {
  it('answers 5xx to the reports of its batch, credits nothing, and the same reports count later', async () => {
    const people = await listeners(12);
    t.clock.advance(20_000);
    const before = await kpiTotal();
    // The database refuses every write to the per-audio rollup: the batch's transaction fails.
    await t.database.db.execute(sql`
      create function refuse_listening() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_listening before insert or update on listening_audio_days
      for each row execute function refuse_listening()`);
    const bodies = people.map((p) => fifteen(p.audioId));
    let failed: Awaited<ReturnType<typeof report>>[];
    try {
      failed = await Promise.all(people.map((p, i) => report(p.http, bodies[i] as Record<string, unknown>)));
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_listening on listening_audio_days`);
      await t.database.db.execute(sql`drop function refuse_listening()`);
    }
    expect(failed.map((a) => a.status)).toEqual(people.map(() => 500));
    expect(failed.every((a) => a.body.success === false && typeof a.body.message === 'string')).toBe(true);
    expect(await kpiTotal()).toBe(before);
    // Nothing of the failed batches stayed: no id claimed, no position moved.
    expect(await idsStored(bodies.map((b) => b.reportId))).toBe(0);
    const moved = rows<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from playback_positions
             where user_id in ${sql.raw(`('${people.map((p) => p.id).join("','")}')`)}
               and last_report_at > ${t.clock.now().toISOString()}::timestamptz - interval '1 second'`,
      ),
    )[0]?.n;
    expect(moved).toBe(0);

    // The device's queue sends them again: each is credited once, as if the failure never happened.
    const retried = await Promise.all(
      people.map((p, i) => report(p.http, bodies[i] as Record<string, unknown>)),
    );
    expect(retried.map((a) => a.body.data.credited)).toEqual(people.map(() => 15));
    expect(await kpiTotal()).toBe(before + 12 * 15);
    expect(await idsStored(bodies.map((b) => b.reportId))).toBe(12);
  });
});
