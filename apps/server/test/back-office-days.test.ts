import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';
import { buildAdmin, buildUser, listener, playbackReport } from './factories.js';
import { okData } from './http.js';
import { madridDay, toLateEvening } from './spanish-days.js';

/**
 * The back-office's days are Spain's, as its dates and its CSV export are: a sign-up at 23:30 UTC
 * on 31 December is a new user of 1 January, the default period ends on Spain's today, and
 * listening just after midnight in Madrid counts on the new day. The server runs in UTC here.
 */
const DAY = 86_400_000;
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

const t = testAppForFile({}, { clock: 'frozen' });

/** A staff member signed in at the clock's present time. */
const staffNow = async () => (await buildAdmin(t)).http;

const dashboard = async (query = ''): Promise<{ from: string; to: string; newUsers: number }> =>
  okData(await staffNow(), `/api/stats/crm/dashboard${query}`);

describe("the back-office's days are Spain's", () => {
  it('a sign-up at 23:30 UTC on 31 December is a new user of 1 January', async () => {
    const u = await buildUser(t);
    await t.database.db.execute(sql`update users set created_at = '2025-12-31T23:30:00Z' where id = ${u.id}`);
    expect((await dashboard('?from=2026-01-01&to=2026-01-01')).newUsers).toBe(1);
    expect((await dashboard('?from=2025-12-31&to=2025-12-31')).newUsers).toBe(0);
  });

  it("the default period is the last 7 days up to Spain's today", async () => {
    toLateEvening(t);
    const now = t.clock.now();
    expect(madridDay(now)).not.toBe(utcDay(now));
    const data = await dashboard();
    expect(data.to).toBe(madridDay(now));
    expect(data.from).toBe(madridDay(new Date(now.getTime() - 6 * DAY)));
  });

  it('listening across midnight in Madrid is split between its two days', async () => {
    // One minute before midnight in Madrid (22:59 or 23:59 UTC): the audio is downloaded.
    toLateEvening(t);
    const late = t.clock.now();
    // Madrid's midnight: the first minute of its day (22:00 or 23:00 UTC).
    let midnight = late.getTime();
    while (madridDay(new Date(midnight - 60_000)) === madridDay(late)) midnight -= 60_000;
    t.clock.advance(midnight - 60_000 - late.getTime());

    const u = await listener(t, 'no_mas_insomnio');
    const { audioId } = u;

    // 70 s later, 10 s into the new day, a report of 30 s listened: 20 s before midnight, 10 after.
    t.clock.advance(70_000);
    const res = await u.http.post('/api/stats/playback', playbackReport(audioId, 30));
    expect(res.body.data).toEqual({ credited: 30 });
    const today = madridDay(t.clock.now());
    const yesterday = madridDay(new Date(t.clock.now().getTime() - DAY));
    const staff = await staffNow();
    const kpi = async (day: string) =>
      (await staff.get(`/api/stats/crm/audio-playtime/${audioId}?from=${day}&to=${day}`)).body.data[0]
        ?.totalSeconds ?? 0;
    expect(await kpi(today)).toBe(10);
    expect(await kpi(yesterday)).toBe(20);
  });
});
