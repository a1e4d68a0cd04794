// "La terapia del mes": staff schedule an audio's publication; when the clock reaches it the audio
// is published once, shows as "Nuevo" for 30 days, and each listener who can play it and has not
// opted out gets one e-mail with a one-click way out. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { RELEASES, es } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';
import {
  FIRST_NOTIFICATIONS,
  buildAdmin,
  buildUser,
  fullSubscriber,
  miniSubscriber,
  notificationsOf,
  signInAgain,
  themeId,
} from './factories.js';
import type { HttpClient } from './http.js';

const t = testAppForFile({}, { clock: 'frozen' });
const HOUR = 3600_000;
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(200, 1)]);

let staff: { email: string; http: HttpClient };
let admin: HttpClient;
let audioFile: { audioName: string; audioUrl: string };
beforeAll(async () => {
  staff = await buildAdmin(t);
  admin = staff.http;
  const presign = await admin.post('/api/upload/presign', {
    path: 'audios',
    fileName: 'terapia-del-mes.mp3',
    contentType: 'audio/mpeg',
  });
  await fetch(new URL(presign.body.data.url, t.baseUrl), {
    method: 'PUT',
    headers: presign.body.data.headers,
    body: MP3,
  });
  audioFile = { audioName: presign.body.data.fileName, audioUrl: presign.body.data.fileUrl };
});

/** A new audio of the theme, scheduled for `releaseAt` (ISO), as the Audio form sends it. */
async function schedule(themeSlug: string, title: string, releaseAt: string | null) {
  await signInAgain(staff);
  return admin.post('/api/audios/create', {
    theme: await themeId(t, themeSlug),
    title,
    description: 'Una terapia nueva para este mes.',
    duration: 900,
    audio: audioFile,
    tags: [],
    releaseAt,
  });
}

/** The due work a minute's schedule runs, then every announcement page and e-mail it made. */
async function clockPasses(ms: number) {
  t.clock.advance(ms);
  await t.deps.jobs.runDue();
  await t.deps.releases.flush();
  await t.deps.mail.flush();
}

const publicIds = async () => {
  const res = (await (await fetch(`${t.baseUrl}/api/audios/list`)).json()) as { data: { _id: string }[] };
  return res.data.map((a) => a._id);
};
const mailsTo = (email: string, subject: string) =>
  t.mail.sent.filter((m) => m.to === email && m.subject.includes(subject));

describe('scheduling a publication', () => {
  it('keeps a scheduled audio from listeners and shows it to staff as scheduled, with its date', async () => {
    const at = new Date(t.clock.now().getTime() + 48 * HOUR).toISOString();
    const created = await schedule('no_mas_insomnio', 'Dormir en invierno', at);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      releaseAt: at,
      scheduled: true,
      isNew: false,
      isActive: false,
    });
    const id = created.body.data._id;
    // Even switched on, it waits for its date.
    expect((await admin.put(`/api/audios/update/${id}`, { isActive: true })).status).toBe(200);
    expect(await publicIds()).not.toContain(id);
    const listener = await fullSubscriber(t);
    const library = await listener.http.get('/api/library');
    const ids = library.body.data.categories.flatMap((c: { themes: { audios: { _id: string }[] }[] }) =>
      c.themes.flatMap((th) => th.audios.map((a) => a._id)),
    );
    expect(ids).not.toContain(id);
    expect((await listener.http.get(`/api/audios/${id}/access`)).status).toBe(404);
    const staff = (await admin.get('/api/audios/list?isDeleted=false')).body.data.find(
      (a: { _id: string }) => a._id === id,
    );
    expect(staff).toMatchObject({ scheduled: true, releaseAt: at });
  });

  it('refuses a time already past, an audio listeners already have, and a change once published', async () => {
    const past = await schedule(
      'no_mas_insomnio',
      'Tarde',
      new Date(t.clock.now().getTime() - 60_000).toISOString(),
    );
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(es.admin.releaseAtPast);
    const invalid = await schedule('no_mas_insomnio', 'Sin fecha', 'mañana');
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(es.admin.releaseAtInvalid);

    const live = (await admin.get('/api/audios/list?isDeleted=false')).body.data.find(
      (a: { isActive: boolean; releaseAt: string | null }) => a.isActive && a.releaseAt === null,
    );
    const later = new Date(t.clock.now().getTime() + 24 * HOUR).toISOString();
    const taken = await admin.put(`/api/audios/update/${live._id}`, { ...live, releaseAt: later });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(es.admin.releaseOnlyUnpublished);

    const soon = new Date(t.clock.now().getTime() + HOUR).toISOString();
    const created = await schedule('duelo_y_paz', 'Despedidas', soon);
    await clockPasses(HOUR + 60_000);
    await signInAgain(staff);
    const published = (await admin.get('/api/audios/list?isDeleted=false')).body.data.find(
      (a: { _id: string }) => a._id === created.body.data._id,
    );
    expect(published).toMatchObject({ scheduled: false, isActive: true, isNew: true, releaseAt: soon });
    // The record sent back whole (as the form does) is accepted; a new date is not.
    expect((await admin.put(`/api/audios/update/${published._id}`, published)).status).toBe(200);
    const moved = await admin.put(`/api/audios/update/${published._id}`, { ...published, releaseAt: later });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(es.admin.releaseAlreadyDone);
  });
});

