import { randomUUID } from 'node:crypto';
import { type AccountExport, CONSENT_VERSION, es } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_ADMIN, mailsSentTo, testAppForFile } from './app.js';
import { buyThroughSimulator, twoThemeIds } from './billing-factories.js';
import { advanceClock } from './dev-tools.js';
import {
  FACTORY_PASSWORD,
  buildUser,
  buyer,
  playbackReport,
  sendContactMessage,
  startListening,
} from './factories.js';
import { HttpClient } from './http.js';

/**
 * The account holder's rights over real HTTP: the data export, the deletion of the account (with
 * the password, or by an e-mailed link for accounts without one) and the back-office's deletion.
 */
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

const t = testAppForFile();
let admin: HttpClient;
beforeAll(async () => {
  admin = new HttpClient(t.baseUrl);
  expect((await admin.post('/api/users/login', TEST_ADMIN)).status).toBe(200);
});
afterEach(() => {
  vi.restoreAllMocks();
  t.clock.reset();
});

/** The payment adapter in use: the local checkout simulator. */
const provider = () => {
  if (!t.deps.simulator) throw new Error('the tests run with the local checkout simulator');
  return t.deps.simulator;
};
const q = async <T>(query: ReturnType<typeof sql>) => rows<T>(await t.database.db.execute(query));
const mailsTo = (email: string) => mailsSentTo(t, email);

/**
 * A customer with every kind of data: sign-up consents, a cookie choice, a test result, a Full
 * subscription bought through the checkout simulator (payment and provider subscription),
 * listening and a saved position, and a contact message. `marker` makes their data recognisable.
 */
async function customerWithData(marker: string) {
  const m = await buyer(t, `priv-${marker}`);
  expect(
    (
      await m.http.post('/api/users/me/consents', {
        version: CONSENT_VERSION,
        analytics: true,
        marketing: false,
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await m.http.post('/api/users/take-test', {
        categorySlug: 'salud',
        themesSlugs: ['no_mas_insomnio', 'liberate_de_la_ansiedad'],
      })
    ).status,
  ).toBe(200);
  await buyThroughSimulator(t, m.http, 'full');
  const audioId = await startListening(t, m.http, 'no_mas_insomnio');
  t.clock.advance(20_000);
  const report = await m.http.post('/api/stats/playback', playbackReport(audioId, 15));
  expect(report.status).toBe(200);
  expect((await m.http.put(`/api/library/saved/${audioId}`, {})).status).toBe(200);
  // A browser that shows the account's notifications (as Chrome's push service names it).
  expect(
    (
      await m.http.post('/api/users/me/push-subscriptions', {
        endpoint: `https://fcm.googleapis.com/fcm/send/${marker}`,
        keys: {
          p256dh: `B${'A'.repeat(86)}`,
          auth: 'A'.repeat(22),
        },
      })
    ).status,
  ).toBe(200);
  expect((await m.http.put('/api/users/me/notifications', { newReleases: false })).status).toBe(200);
  await sendContactMessage(new HttpClient(t.baseUrl), {
    name: 'Lucía Martín',
    email: m.email,
    message: `Mensaje de ${marker}: ¿puedo escuchar sin conexión?`,
  });
  const [user] = await q<{ id: string }>(sql`select id from users where email = ${m.email}`);
  return { ...m, id: user?.id as string, audioId, marker };
}

describe('GET /api/users/me/export', () => {
  it('gives every kind of data the account has, and nothing of other accounts', async () => {
    const ana = await customerWithData('ana');
    const other = await customerWithData('otro');

    const res = await ana.http.get('/api/users/me/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="sanarte-mis-datos-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = res.body as AccountExport;

    expect(data.profile).toMatchObject({ id: ana.id, email: ana.email, name: 'Lucía', hasPassword: true });
    expect(data.consents.map((c) => [c.purpose, c.granted, c.source])).toEqual(
      expect.arrayContaining([
        ['terms', true, 'signup'],
        ['privacy', true, 'signup'],
        ['analytics', true, 'cookie-banner'],
        ['marketing', false, 'cookie-banner'],
      ]),
    );
    expect(data.testResults).toEqual([
      expect.objectContaining({ category: 'salud', themes: ['no_mas_insomnio', 'liberate_de_la_ansiedad'] }),
    ]);
    expect(data.subscriptions).toEqual([
      expect.objectContaining({ plan: 'Plan Full', status: 'active', renewing: true }),
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({
        plan: 'Plan Full',
        status: 'completed',
        price: { amount: 99, currency: 'USD' },
      }),
    ]);
    const [audio] = await q<{ title: string }>(sql`select title from audios where id = ${ana.audioId}`);
    expect(data.listening).toEqual([expect.objectContaining({ audio: audio?.title, seconds: 15 })]);
    expect(data.playbackPositions).toEqual([
      expect.objectContaining({ audio: audio?.title, positionSeconds: 15 }),
    ]);
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ message: expect.stringContaining('ana') }),
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.savedAudios).toEqual([{ audio: audio?.title, savedAt: expect.any(String) }]);
    expect(data.emailChoices).toEqual({ newReleases: false, reminder: null, reminderChannel: 'email' });
    expect(data.notificationDevices).toEqual([
      { pushService: 'fcm.googleapis.com', addedAt: expect.any(String) },
    ]);
    expect(data.service.privacyEmail).toBe(t.config.identity.privacyEmail);

    // Nothing of the other customer, who has the same kinds of data.
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.id);
    expect(text).not.toContain('Mensaje de otro');
  });

  it('is for the signed-in account only', async () => {
    expect((await new HttpClient(t.baseUrl).get('/api/users/me/export')).status).toBe(401);
  });
});

