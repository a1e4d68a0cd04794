// Practice reminders as Web Push notifications: a browser subscribes with the server's VAPID key;
// at the reminder's time the server sends it a message encrypted for that browser and signed with
// its key, to a push service running here (test/push-service.ts); a device the push service no
// longer knows is forgotten and the e-mail goes instead. On PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.
import { APP_ROUTES, es, toBusinessWallClock } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { webPushSender } from '../src/adapters/push.js';
import { testAppForFile } from './app.js';
import { buildUser, signInAgain } from './factories.js';
import { type BrowserSubscription, decryptPush, startPushService, verifyVapid } from './push-service.js';

const service = await startPushService();
afterAll(() => service.close());
const keys = webpush.generateVAPIDKeys();
const sender = webPushSender({ ...keys, subject: 'mailto:hola@sanarte.test', agent: service.agent });
const t = testAppForFile({ env: { PUSH_SERVICES: '127.0.0.1' }, push: sender }, { clock: 'frozen' });

const HOUR = 3_600_000;
const n = es.notifications;
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const reminderIn = (ms: number) => ({
  days: EVERY_DAY,
  time: toBusinessWallClock(new Date(t.clock.now().getTime() + ms)).slice(11, 16),
  timeZone: 'Europe/Madrid',
});
const asSent = ({ endpoint, keys }: BrowserSubscription) => ({ endpoint, keys });

/** The minute's due work, then the notifications' jobs and the e-mails it wrote. */
async function clockPasses(ms: number) {
  t.clock.advance(ms);
  await t.deps.jobs.runDue();
  await t.deps.reminders.flushPush();
  await t.deps.mail.flush();
}
const reminderMails = (email: string) =>
  t.mail.sent.filter((m) => m.to === email && m.subject === n.reminderSubject);
