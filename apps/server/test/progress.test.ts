// "Mi progreso" (GET /api/library/progress): what a listener's listening adds up to. The rules are
// unit-tested in src/modules/stats/progress.test.ts; here, the call from the listener's reports.
// On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { NO_PROGRESS, businessDay } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';
import { audioIn, fullSubscriber, listenTo } from './factories.js';
import { type HttpClient, okData } from './http.js';

const t = testAppForFile({}, { clock: 'frozen' });
beforeAll(async () => {
  // The seeded files last 2 s; the catalogue says ten minutes.
  await t.catalogueSql(sql`update audios set duration = 600`);
});

const progress = (http: HttpClient) => okData(http, '/api/library/progress');

describe('Mi progreso', () => {
  it('is for signed-in people only', async () => {
    expect((await fetch(new URL('/api/library/progress', t.baseUrl))).status).toBe(401);
  });

  it('starts at nothing, with no streak to lose', async () => {
    const u = await fullSubscriber(t);
    expect(await progress(u.http)).toEqual(NO_PROGRESS);
  });

  it('counts the minutes heard and, past 90 % of an audio, a completed session', async () => {
    const u = await fullSubscriber(t);
    const insomnio = await audioIn(t, 'no_mas_insomnio');
    const estres = await audioIn(t, 'adios_al_estres');
    await listenTo(t, u.http, insomnio, 560); // 93 %: completed
    await listenTo(t, u.http, estres, 120); // 20 %: minutes only
    const p = await progress(u.http);
    expect(p.minutesThisWeek).toBe(Math.round(680 / 60));
    expect(p.minutesThisMonth).toBeGreaterThanOrEqual(p.minutesThisWeek);
    expect([p.sessionsThisWeek, p.sessionsTotal]).toEqual([1, 1]);
    expect(p.topThemes.map((x: { name: string }) => x.name)).toEqual(['No más insomnio', 'Adiós al estrés']);
    expect(p.missedYou).toBe(false);
  });

  it('welcomes the listener back after a week away', async () => {
    const u = await fullSubscriber(t);
    // Listening eight days ago, as a report of that day left it (the session would not last a week).
    const audioId = await audioIn(t, 'no_mas_insomnio');
    const day = businessDay(new Date(t.clock.now().getTime() - 8 * 86_400_000));
    await t.database.db.execute(sql`
      insert into listening_days (user_id, audio_id, theme_id, category_id, day, seconds)
      select ${u.id}, a.id, a.theme_id, th.category_id, ${day}, 60
      from audios a join themes th on th.id = a.theme_id where a.id = ${audioId}`);
    expect(await progress(u.http)).toMatchObject({
      lastListenedOn: day,
      missedYou: true,
      minutesThisWeek: 0,
    });
    await listenTo(t, u.http, audioId, 60);
    expect((await progress(u.http)).missedYou).toBe(false);
  });
});