describe('DELETE /api/users/me', () => {
  it('is refused without the password or with a wrong one, and nothing changes', async () => {
    const m = await buyer(t, 'keep');
    const none = await m.http.delete('/api/users/me', {});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(es.privacy.passwordRequired);
    const wrong = await m.http.delete('/api/users/me', { password: 'Otra#Clave123' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(es.privacy.wrongPassword);
    expect((await m.http.get('/api/users/me')).status).toBe(200);
    const [row] = await q<{ deleted_at: Date | null }>(
      sql`select deleted_at from users where email = ${m.email}`,
    );
    expect(row?.deleted_at).toBeNull();
  });

  it('cancels the subscription at the provider, signs out, erases the person and keeps the payments anonymised', async () => {
    const ana = await customerWithData('borrar');
    const [sub] = await q<{ provider_subscription_id: string }>(
      sql`select provider_subscription_id from subscriptions where user_id = ${ana.id}`,
    );
    const cancelNow = vi.spyOn(provider(), 'cancelNow');
    const listenedBefore = await q<{ total: number }>(
      sql`select coalesce(sum(seconds), 0)::int as total from listening_audio_days`,
    );

    // What was e-mailed before (the purchase's receipt, whenever the outbox sends it) is sent now.
    const mailedBefore = (await mailsTo(ana.email)).length;
    const res = await ana.http.delete('/api/users/me', { password: FACTORY_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, status: 'deleted', message: es.privacy.deleted });

    // Through the payment adapter: the provider's subscription is over, and never charges again.
    expect(cancelNow).toHaveBeenCalledWith(sub?.provider_subscription_id);
    const [simulated] = await q<{ status: string }>(
      sql`select status from simulated_subscriptions where id = ${sub?.provider_subscription_id}`,
    );
    expect(simulated?.status).toBe('canceled');

    // Signed out here and everywhere; the password no longer opens anything.
    expect(res.headers.getSetCookie().some((c) => /max-age=0|expires=thu, 01 jan 1970/i.test(c))).toBe(true);
    expect((await ana.http.get('/api/users/me')).status).toBe(401);
    const login = await new HttpClient(t.baseUrl).post('/api/users/login', {
      email: ana.email,
      password: FACTORY_PASSWORD,
    });
    expect(login.status).toBe(401);

    // The person is gone; the account row stays anonymised for the payments.
    const [user] = await q<Record<string, unknown>>(
      sql`select name, last_name, email, phone, password_hash, google_subject, is_active, deleted_at, deleted_by
            from users where id = ${ana.id}`,
    );
    expect(user).toMatchObject({
      name: '',
      last_name: '',
      email: `deleted:${ana.id}`,
      phone: '',
      password_hash: null,
      google_subject: null,
      is_active: false,
      deleted_by: null,
    });
    expect(user?.deleted_at).not.toBeNull();
    for (const table of [
      'sessions',
      'email_tokens',
      'test_results',
      'playback_positions',
      'consents',
      'saved_audios',
      'notification_preferences',
      'push_subscriptions',
    ]) {
      const [n] = await q<{ n: number }>(
        sql`select count(*)::int as n from ${sql.raw(table)} where user_id = ${ana.id}`,
      );
      expect(n?.n, table).toBe(0);
    }
    const [messages] = await q<{ n: number }>(
      sql`select count(*)::int as n from contact_messages where email = ${ana.email}`,
    );
    expect(messages?.n).toBe(0);
    const payments = await q<{ status: string; amount: string; user_id: string }>(
      sql`select status, amount::text as amount, user_id from payments where user_id = ${ana.id}`,
    );
    expect(payments).toEqual([{ status: 'completed', amount: '99.00', user_id: ana.id }]);
    const [subscription] = await q<{ status: string }>(
      sql`select status from subscriptions where user_id = ${ana.id}`,
    );
    expect(subscription?.status).toBe('cancelled');
    // The back-office's listening totals do not change.
    expect(
      await q<{ total: number }>(
        sql`select coalesce(sum(seconds), 0)::int as total from listening_audio_days`,
      ),
    ).toEqual(listenedBefore);

    // The back-office shows the payment as the deleted account's, with no name or e-mail.
    const orders = await admin.get('/api/payment-records/list?pageSize=100');
    const order = orders.body.data.find((p: { user: { deleted: boolean } }) => p.user.deleted);
    expect(order?.user).toEqual({ name: '', lastName: '', email: '', deleted: true });
    const clients = await admin.get('/api/users/list?kind=clients&pageSize=100');
    const listed = clients.body.data.find((u: { _id: string }) => u._id === ana.id);
    expect(listed).toMatchObject({ name: '', lastName: '', email: '', deletedBy: null, isActive: false });
    expect(listed.deletedAt).not.toBeNull();

    // Recorded, and the address hears that the account is gone.
    const audit = await q<{ action: string; actor_label: string }>(
      sql`select action, actor_label from audit_log where target_user_id = ${ana.id}`,
    );
    expect(audit).toEqual([{ action: 'account.deleted', actor_label: es.privacy.deletedBySelf }]);
    const mails = (await mailsTo(ana.email)).slice(mailedBefore);
    expect(mails.map((m) => m.subject)).toEqual([es.privacy.deletedMailSubject]);

    // A year on, nothing is charged.
    await advanceClock(t.baseUrl, 400);
    expect(await q(sql`select id from payments where user_id = ${ana.id}`)).toHaveLength(1);
  });

  it('deletes nothing when the provider cannot cancel the subscription', async () => {
    const m = await buyer(t, 'provider-down');
    await buyThroughSimulator(t, m.http, 'mini', await twoThemeIds(t));
    vi.spyOn(provider(), 'cancelNow').mockRejectedValue(new Error('provider unavailable'));
    const res = await m.http.delete('/api/users/me', { password: FACTORY_PASSWORD });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(es.privacy.cancelFailed);
    expect((await m.http.get('/api/users/me')).body.data.user.activeSubscription.plan.slug).toBe('mini');
  });

  it('e-mails a confirmation link to an account without a password; the link deletes it once', async () => {
    const trial = await buildUser(t, { tempUser: true });
    const res = await trial.http.delete('/api/users/me', {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      status: 'confirmation_sent',
      message: es.privacy.confirmationSent(trial.email),
    });
    expect((await trial.http.get('/api/users/me')).status).toBe(200);
    const [mail] = await mailsTo(trial.email);
    expect(mail?.subject).toBe(es.privacy.confirmMailSubject);
    const token = new URL(
      /https?:\/\/\S+\/eliminar-cuenta\?token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? 'http://x',
    ).searchParams.get('token');
    expect(token).toBeTruthy();

    const stranger = new HttpClient(t.baseUrl);
    const forged = await stranger.post('/api/users/delete-account/confirm', { token: `${token}x` });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(es.privacy.confirmInvalid);

    // Opened on another device, signed out: the link alone is the proof.
    const confirmed = await stranger.post('/api/users/delete-account/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('deleted');
    expect((await trial.http.get('/api/users/me')).status).toBe(401);
    const [row] = await q<{ email: string }>(sql`select email from users where id = ${trial.id}`);
    expect(row?.email).toBe(`deleted:${trial.id}`);

    const again = await stranger.post('/api/users/delete-account/confirm', { token });
    expect(again.status).toBe(400);
  });

  it('an expired link deletes nothing', async () => {
    const trial = await buildUser(t, { tempUser: true });
    await trial.http.delete('/api/users/me', {});
    const [mail] = await mailsTo(trial.email);
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    t.clock.advance(61 * 60_000);
    const res = await new HttpClient(t.baseUrl).post('/api/users/delete-account/confirm', { token });
    expect(res.status).toBe(400);
    const [row] = await q<{ deleted_at: Date | null }>(
      sql`select deleted_at from users where id = ${trial.id}`,
    );
    expect(row?.deleted_at).toBeNull();
  });

  it('is not how a staff account goes', async () => {
    const staff = await buildUser(t, { role: 'crmUser' });
    const res = await staff.http.delete('/api/users/me', { password: FACTORY_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(es.privacy.staffSelfDelete);
  });

  it('needs a session', async () => {
    expect((await new HttpClient(t.baseUrl).delete('/api/users/me', { password: 'x' })).status).toBe(401);
  });
});

describe('DELETE /api/users/delete/:id (back-office)', () => {
  it('an admin deletes a customer; it is recorded with who and when', async () => {
    const ana = await customerWithData('staff');
    const before = t.clock.now().getTime();
    const res = await admin.delete(`/api/users/delete/${ana.id}`);
    const after = t.clock.now().getTime();
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(es.privacy.adminDeleted);
    expect((await ana.http.get('/api/users/me')).status).toBe(401);

    const [adminRow] = await q<{ id: string; name: string; last_name: string }>(
      sql`select id, name, last_name from users where email = ${TEST_ADMIN.email}`,
    );
    const audit = await q<{ actor_id: string; actor_label: string; created_at: Date }>(
      sql`select actor_id, actor_label, created_at from audit_log where target_user_id = ${ana.id}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_id).toBe(adminRow?.id);
    expect(audit[0]?.actor_label).toContain(TEST_ADMIN.email);
    const at = new Date(audit[0]?.created_at as Date).getTime();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(after);

    const clients = await admin.get('/api/users/list?kind=clients&pageSize=100');
    const listed = clients.body.data.find((u: { _id: string }) => u._id === ana.id);
    expect(listed.deletedBy).toBe(`${adminRow?.name} ${adminRow?.last_name}`.trim());
    expect(listed.email).toBe('');

    const again = await admin.delete(`/api/users/delete/${ana.id}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(es.privacy.alreadyDeleted);
    // Nor can it be brought back by editing it.
    const revive = await admin.put(`/api/users/update/${ana.id}`, {
      email: 'vuelve@example.com',
      isActive: true,
    });
    expect(revive.status).toBe(409);
    expect(revive.body.message).toBe(es.privacy.alreadyDeleted);
  });

  it('only admins, only customers', async () => {
    const client = await buildUser(t);
    const crm = await buildUser(t, { role: 'crmUser' });
    expect((await crm.http.delete(`/api/users/delete/${client.id}`)).status).toBe(403);
    expect((await client.http.delete(`/api/users/delete/${client.id}`)).status).toBe(403);
    expect((await new HttpClient(t.baseUrl).delete(`/api/users/delete/${client.id}`)).status).toBe(401);
    const staff = await admin.delete(`/api/users/delete/${crm.id}`);
    expect(staff.status).toBe(400);
    expect(staff.body.message).toBe(es.privacy.adminOnlyClients);
    expect((await admin.delete(`/api/users/delete/${randomUUID()}`)).status).toBe(404);
    expect((await admin.delete('/api/users/delete/no-es-un-id')).status).toBe(400);
    expect((await client.http.get('/api/users/me')).status).toBe(200);
  });
});

describe('sign-up records the accepted terms', () => {
  it('with the policy version', async () => {
    const m = await buyer(t, 'terms');
    const data = (await m.http.get('/api/users/me/export')).body as AccountExport;
    expect(data.consents).toEqual([
      expect.objectContaining({
        purpose: 'terms',
        granted: true,
        version: CONSENT_VERSION,
        source: 'signup',
      }),
      expect.objectContaining({
        purpose: 'privacy',
        granted: true,
        version: CONSENT_VERSION,
        source: 'signup',
      }),
    ]);
  });

  it('a cookie choice is validated', async () => {
    const m = await buyer(t, 'cookie');
    const bad = await m.http.post('/api/users/me/consents', { version: 'uno', analytics: 'sí' });
    expect(bad.status).toBe(400);
  });
});

describe('retention', () => {
  it('contact messages are deleted after a year, as the privacy policy says', async () => {
    const send = (message: string) =>
      new HttpClient(t.baseUrl).post('/api/contact/', {
        name: 'Marta Gil',
        email: 'marta@example.com',
        message,
      });
    expect((await send('Mensaje antiguo sobre la retención')).status).toBe(200);
    expect((await advanceClock(t.baseUrl, 200)).status).toBe(200);
    expect((await send('Mensaje reciente sobre la retención')).status).toBe(200);
    const kept = async () =>
      (
        await q<{ message: string }>(
          sql`select message from contact_messages where message like ${'%sobre la retención'} order by created_at`,
        )
      ).map((r) => r.message);
    expect(await kept()).toHaveLength(2);
    expect((await advanceClock(t.baseUrl, 166)).status).toBe(200);
    expect(await kept()).toEqual(['Mensaje reciente sobre la retención']);
  });
});
