import { es } from '@sanarte/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { testAppForFile } from './app.js';
import { CLIENTS_CSV_HEADER, parseCsv } from './csv.js';
import {
  FACTORY_PASSWORD,
  audioIn,
  backOfficeStaff,
  buildUser,
  createPerson,
  fullSubscriber,
  giveSubscription,
} from './factories.js';
import { HttpClient } from './http.js';

const t = testAppForFile();
let admin: HttpClient;
let crm: HttpClient;

beforeAll(async () => {
  ({ admin, crm } = await backOfficeStaff(t));
});

describe('Clientes and Usuarios CRM', () => {
  it('filters clients by name, tests and active subscription, paged in SQL', async () => {
    const a = await buildUser(t, { name: 'Íñigo', lastName: 'Peña' });
    const b = await buildUser(t, { name: 'Begoña', lastName: 'Ríos' });
    await buildUser(t, { name: 'Temporal', lastName: 'Prueba', tempUser: true });
    await a.http.post('/api/users/take-test', { categorySlug: 'salud', themesSlugs: ['no_mas_insomnio'] });
    await giveSubscription(t, a.id, 'full');

    const clients = await crm.get('/api/users/list?kind=clients&pageSize=50');
    expect(clients.status).toBe(200);
    expect(clients.body.data.every((u: { role: string }) => ['visitor', 'subscriber'].includes(u.role))).toBe(
      true,
    );
    expect(clients.body.total).toBe(clients.body.data.length);
    const temp = clients.body.data.find((u: { name: string }) => u.name === 'Temporal');
    expect(temp.tempUser).toBe(true);

    const search = await crm.get(`/api/users/list?kind=clients&q=${encodeURIComponent('ÍÑIGO peñ')}`);
    expect(search.body.data.map((u: { email: string }) => u.email)).toEqual([a.email]);
    // Accents and case do not matter, either way round.
    for (const q of ['inigo pena', 'INIGO', 'begona rios', 'Begoña Rí']) {
      const found = await crm.get(`/api/users/list?kind=clients&q=${encodeURIComponent(q)}`);
      expect(found.body.data.map((u: { email: string }) => u.email)).toEqual([
        q.toLowerCase().startsWith('i') ? a.email : b.email,
      ]);
    }
    const withTests = await crm.get('/api/users/list?kind=clients&hasTests=true&hasActiveSubscription=true');
    expect(withTests.body.data.map((u: { email: string }) => u.email)).toEqual([a.email]);
    expect(withTests.body.data[0]).toMatchObject({
      testCount: 1,
      activeSubscription: { plan: { slug: 'full' } },
    });
    const paged = await crm.get('/api/users/list?kind=clients&page=2&pageSize=1');
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.page).toBe(2);
    const staff = await crm.get('/api/users/list?kind=staff');
    expect(staff.body.data.map((u: { role: string }) => u.role).sort()).toEqual([
      'admin',
      'admin',
      'crmUser',
    ]);
    void b;
  });

  it('shows a client’s test history, newest first, with category and themes', async () => {
    const u = await buildUser(t);
    await u.http.post('/api/users/take-test', { categorySlug: 'salud', themesSlugs: ['no_mas_insomnio'] });
    await u.http.put('/api/users/retake-test', {
      categorySlug: 'amor',
      themesSlugs: ['duelo_y_paz', 'amor_propio'],
    });
    const res = await crm.get(`/api/users/${u.id}/test-history`);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0].testResults.category.name).toBe('Amor');
    expect(res.body.data[0].testResults.themes.map((x: { name: string }) => x.name)).toEqual([
      'Duelo y paz',
      'Amor propio',
    ]);
    expect(res.body.data[1].testResults.category.name).toBe('Salud');
  });

  it('exports a CSV a Spanish spreadsheet opens as is: BOM, `;`, es-ES dates, the fixed columns', async () => {
    const pepe = await buildUser(t, { name: 'José "Pepe"', lastName: 'Muñoz; hijo' });
    // Fixed instants: Spain's winter and summer time, and a UTC evening that is already the next day there.
    await t.database.db
      .update(users)
      .set({ createdAt: new Date('2026-01-05T08:07:00Z'), updatedAt: new Date('2026-07-15T22:05:00Z') })
      .where(eq(users.id, pepe.id));
    const res = await fetch(`${t.baseUrl}/api/users/export.csv?kind=clients&q=mu%C3%B1oz`, {
      headers: { cookie: crm.cookieHeader() },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="clientes.csv"');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text.slice(1), ';');
    expect(rows[0]).toEqual(CLIENTS_CSV_HEADER);
    expect(rows.slice(1)).toEqual([
      [
        'José "Pepe"',
        'Muñoz; hijo',
        pepe.email,
        'Visitante',
        'Activo',
        'Sí',
        '0',
        'No',
        '05/01/2026 09:07',
        '16/07/2026 00:05',
      ],
    ]);

    const staff = await fetch(`${t.baseUrl}/api/users/export.csv?kind=staff`, {
      headers: { cookie: crm.cookieHeader() },
    });
    expect(staff.headers.get('content-disposition')).toBe('attachment; filename="usuarios.csv"');
    const staffRows = parseCsv((await staff.text()).replace(/^\uFEFF/, ''), ';');
    expect(staffRows[0]).toEqual([
      'Nombre',
      'Apellido',
      'Correo electrónico',
      'Rol',
      'Plan',
      'Estado',
      'Verificado',
      'Fecha de creación',
      'Fecha de actualización',
    ]);
    const carmen = staffRows.find((r) => r[0] === 'Carmen');
    expect(carmen?.slice(0, 2)).toEqual(['Carmen', 'Ruiz']);
    expect(carmen?.[3]).toBe('Usuario CRM');
    expect(carmen?.[7]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('neutralises spreadsheet formulas in exported fields', async () => {
    await buildUser(t, { name: '=HYPERLINK("http://x")', lastName: 'Fórmula' });
    await buildUser(t, { name: '+34 600', lastName: '-Fórmula' });
    const res = await fetch(`${t.baseUrl}/api/users/export.csv?kind=clients&q=f%C3%B3rmula`, {
      headers: { cookie: crm.cookieHeader() },
    });
    const rows = parseCsv((await res.text()).replace(/^\uFEFF/, ''), ';');
    expect(rows.slice(1).map((r) => r.slice(0, 2))).toEqual(
      expect.arrayContaining([
        ['\'=HYPERLINK("http://x")', 'Fórmula'],
        ["'+34 600", "'-Fórmula"],
      ]),
    );
  });

  it('invites staff by e-mail to choose their own password; the link works once and for 72 hours', async () => {
    const created = await createPerson(admin, 'therapist', 'Teresa', 'Vidal', 'teresa@sanarte.app');
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(es.admin.staffInviteSent.replace('{email}', 'teresa@sanarte.app'));
    // Until the link is followed the account waits, shown as 'No verificado', and has no password.
    const listed = (await admin.get('/api/users/list?kind=staff&q=teresa')).body.data;
    expect(listed).toMatchObject([{ email: 'teresa@sanarte.app', role: 'therapist', isVerified: false }]);
    expect(await t.deps.mail.flush()).toBeGreaterThan(0);
    const mail = t.mail.sent.findLast((m) => m.to === 'teresa@sanarte.app');
    expect(mail?.subject).toBe('Te damos la bienvenida a Sanarte: elige tu contraseña');
    expect(mail?.text).toContain('Hola, Teresa:');
    expect(mail?.text).toContain('con el rol «Terapeuta»');
    expect(mail?.text).toContain('válido durante 72 horas');
    expect(mail?.html).toContain('<html lang="es">');
    expect(mail?.html).toContain('Elegir mi contraseña');
    const link = new URL(mail?.text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0] ?? '');
    expect(link.origin).toBe(t.baseUrl);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('type')).toBe('set');
    const token = link.searchParams.get('token') as string;
    expect(mail?.html).toContain(link.href.replaceAll('&', '&amp;'));

    // A second invitation, left to expire.
    await createPerson(admin, 'tester', 'Iker', 'Sanz', 'iker@sanarte.app');
    await t.deps.mail.flush();
    const late = t.mail.sent.findLast((m) => m.to === 'iker@sanarte.app');
    const lateToken = new URL(
      late?.text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0] ?? '',
    ).searchParams.get('token');

    const anonymous = new HttpClient(t.baseUrl);
    expect(
      (await anonymous.post('/api/users/login', { email: 'teresa@sanarte.app', password: 'Terapia#2026' }))
        .status,
    ).toBe(401);
    try {
      // Still valid just before 72 hours.
      t.clock.advance(71 * 3600_000);
      const set = await anonymous.post('/api/users/reset-password', { token, newPassword: 'Terapia#2026' });
      expect(set.status).toBe(200);
      expect(set.body.message).toBe(es.password.setDone);
      const login = await new HttpClient(t.baseUrl).post('/api/users/login', {
        email: 'teresa@sanarte.app',
        password: 'Terapia#2026',
      });
      expect(login.status).toBe(200);
      expect(login.body.data.user).toMatchObject({ role: 'therapist', isVerified: true });
      // Single use.
      const again = await anonymous.post('/api/users/reset-password', {
        token,
        newPassword: 'Otra#Clave2026',
      });
      expect(again.status).toBe(400);
      // Past 72 hours the other link is refused.
      t.clock.advance(3600_000 + 1000);
      const expired = await anonymous.post('/api/users/reset-password', {
        token: lateToken,
        newPassword: 'Probador#2026',
      });
      expect(expired.status).toBe(400);
    } finally {
      t.clock.reset();
    }
  });

  it('never takes a password for staff from the admin; clients may still get one; creators need a plan', async () => {
    const withPassword = await createPerson(admin, 'admin', 'Teo', 'Gil', 'teo@sanarte.app', {
      password: 'Terapia#2026',
    });
    expect(withPassword.status).toBe(400);
    expect(withPassword.body.message).toBe(es.admin.staffPasswordByInvite);
    expect((await admin.get('/api/users/list?kind=staff&q=teo%20gil')).body.data).toEqual([]);

    const client = await createPerson(admin, 'visitor', 'Clara', 'Sol', 'clara@sanarte.app', {
      password: 'Cliente#2026',
    });
    expect(client.status).toBe(201);
    expect(client.body.message).toBe(es.signup.created);
    const clientLogin = await new HttpClient(t.baseUrl).post('/api/users/login', {
      email: 'clara@sanarte.app',
      password: 'Cliente#2026',
    });
    expect(clientLogin.body.data.user).toMatchObject({ role: 'visitor', isVerified: true });

    const creator = await createPerson(admin, 'creator', 'C', 'R', 'creator@sanarte.app');
    expect(creator.status).toBe(400);
    expect(creator.body.message).toBe(es.signup.creatorPlanRequired);
    const withPlan = await createPerson(admin, 'creator', 'C', 'R', 'creator@sanarte.app', {
      planSlug: 'full',
    });
    expect(withPlan.status).toBe(201);
    expect((await createPerson(admin, 'tester', 'C', 'R', 'creator@sanarte.app')).status).toBe(409);
  });

  it('edits staff accounts; crmUser may not change or create them', async () => {
    const created = await createPerson(admin, 'therapist', 'Teresa', 'Ortega', 'teresa.ortega@sanarte.app');
    expect(created.status).toBe(201);
    const edit = await admin.put(`/api/users/update/${created.body.data._id}`, {
      name: 'Teresa María',
      lastName: 'Vidal',
      email: 'teresa.ortega@sanarte.app',
      role: 'crmUser',
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data.role).toBe('crmUser');
    expect((await admin.put(`/api/users/update/${created.body.data._id}`, { name: '' })).body.message).toBe(
      es.admin.nameRequired,
    );
    expect((await crm.put(`/api/users/update/${created.body.data._id}`, { isActive: false })).status).toBe(
      403,
    );
    expect((await createPerson(crm, 'admin', 'x', 'y', 'z@z.co')).status).toBe(403);
  });

  it('deactivation signs the user out at once and refuses their login', async () => {
    const u = await buildUser(t);
    expect((await u.http.get('/api/users/me')).status).toBe(200);
    const res = await admin.put(`/api/users/update/${u.id}`, { isActive: false });
    expect(res.body.data.isActive).toBe(false);
    expect((await u.http.get('/api/users/me')).status).toBe(401);
    expect((await u.http.post('/api/users/refresh-token')).status).toBe(401);
    const login = await new HttpClient(t.baseUrl).post('/api/users/login', {
      email: u.email,
      password: FACTORY_PASSWORD,
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(es.login.inactive);
    expect((await admin.put(`/api/users/update/${u.id}`, { isActive: true })).body.data.isActive).toBe(true);
  });
});

describe('Planes', () => {
  it('edits a plan (new purchases only) and refuses the trial plan', async () => {
    const plans = (await admin.get('/api/plans/list')).body.plans as { _id: string; slug: string }[];
    const mini = plans.find((p) => p.slug === 'mini') as { _id: string };
    const trial = plans.find((p) => p.slug === 'audio-prueba') as { _id: string };
    const u = await buildUser(t);
    await giveSubscription(t, u.id, 'mini');
    const body = {
      name: 'Plan Mini',
      description: 'Dos temas',
      price: '12.50',
      currency: 'USD',
      durationDays: 30,
      features: ['2 temas a elegir'],
      categoryAccess: [],
      fullCategoryAccess: false,
      isActive: true,
      order: 3,
    };
    const res = await admin.put(`/api/plans/update/${mini._id}`, body);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(es.admin.planUpdated);
    expect(res.body.data.price).toBe(12.5);
    const pub = await new HttpClient(t.baseUrl).get('/api/plans/name/mini');
    expect(pub.body.data.price).toBe(12.5);
    // The existing subscription keeps what it bought.
    const me = await u.http.get('/api/users/me');
    expect(me.body.data.user.activeSubscription.plan.price).toBe(9.99);

    const locked = await admin.put(`/api/plans/update/${trial._id}`, { ...body, price: 5 });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe(es.admin.planLocked);
    expect((await crm.put(`/api/plans/update/${mini._id}`, body)).status).toBe(403);

    await admin.put(`/api/plans/update/${mini._id}`, { ...body, isActive: false });
    expect(
      (await new HttpClient(t.baseUrl).get('/api/plans/list')).body.plans.map(
        (p: { slug: string }) => p.slug,
      ),
    ).not.toContain('mini');
    expect((await crm.get('/api/plans/list')).body.plans.map((p: { slug: string }) => p.slug)).toContain(
      'mini',
    );
    await admin.put(`/api/plans/update/${mini._id}`, { ...body, price: 9.99, isActive: true });
  });
});

describe('dashboard and KPI', () => {
  it('counts users in SQL, with new users in a date range', async () => {
    const before = (await crm.get('/api/stats/crm/dashboard')).body.data;
    await buildUser(t, { verified: false });
    const after = (await crm.get('/api/stats/crm/dashboard')).body.data;
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.newUsers).toBe(before.newUsers + 1);
    expect(after.verifiedUsers).toBe(before.verifiedUsers);
    expect(after.newByRole.visitor).toBe((before.newByRole.visitor ?? 0) + 1);
    const old = (await crm.get('/api/stats/crm/dashboard?from=2020-01-01&to=2020-01-31')).body.data;
    expect(old.newUsers).toBe(0);
    expect(old.totalUsers).toBe(after.totalUsers);
    expect((await crm.get('/api/stats/crm/dashboard?from=ayer')).status).toBe(400);
  });

  it('sums listening time per audio, theme and category', async () => {
    const u = await fullSubscriber(t);
    const id = await audioIn(t, 'no_mas_insomnio');
    await t.database.db.execute(sql`
      insert into listening_days (user_id, audio_id, theme_id, category_id, day, seconds)
      select ${u.id}, a.id, a.theme_id, th.category_id, current_date, 3725
        from audios a join themes th on th.id = a.theme_id where a.id = ${id}`);
    await t.database.db.execute(sql`
      insert into listening_audio_days (audio_id, theme_id, category_id, day, seconds)
      select a.id, a.theme_id, th.category_id, current_date, 3725
        from audios a join themes th on th.id = a.theme_id where a.id = ${id}`);
    const [audios, themes, cats] = await Promise.all([
      crm.get('/api/stats/crm/audio-playtime/all'),
      crm.get('/api/stats/crm/audio-playtime/themes/all'),
      crm.get('/api/stats/crm/audio-playtime/categories/all'),
    ]);
    expect(audios.body.data[0]).toMatchObject({ audioId: id, totalSeconds: 3725 });
    expect(themes.body.data[0]).toMatchObject({ name: 'No más insomnio', totalSeconds: 3725 });
    expect(cats.body.data[0]).toMatchObject({ name: 'Salud', totalSeconds: 3725 });
    const one = await crm.get(`/api/stats/crm/audio-playtime/${id}`);
    expect(one.body.data).toHaveLength(1);
    const outside = await crm.get('/api/stats/crm/audio-playtime/all?from=2020-01-01&to=2020-01-02');
    expect(outside.body.data).toEqual([]);
    expect((await u.http.get('/api/stats/crm/audio-playtime/all')).status).toBe(403);
    expect((await crm.get('/api/stats/crm/audio-playtime/nope')).status).toBe(400);
  });
});
