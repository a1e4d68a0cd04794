// Listening time cannot be inflated: a report counts only for an audio its user fetched (a signed
// URL or a download), never placed before that moment, and one person's credited time across all
// audios never runs ahead of the wall clock. Such reports are answered as any other (200, what was
// credited). On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { OFFLINE } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';
import { audioPlaytime, buildAdmin, fullSubscriber } from './factories.js';
import type { HttpClient } from './http.js';

const t = testAppForFile({}, { clock: 'frozen' });
let staff: HttpClient;
let audios: string[];
beforeAll(async () => {
  staff = (await buildAdmin(t)).http;
  const found = (await t.database.db.execute(
    sql`select id::text as id from audios where is_active and not is_deleted order by id limit 5`,
  )) as unknown as { rows: { id: string }[] };
  audios = found.rows.map((r) => r.id);
  // The seeded files last 2 s; the catalogue says ten minutes, so positions are not cut short.
  await t.catalogueSql(sql`update audios set duration = 600`);
});

/** A full subscriber: every audio is open to them. */
const subscriber = () => fullSubscriber(t);

const report = (http: HttpClient, body: Record<string, unknown>) => http.post('/api/stats/playback', body);
const credited = async (http: HttpClient, body: Record<string, unknown>) => {
  const res = await report(http, { reportId: randomUUID(), positionSeconds: 10, ...body });
  expect(res.status).toBe(200);
  return res.body.data.credited as number;
};

/** The listening KPI of one audio, in seconds (the back-office call). */
const kpi = (audioId: string) => audioPlaytime(staff, audioId);

const BACKDATED = OFFLINE.reportMaxAgeDays * 86_400;

describe('an audio the user never fetched', () => {
  it('credits nothing, however the reports are dated, and answers as for any report', async () => {
    const u = await subscriber();
    const before = await Promise.all(audios.map(kpi));
    // Ten requests: on each of five audios, a first report 45 days back, then a day "listened".
    for (const audioId of audios) {
      expect(await credited(u.http, { audioId, listenedSeconds: 1, ageSeconds: BACKDATED })).toBe(0);
      expect(await credited(u.http, { audioId, listenedSeconds: 86_400 })).toBe(0);
    }
    expect(await Promise.all(audios.map(kpi))).toEqual(before);
    // Nor does it open a clock a later fetch would keep: the time before the fetch counts for nothing.
    const [audioId] = audios as [string];
    expect((await u.http.get(`/api/audios/${audioId}/access`)).status).toBe(200);
    expect(await credited(u.http, { audioId, listenedSeconds: 86_400 })).toBeLessThanOrEqual(2);
  });
});

describe('a report placed before the fetch', () => {
  it('is placed at the fetch: only what passed since the fetch is credited', async () => {
    const u = await subscriber();
    const [audioId] = audios as [string];
    const before = await kpi(audioId);
    // A report 45 days back before opening the audio, then the audio is opened.
    expect(await credited(u.http, { audioId, listenedSeconds: 60, ageSeconds: BACKDATED })).toBe(0);
    expect((await u.http.get(`/api/audios/${audioId}/access`)).status).toBe(200);
    t.clock.advance(10_000);
    const backdated = await credited(u.http, { audioId, listenedSeconds: 86_400, ageSeconds: BACKDATED });
    const now = await credited(u.http, { audioId, listenedSeconds: 86_400 });
    // Ten seconds since the fetch, and the 2-s tolerance.
    expect(backdated).toBeLessThanOrEqual(2);
    expect(backdated + now).toBeLessThanOrEqual(12);
    expect(backdated + now).toBeGreaterThanOrEqual(10);
    expect(await kpi(audioId)).toBe(before + backdated + now);
  });

  it('counts from the first download when the audio is fetched again later', async () => {
    const u = await subscriber();
    const [, audioId] = audios as [string, string];
    expect((await u.http.post('/api/library/downloads', { audioId })).status).toBe(200);
    t.clock.advance(60_000);
    expect((await u.http.get(`/api/audios/${audioId}/access`)).status).toBe(200);
    // Listened offline right after the download; the queue is sent after the second fetch.
    const queued = [45, 30, 15].map((ageSeconds) => ({ audioId, listenedSeconds: 15, ageSeconds }));
    const got = [];
    for (const body of queued) got.push(await credited(u.http, body));
    expect(got).toEqual([15, 15, 15]);
  });
});

describe('one person, several audios', () => {
  it('two audios played at once credit no more than the time that passed', async () => {
    const u = await subscriber();
    const [a, b] = audios as [string, string];
    const before = (await kpi(a)) + (await kpi(b));
    expect((await u.http.get(`/api/audios/${a}/access`)).status).toBe(200);
    expect((await u.http.get(`/api/audios/${b}/access`)).status).toBe(200);
    // Five minutes, a report on each audio every 15 s, as two players side by side would send.
    let total = 0;
    for (let s = 15; s <= 300; s += 15) {
      t.clock.advance(15_000);
      const both = await Promise.all(
        [a, b].map((audioId) => credited(u.http, { audioId, listenedSeconds: 15, positionSeconds: s })),
      );
      total += both.reduce((sum, c) => sum + c, 0);
    }
    expect(total).toBeLessThanOrEqual(300 + 2);
    expect(total).toBeGreaterThanOrEqual(300 - 4);
    expect((await kpi(a)) + (await kpi(b))).toBe(before + total);
  });

  it('a day claimed on each of five audios fetched long ago credits one day at most', async () => {
    const u = await subscriber();
    for (const audioId of audios) {
      expect((await u.http.post('/api/library/downloads', { audioId })).status).toBe(200);
    }
    t.clock.advance(86_400_000);
    expect((await u.http.post('/api/users/refresh-token')).status).toBe(200);
    const got = [];
    for (const audioId of audios) got.push(await credited(u.http, { audioId, listenedSeconds: 86_400 }));
    expect(got.reduce((s, c) => s + c, 0)).toBeLessThanOrEqual(86_400 + 2);
    expect(got[0]).toBe(86_400);
  });

  it('other people are not held back by one person’s watermark', async () => {
    const [audioId] = audios as [string];
    const people = [await subscriber(), await subscriber()];
    for (const p of people) expect((await p.http.get(`/api/audios/${audioId}/access`)).status).toBe(200);
    t.clock.advance(20_000);
    const got = await Promise.all(people.map((p) => credited(p.http, { audioId, listenedSeconds: 15 })));
    expect(got).toEqual([15, 15]);
  });
});