describe('the publication', () => {
  it('publishes at its time, shows it as new for 30 days, and e-mails once each listener who can play it', async () => {
    const full = await fullSubscriber(t);
    const optedOut = await fullSubscriber(t);
    const out = await optedOut.http.put('/api/users/me/notifications', { newReleases: false });
    expect(out.body.data).toEqual({ ...FIRST_NOTIFICATIONS, newReleases: false });
    const miniWith = await miniSubscriber(t, ['adios_al_estres']);
    const miniWithout = await miniSubscriber(t, ['no_mas_insomnio']);
    const visitor = await buildUser(t);

    const at = new Date(t.clock.now().getTime() + 2 * HOUR);
    const created = await schedule('adios_al_estres', 'Calma de diciembre', at.toISOString());
    const id = created.body.data._id;
    await clockPasses(HOUR);
    expect(await publicIds()).not.toContain(id);
    expect(mailsTo(full.email, 'Calma de diciembre')).toHaveLength(0);

    await clockPasses(HOUR);
    expect(await publicIds()).toContain(id);
    const forYou = (await (await signInAgain(full)).http.get('/api/library/for-you')).body.data;
    expect(forYou.newThisMonth.map((a: { _id: string }) => a._id)[0]).toBe(id);
    expect(forYou.newThisMonth[0]).toMatchObject({ isNew: true, open: true });
    const closed = (await (await signInAgain(miniWithout)).http.get('/api/library/for-you')).body.data
      .newThisMonth;
    expect(closed.find((a: { _id: string }) => a._id === id)).toMatchObject({ open: false });

    const subject = 'Nueva terapia en Sanarte: «Calma de diciembre»';
    expect(mailsTo(full.email, subject)).toHaveLength(1);
    expect(mailsTo(miniWith.email, subject)).toHaveLength(1);
    expect(mailsTo(optedOut.email, subject)).toHaveLength(0);
    expect(mailsTo(miniWithout.email, subject)).toHaveLength(0);
    expect(mailsTo(visitor.email, subject)).toHaveLength(0);
    const mail = mailsTo(full.email, subject)[0];
    expect(mail?.text).toContain('Ya puedes escuchar «Calma de diciembre»');
    expect(mail?.unsubscribeUrl).toMatch(/\/api\/notifications\/unsubscribe\?t=/);
    expect(mail?.text).toMatch(/\/correo\/baja\?t=/);

    // The minute's schedule runs again, and again: nothing more is published or sent.
    await clockPasses(60_000);
    await clockPasses(60_000);
    expect(mailsTo(full.email, subject)).toHaveLength(1);

    // "Nuevo" for 30 days, then an audio like the others.
    await clockPasses(RELEASES.newForDays * 24 * HOUR - 3 * 60_000);
    const still = (await (await signInAgain(full)).http.get('/api/library/for-you')).body.data.newThisMonth;
    expect(still.map((a: { _id: string }) => a._id)).toContain(id);
    await clockPasses(5 * 60_000);
    const after = (await (await signInAgain(full)).http.get('/api/library/for-you')).body.data.newThisMonth;
    expect(after.map((a: { _id: string }) => a._id)).not.toContain(id);
  });

  it('sends page after page, each listener once, even when a page runs twice at once', async () => {
    const listeners = [];
    for (let i = 0; i < 5; i++) {
      const u = await fullSubscriber(t);
      listeners.push(u);
    }
    const at = new Date(t.clock.now().getTime() + HOUR);
    const created = await schedule('no_mas_insomnio', 'Noches serenas', at.toISOString());
    const id = created.body.data._id;
    t.clock.advance(HOUR);
    await t.deps.jobs.runDue();
    // The first page run twice at once (a job handed out again while its first run still works):
    // one of them writes it, the other finds the place moved.
    await Promise.all([t.deps.releases.announcePage(id, 2), t.deps.releases.announcePage(id, 2)]);
    // Then the queue's pages, two listeners each.
    expect(await t.deps.releases.flush(2)).toBeGreaterThan(2);
    await t.deps.mail.flush();
    for (const u of listeners) expect(mailsTo(u.email, '«Noches serenas»')).toHaveLength(1);
    const everyone = t.mail.sent.filter((m) => m.subject.includes('«Noches serenas»')).map((m) => m.to);
    expect(new Set(everyone).size).toBe(everyone.length);
    const rows = (await t.database.db.execute(
      sql`select sent, finished_at from release_announcements where audio_id = ${id}`,
    )) as unknown as { rows: { sent: number; finished_at: Date | null }[] };
    expect(rows.rows[0]?.finished_at).not.toBeNull();
    expect(rows.rows[0]?.sent).toBe(everyone.length);
  });
});

