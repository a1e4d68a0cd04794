import { randomUUID } from 'node:crypto';
import { OFFLINE, businessDay } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';
import { audioPlaytime, buildAdmin, listener, playbackReport } from './factories.js';
import type { HttpClient } from './http.js';

const t = testAppForFile({}, { clock: 'frozen' });
let staff: HttpClient;
beforeAll(async () => {
  staff = (await buildAdmin(t)).http;
});

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

const report = (http: HttpClient, body: Record<string, unknown>) => http.post('/api/stats/playback', body);
/** A report of 15 s listened, with an id of its own; `more` adds or overrides fields. */
const fifteen = (audioId: string, more: Record<string, unknown> = {}) => playbackReport(audioId, 15, more);

/** The listening KPI of one audio, in seconds (the back-office call). */
const kpi = (audioId: string) => audioPlaytime(staff, audioId);

/** Where the user left the audio, as the player reads it. */
const positionOf = async (http: HttpClient, audioId: string) =>
  (await http.get(`/api/audios/${audioId}/access`)).body.data.positionSeconds as number;

describe('a report with an id counts once', () => {
  it('credits a repeated delivery nothing and changes nothing', async () => {
    const u = await listener(t, 'no_mas_insomnio');
    t.clock.advance(20_000);
    const body = fifteen(u.audioId);
    const first = await report(u.http, body);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ credited: 15 });
    const before = await kpi(u.audioId);

    t.clock.advance(20_000);
    const again = await report(u.http, { ...body, positionSeconds: 40 });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ credited: 0 });
    expect(await kpi(u.audioId)).toBe(before);
    expect(await positionOf(u.http, u.audioId)).toBe(15);

    // The time it did not credit is still there for the next report.
    const next = await report(u.http, { ...body, reportId: randomUUID(), positionSeconds: 30 });
    expect(next.body.data).toEqual({ credited: 15 });
  });

  it('credits two deliveries at once only once', async () => {
    const u = await listener(t, 'duelo_y_paz');
    const before = await kpi(u.audioId);
    t.clock.advance(30_000);
    const body = { audioId: u.audioId, listenedSeconds: 25, positionSeconds: 25, reportId: randomUUID() };
    const both = await Promise.all([report(u.http, body), report(u.http, body)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.data.credited).sort((a, b) => a - b)).toEqual([0, 25]);
    expect(await kpi(u.audioId)).toBe(before + 25);
    const stored = rows<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from playback_reports where report_id = ${body.reportId}`,
      ),
    );
    expect(stored[0]?.n).toBe(1);
  });
});

describe('reports queued offline', () => {
  it('credits five queued reports by their own times, and a replay adds nothing', async () => {
    const u = await listener(t, 'adelgaza_facilmente');
    const before = await kpi(u.audioId);
    // Listened offline for 75 s, a report every 15 s, all sent on reconnecting.
    t.clock.advance(75_000);
    const queue = [60, 45, 30, 15, 0].map((ageSeconds, i) =>
      fifteen(u.audioId, { positionSeconds: 15 * (i + 1), ageSeconds }),
    );
    const credited: number[] = [];
    for (const body of queue) {
      const res = await report(u.http, body);
      expect(res.status).toBe(200);
      credited.push(res.body.data.credited);
    }
    expect(credited).toEqual([15, 15, 15, 15, 15]);
    expect(await kpi(u.audioId)).toBe(before + 75);
    expect(await positionOf(u.http, u.audioId)).toBe(75);

    for (const body of queue) expect((await report(u.http, body)).body.data).toEqual({ credited: 0 });
    expect(await kpi(u.audioId)).toBe(before + 75);

    // A report older than the last one credits nothing and leaves the position where it is.
    const stale = await report(u.http, fifteen(u.audioId, { positionSeconds: 3, ageSeconds: 70 }));
    expect(stale.body.data).toEqual({ credited: 0 });
    expect(await positionOf(u.http, u.audioId)).toBe(75);
    expect(await kpi(u.audioId)).toBe(before + 75);
  });

  it('places a report on the day it was made', async () => {
    const u = await listener(t, 'liberate_de_la_ansiedad');
    t.clock.advance(3 * 86_400_000);
    expect((await u.http.post('/api/users/refresh-token')).status).toBe(200);
    const ageSeconds = 3 * 86_400 - 20;
    const res = await report(u.http, fifteen(u.audioId, { ageSeconds }));
    expect(res.body.data).toEqual({ credited: 15 });
    const days = rows<{ day: string; seconds: number }>(
      await t.database.db.execute(
        sql`select day::text as day, seconds from listening_days where user_id = ${u.id} order by day`,
      ),
    );
    const at = new Date(t.clock.now().getTime() - ageSeconds * 1000);
    const atDay = businessDay(at);
    expect(days.reduce((s, d) => s + d.seconds, 0)).toBe(15);
    expect(days.at(-1)?.day).toBe(atDay);
  });

  it('refuses a report older than the queue keeps (400)', async () => {
    const u = await listener(t, 'no_mas_insomnio');
    for (const ageSeconds of [OFFLINE.reportMaxAgeDays * 86_400 + 1, -1, 'x']) {
      const res = await report(u.http, fifteen(u.audioId, { ageSeconds }));
      expect(res.status, String(ageSeconds)).toBe(400);
    }
    const badId = await report(u.http, fifteen(u.audioId, { reportId: 'not-a-uuid' }));
    expect(badId.status).toBe(400);
  });
});

describe('report ids', () => {
  it('are forgotten once no queued report can repeat them', async () => {
    const u = await listener(t, 'duelo_y_paz');
    t.clock.advance(20_000);
    const old = randomUUID();
    expect((await report(u.http, fifteen(u.audioId, { reportId: old }))).status).toBe(200);

    t.clock.advance((OFFLINE.reportMaxAgeDays + 6) * 86_400_000);
    const v = await listener(t, 'duelo_y_paz');
    const recent = randomUUID();
    t.clock.advance(20_000);
    expect((await report(v.http, fifteen(v.audioId, { reportId: recent }))).status).toBe(200);
    const kept = rows<{ id: string }>(
      await t.database.db.execute(
        sql`select report_id::text as id from playback_reports where report_id in (${old}, ${recent})`,
      ),
    ).map((r) => r.id);
    expect(kept).toEqual([recent]);
  });
});
