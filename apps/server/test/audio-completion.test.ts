// KPI's completion report: for each audio, from the listening reports stored — plays (a
// listener's day of it), listeners, completion (its last tenth reached) and the drop-off curve by
// tenth, each listener counted at the furthest point they reached. On PGlite, and on PostgreSQL
// with TEST_DATABASE_URL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';
import { buildAdmin, buildUser, fullSubscriber, listener, playbackReport, signInAgain } from './factories.js';
import { type HttpClient, okData } from './http.js';

const t = testAppForFile({}, { clock: 'frozen' });
const DAY = 86_400_000;

type Row = {
  audioId: string;
  name: string;
  durationSeconds: number;
  plays: number;
  listeners: number;
  completed: number;
  completionRate: number | null;
  reached: number[];
};

const completion = (staff: HttpClient): Promise<Row[]> => okData(staff, '/api/stats/crm/audio-completion');

/** `seconds` of listening reported, the player at `position` (the test clock moves with it). */
async function listen(u: { http: HttpClient }, audioId: string, seconds: number, position: number) {
  t.clock.advance(seconds * 1000);
  const res = await u.http.post(
    '/api/stats/playback',
    playbackReport(audioId, seconds, { positionSeconds: position }),
  );
  expect(res.status).toBe(200);
}

describe('KPI: completion and drop-off per audio', () => {
  it('is staff’s only', async () => {
    const visitor = await buildUser(t);
    expect((await visitor.http.get('/api/stats/crm/audio-completion')).status).toBe(403);
    expect((await fetch(`${t.baseUrl}/api/stats/crm/audio-completion`)).status).toBe(401);
  });

  it('counts each listener once, at the furthest tenth they reached, and each listening day as a play', async () => {
    let staff = await buildAdmin(t);
    expect(await completion(staff.http)).toEqual([]);

    // Three listeners of one ten-minute audio (startListening makes it last 600 s).
    const ana = await listener(t, 'no_mas_insomnio');
    const { audioId } = ana;
    const bea = await fullSubscriber(t);
    expect((await bea.http.post('/api/library/downloads', { audioId })).status).toBe(200);
    const carla = await fullSubscriber(t);
    expect((await carla.http.post('/api/library/downloads', { audioId })).status).toBe(200);

    // Ana gets to 5 min, then to 9 min 50 s (the last tenth), then goes back to the start.
    await listen(ana, audioId, 30, 300);
    await listen(ana, audioId, 30, 590);
    await listen(ana, audioId, 5, 5);
    // Bea stops at 1 min 30 s (her second tenth).
    await listen(bea, audioId, 30, 90);
    // Carla only opened it: no listening time, not a listener.

    let [row] = await completion(staff.http);
    expect(row).toMatchObject({
      audioId,
      durationSeconds: 600,
      plays: 2,
      listeners: 2,
      completed: 1,
      completionRate: 0.5,
      reached: [2, 2, 1, 1, 1, 1, 1, 1, 1, 1],
    });
    expect(row?.name.length).toBeGreaterThan(0);

    // The next day Bea listens again and gets to 7 min: a third play, still two listeners.
    t.clock.advance(DAY);
    staff = await signInAgain(staff);
    await listen(await signInAgain(bea), audioId, 30, 420);
    [row] = await completion(staff.http);
    expect(row).toMatchObject({
      plays: 3,
      listeners: 2,
      completed: 1,
      completionRate: 0.5,
      reached: [2, 2, 2, 2, 2, 2, 2, 2, 1, 1],
    });

    // What migration 0032 derives from the listening stored before it (each listener at the point
    // they left the audio, every listener's day a play): the same report here, where everyone's
    // furthest point is where they are now but Ana's.
    const before = await completion(staff.http);
    const backfill = readFileSync(path.join(import.meta.dirname, '../drizzle/0032_owner_reports.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .slice(-3);
    await t.database.db.execute(sql`update playback_positions set furthest_seconds = null`);
    await t.database.db.execute(sql`delete from audio_reach`);
    await t.database.db.execute(sql`update listening_audio_days set plays = 0`);
    for (const statement of backfill) await t.database.db.execute(sql.raw(statement));
    const [migrated] = await completion(staff.http);
    // Ana is back at 5 s: from her saved position alone she is in the first tenth.
    expect(migrated).toEqual({
      ...before[0],
      completed: 0,
      completionRate: 0,
      reached: [2, 1, 1, 1, 1, 1, 1, 1, 0, 0],
    });
  });
});
