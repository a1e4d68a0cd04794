// Practice reminders: the days and time a listener chose, in their zone; one short e-mail each time,
// naming where they left off, with a one-click way out. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { es, toBusinessWallClock } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';
import {
  FIRST_NOTIFICATIONS,
  buildUser,
  fullSubscriber,
  listenTo,
  notificationsOf,
  playbackReport,
  signInAgain,
  startListening,
} from './factories.js';

const t = testAppForFile({}, { clock: 'frozen' });
const HOUR = 3_600_000;
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/** Madrid's wall-clock time `ms` from now, as the settings take it ('HH:MM'). */
const timeIn = (ms: number) => toBusinessWallClock(new Date(t.clock.now().getTime() + ms)).slice(11, 16);

/** The minute's due work, and the e-mails it wrote. */
async function clockPasses(ms: number) {
  t.clock.advance(ms);
  await t.deps.jobs.runDue();
  await t.deps.mail.flush();
}
const remindersTo = (email: string) =>
  t.mail.sent.filter((m) => m.to === email && m.subject === es.notifications.reminderSubject);

describe('choosing a reminder', () => {
  it('keeps the days, the time and the zone, and refuses what is not one, in Spanish', async () => {
    const u = await buildUser(t);
    expect(await notificationsOf(u.http)).toEqual(FIRST_NOTIFICATIONS);
    const reminder = { days: [5, 1, 3], time: '20:30', timeZone: 'Europe/Madrid' };
    const saved = await u.http.put('/api/users/me/notifications', { reminder });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ ...FIRST_NOTIFICATIONS, reminder: { ...reminder, days: [1, 3, 5] } });
    // Another choice leaves it as it is.
    await u.http.put('/api/users/me/notifications', { newReleases: false });
    expect((await u.http.get('/api/users/me/notifications')).body.data.reminder.days).toEqual([1, 3, 5]);

    for (const [bad, message] of [
      [{ ...reminder, days: [] }, es.notifications.reminderDaysRequired],
      [{ ...reminder, days: [0] }, es.notifications.reminderDaysRequired],
      [{ ...reminder, days: [1, 1] }, es.notifications.reminderDaysRequired],
      [{ ...reminder, time: '25:00' }, es.notifications.reminderTimeInvalid],
      [{ ...reminder, time: '8:00' }, es.notifications.reminderTimeInvalid],
      [{ ...reminder, timeZone: 'Marte/Olympus' }, es.notifications.reminderZoneInvalid],
    ] as const) {
      const res = await u.http.put('/api/users/me/notifications', { reminder: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(
      (await u.http.put('/api/users/me/notifications', { reminder: null })).body.data.reminder,
    ).toBeNull();
  });
});

describe('the reminder e-mail', () => {
  it('arrives at the chosen time, once, then the next day, naming where the listener left off', async () => {
    const u = await fullSubscriber(t, { name: 'Elena' });
    const audioId = await startListening(t, u.http, 'no_mas_insomnio');
    t.clock.advance(60_000);
    expect((await u.http.post('/api/stats/playback', playbackReport(audioId, 60))).status).toBe(200);
    const [audio] = (
      (await t.database.db.execute(sql`select title from audios where id = ${audioId}`)) as unknown as {
        rows: { title: string }[];
      }
    ).rows;

    const at = timeIn(2 * HOUR + 60_000);
    await u.http.put('/api/users/me/notifications', {
      reminder: { days: EVERY_DAY, time: at, timeZone: 'Europe/Madrid' },
    });
    await clockPasses(HOUR);
    expect(remindersTo(u.email)).toHaveLength(0);
    await clockPasses(HOUR + 2 * 60_000);
    expect(remindersTo(u.email)).toHaveLength(1);
    // The minute's work runs again, in two processes at once: nothing more.
    await Promise.all([t.deps.jobs.runDue(), t.deps.jobs.runDue()]);
    await t.deps.mail.flush();
    expect(remindersTo(u.email)).toHaveLength(1);

    const mail = remindersTo(u.email)[0];
    expect(mail?.text).toContain('Hola, Elena:');
    expect(mail?.text).toContain(`Retoma «${audio?.title}» donde lo dejaste.`);
    expect(mail?.text).toMatch(/Continuar donde lo dejé: https?:\/\/\S+\/panel\b/);
    expect(mail?.unsubscribeUrl).toMatch(/\/api\/notifications\/unsubscribe\?t=/);

    await clockPasses(24 * HOUR);
    expect(remindersTo(u.email)).toHaveLength(2);
    // Finished since: the next one invites without naming it.
    await listenTo(t, (await signInAgain(u)).http, audioId, 600);
    await clockPasses(24 * HOUR);
    expect(remindersTo(u.email)[2]?.text).toContain(es.notifications.reminderBody);
  });

  it('stops in one click from the e-mail, and never goes to a deleted or deactivated account', async () => {
    const u = await buildUser(t);
    const off = await buildUser(t);
    for (const p of [u, off]) {
      await p.http.put('/api/users/me/notifications', {
        reminder: { days: EVERY_DAY, time: timeIn(HOUR), timeZone: 'Europe/Madrid' },
      });
    }
    await t.database.db.execute(sql`update users set is_active = false where id = ${off.id}`);
    await clockPasses(HOUR + 60_000);
    expect(remindersTo(u.email)).toHaveLength(1);
    expect(remindersTo(off.email)).toHaveLength(0);

    const url = new URL(remindersTo(u.email)[0]?.unsubscribeUrl ?? '');
    const res = await fetch(`${t.baseUrl}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(((await res.json()) as { data: unknown }).data).toEqual({ kind: 'reminders' });
    await clockPasses(24 * HOUR);
    expect(remindersTo(u.email)).toHaveLength(1);
    expect((await (await signInAgain(u)).http.get('/api/users/me/notifications')).body.data).toEqual({
      newReleases: true,
      reminder: null,
      reminderChannel: 'email',
    });
  });
});