describe('Configuración → Avisos and the unsubscribe link', () => {
  it('answers the listener’s choice, on by default, for signed-in people only', async () => {
    const u = await buildUser(t);
    expect(await notificationsOf(u.http)).toEqual(FIRST_NOTIFICATIONS);
    expect((await u.http.put('/api/users/me/notifications', { newReleases: false })).status).toBe(200);
    expect(await notificationsOf(u.http)).toEqual({ ...FIRST_NOTIFICATIONS, newReleases: false });
    expect((await u.http.put('/api/users/me/notifications', { newReleases: 'no' })).status).toBe(400);
    expect((await u.http.put('/api/users/me/notifications', { other: true })).status).toBe(400);
    expect((await fetch(`${t.baseUrl}/api/users/me/notifications`)).status).toBe(401);
  });

  it('stops the e-mails in one click from a mail client (RFC 8058), and refuses a forged link', async () => {
    const u = await fullSubscriber(t);
    const at = new Date(t.clock.now().getTime() + HOUR);
    await schedule('duelo_y_paz', 'Soltar', at.toISOString());
    await clockPasses(HOUR);
    const mail = mailsTo(u.email, '«Soltar»')[0];
    const url = new URL(mail?.unsubscribeUrl ?? '');
    // A mail client posts the form with no cookie and no page of ours.
    const res = await fetch(`${t.baseUrl}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toEqual({ kind: 'releases' });
    expect(await notificationsOf((await signInAgain(u)).http)).toEqual({
      ...FIRST_NOTIFICATIONS,
      newReleases: false,
    });

    const token = url.searchParams.get('t') ?? '';
    const other = await buildUser(t);
    const forged = token.replace(u.id, other.id);
    for (const t2 of [forged, `${token}x`, 'a'.repeat(40)]) {
      const bad = await fetch(`${t.baseUrl}/api/notifications/unsubscribe?t=${encodeURIComponent(t2)}`, {
        method: 'POST',
      });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toBe(es.notifications.unsubscribeInvalid);
    }
    expect(await notificationsOf(other.http)).toEqual(FIRST_NOTIFICATIONS);
  });
});

describe('the landing’s claim', () => {
  it('names the latest audio published by its schedule', async () => {
    // Later than every release of the tests above (each starts from the present).
    const at = new Date(t.clock.now().getTime() + 40 * 24 * HOUR);
    await schedule('adios_al_estres', 'La más reciente', at.toISOString());
    await clockPasses(40 * 24 * HOUR);
    const stats = (await (await fetch(`${t.baseUrl}/api/catalogue/stats`)).json()) as {
      data: { latestRelease: { title: string; releasedAt: string; releasedOn: string } | null };
    };
    expect(stats.data.latestRelease?.title).toBe('La más reciente');
    // The day as the landing writes it, Spain's ('5 dic 2026'), sent written.
    expect(stats.data.latestRelease?.releasedOn).toBe(
      new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeZone: 'Europe/Madrid' }).format(at),
    );
  });
});