const devicesOf = async (userId: string) =>
  (
    (await t.database.db.execute(
      sql`select count(*)::int as n from push_subscriptions where user_id = ${userId}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]?.n;

/** A user (`who`) with one browser subscribed, whose reminder is due in an hour, by notification. */
async function pushReminderUser(who: Parameters<typeof buildUser>[1] = {}) {
  const u = await buildUser(t, who);
  const sub = service.subscribe();
  await u.http.post('/api/users/me/push-subscriptions', asSent(sub));
  await u.http.put('/api/users/me/notifications', { reminder: reminderIn(HOUR), reminderChannel: 'push' });
  return { u, sub };
}

describe('subscribing a browser', () => {
  it('gives the VAPID key, keeps a subscription to a known push service only, and needs one for reminders by notification', async () => {
    const u = await buildUser(t);
    const key = await u.http.get('/api/push/key');
    expect(key.body.data).toEqual({ publicKey: keys.publicKey });

    expect((await u.http.put('/api/users/me/notifications', { reminderChannel: 'push' })).body.message).toBe(
      n.pushNeedsDevice,
    );

    const sub = service.subscribe();
    for (const endpoint of [
      'https://attacker.example/push/1',
      'https://127.0.0.1.attacker.example/push/1',
      sub.endpoint.replace('https:', 'http:'),
    ]) {
      const res = await u.http.post('/api/users/me/push-subscriptions', { ...asSent(sub), endpoint });
      expect(res.status, endpoint).toBe(400);
      expect(res.body.message).toBe(n.pushSubscriptionInvalid);
    }
    const badKeys = await u.http.post('/api/users/me/push-subscriptions', {
      endpoint: sub.endpoint,
      keys: { p256dh: 'short', auth: sub.keys.auth },
    });
    expect(badKeys.status).toBe(400);
    expect(badKeys.body.message).toBe(n.pushSubscriptionInvalid);

    const saved = await u.http.post('/api/users/me/push-subscriptions', asSent(sub));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ devices: 1 });
    // The same browser again is the same device.
    expect((await u.http.post('/api/users/me/push-subscriptions', asSent(sub))).body.data).toEqual({
      devices: 1,
    });
    const chosen = await u.http.put('/api/users/me/notifications', { reminderChannel: 'push' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.reminderChannel).toBe('push');

    // Another account cannot drop it; its owner can.
    const other = await buildUser(t);
    await other.http.delete('/api/users/me/push-subscriptions', { endpoint: sub.endpoint });
    expect(await devicesOf(u.id)).toBe(1);
    const dropped = await u.http.delete('/api/users/me/push-subscriptions', { endpoint: sub.endpoint });
    expect(dropped.body.data).toEqual({ devices: 0 });
  });
});

describe('the reminder as a notification', () => {
  it('reaches the browser at the chosen time, encrypted for it and signed with the server key, and no e-mail goes', async () => {
    const { u, sub } = await pushReminderUser({ name: 'Lucía' });

    await clockPasses(HOUR - 5 * 60_000);
    expect(service.to(sub)).toHaveLength(0);
    await clockPasses(6 * 60_000);
    const [message] = service.to(sub);
    expect(service.to(sub)).toHaveLength(1);
    expect(decryptPush(sub, message?.body ?? Buffer.alloc(0))).toEqual({
      title: n.reminderSubject,
      body: n.reminderBody,
      url: APP_ROUTES.panel,
      tag: 'sanarte-reminder',
    });
    expect(message?.headers['content-encoding']).toBe('aes128gcm');
    const claims = verifyVapid(message?.headers.authorization as string, keys.publicKey);
    expect(claims.aud).toBe(service.origin);
    expect(claims.sub).toBe('mailto:hola@sanarte.test');
    expect(reminderMails(u.email)).toHaveLength(0);

    // The next day's, once, even with the minute's work run twice at once.
    t.clock.advance(24 * HOUR);
    await Promise.all([t.deps.jobs.runDue(), t.deps.jobs.runDue()]);
    await t.deps.reminders.flushPush();
    expect(service.to(sub)).toHaveLength(2);
  });

  it('forgets a device its push service no longer knows, and sends the e-mail instead', async () => {
    const { u, sub } = await pushReminderUser();
    service.answer(sub, 410);

    await clockPasses(HOUR + 60_000);
    expect(service.to(sub)).toHaveLength(1);
    expect(await devicesOf(u.id)).toBe(0);
    expect(reminderMails(u.email)).toHaveLength(1);
    // The choice stands; with no device, each reminder comes by e-mail.
    expect(
      (await (await signInAgain(u)).http.get('/api/users/me/notifications')).body.data.reminderChannel,
    ).toBe('push');
    await clockPasses(24 * HOUR);
    expect(reminderMails(u.email)).toHaveLength(2);
  });

  it('tries a failing push service again, and after its last try sends the e-mail', async () => {
    const { u, sub } = await pushReminderUser();
    service.answer(sub, 503);

    await clockPasses(HOUR + 60_000);
    expect(service.to(sub)).toHaveLength(1);
    expect(reminderMails(u.email)).toHaveLength(0);
    const jobs = sql`pgboss.job where name = 'reminder-push' and data->>'userId' = ${u.id}`;
    const state = async () =>
      (
        (await t.database.db.execute(sql`select state, retry_count from ${jobs}`)) as unknown as {
          rows: { state: string; retry_count: number }[];
        }
      ).rows;
    expect(await state()).toEqual([{ state: 'retry', retry_count: 0 }]);

    // Its last try, now (the runner counts a retry as it claims it): the push service still
    // fails, and the reminder goes by e-mail.
    await t.database.db.execute(
      sql`update pgboss.job set retry_count = retry_limit - 1, start_after = now() - interval '1 minute' where name = 'reminder-push' and data->>'userId' = ${u.id}`,
    );
    await t.deps.reminders.flushPush();
    await t.deps.mail.flush();
    expect(service.to(sub)).toHaveLength(2);
    expect(reminderMails(u.email)).toHaveLength(1);
    expect((await state())[0]?.state).toBe('completed');
  });
});
