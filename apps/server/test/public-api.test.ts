import { es } from '@sanarte/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testAppForFile } from './app.js';
import { sendContactMessage } from './factories.js';
import { HttpClient } from './http.js';

const t = testAppForFile();
let http: HttpClient;

beforeAll(async () => {
  http = new HttpClient(t.baseUrl);
});

describe('GET /api/plans/list', () => {
  it('lists the seeded plans by order with their Spanish content', async () => {
    const res = await http.get('/api/plans/list');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const slugs = res.body.plans.map((p: { slug: string }) => p.slug);
    expect(slugs).toEqual(['audio-prueba', 'full', 'mini', 'full-mensual']);
    const orders = res.body.plans.map((p: { order: number }) => p.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const trial = res.body.plans.find((p: { slug: string }) => p.slug === 'audio-prueba');
    expect(trial.price).toBe(0);
    expect(trial.currency).toBe('USD');
    for (const p of res.body.plans) {
      expect(p._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(p.features.length).toBeGreaterThan(0);
    }
  });

  it('hides inactive plans from the public', async () => {
    await t.catalogueSql(
      (await import('drizzle-orm')).sql`update plans set is_active = false where slug = 'mini'`,
    );
    const res = await http.get('/api/plans/list');
    expect(res.body.plans.map((p: { slug: string }) => p.slug)).not.toContain('mini');
    const bySlug = await http.get('/api/plans/name/mini');
    expect(bySlug.status).toBe(404);
    await t.catalogueSql(
      (await import('drizzle-orm')).sql`update plans set is_active = true where slug = 'mini'`,
    );
  });
});

describe('GET /api/plans/name/{slug}', () => {
  it('answers the plan and its _id', async () => {
    const res = await http.get('/api/plans/name/full');
    expect(res.status).toBe(200);
    expect(res.body._id).toBe(res.body.data._id);
    expect(res.body.data.slug).toBe('full');
    expect(res.body.data.durationDays).toBe(365);
  });

  it('answers 404 with a Spanish message for an unknown slug', async () => {
    const res = await http.get('/api/plans/name/premium');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'No se pudo encontrar el plan.' });
  });

  it('refuses an over-long slug with a 4xx, not 500', async () => {
    const long = await http.get(`/api/plans/name/${'x'.repeat(1500)}`);
    expect(long.status).toBe(414);
    expect(long.body).toEqual({ success: false, message: es.errors.invalidInput });
    const res = await http.get(`/api/plans/name/${'x'.repeat(80)}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});

describe('catalogue lists', () => {
  it('lists 3 active categories', async () => {
    const res = await http.get('/api/categories/list?isDeleted=false');
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { name: string }) => c.name)).toEqual([
      'Salud',
      'Amor',
      'Desarrollo Personal',
    ]);
    for (const c of res.body.data)
      expect(c.coverImage.coverImageUrl).toMatch(/^\/cdn\/portada_catalogos\/.+\.svg$/);
  });

  it('lists 21 themes with their category, including the spec slugs', async () => {
    const res = await http.get('/api/themes/list?isDeleted=false');
    expect(res.body.data).toHaveLength(21);
    const slugs = res.body.data.map((t: { slug: string }) => t.slug);
    for (const s of ['liberate_de_la_ansiedad', 'no_mas_insomnio', 'adelgaza_facilmente', 'duelo_y_paz']) {
      expect(slugs).toContain(s);
    }
    expect(res.body.data[0].category).toEqual(
      expect.objectContaining({ _id: expect.any(String), name: expect.any(String) }),
    );
  });

  it('lists audios without any audio file URL for the public', async () => {
    const res = await http.get('/api/audios/list?isDeleted=false');
    expect(res.body.data.length).toBeGreaterThanOrEqual(63);
    for (const a of res.body.data) {
      expect(a).not.toHaveProperty('audio');
      expect(JSON.stringify(a)).not.toMatch(/\.mp3/);
      expect(a.duration).toBeGreaterThan(0);
    }
  });

  it('excludes soft-deleted and inactive items', async () => {
    const { sql } = await import('drizzle-orm');
    const before = (await http.get('/api/audios/list?isDeleted=false')).body.data;
    const [first, second] = before;
    await t.catalogueSql(sql`update audios set is_deleted = true where id = ${first._id}`);
    await t.catalogueSql(sql`update audios set is_active = false where id = ${second._id}`);
    const after = (await http.get('/api/audios/list?isDeleted=false')).body.data;
    const ids = after.map((a: { _id: string }) => a._id);
    expect(ids).not.toContain(first._id);
    expect(ids).not.toContain(second._id);
    expect(after).toHaveLength(before.length - 2);
    // even asking for deleted rows, the public never sees them
    const asked = (await http.get('/api/audios/list?isDeleted=true')).body.data;
    expect(asked.map((a: { _id: string }) => a._id)).not.toContain(first._id);
  });

  it('lists the audios of one theme, and 404s for an unknown theme', async () => {
    const themes = (await http.get('/api/themes/list')).body.data;
    const theme = themes.find((x: { slug: string }) => x.slug === 'no_mas_insomnio');
    const res = await http.get(`/api/themes/${theme._id}/audios`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(3);
    for (const a of res.body.data) expect(a.theme._id).toBe(theme._id);
    const missing = await http.get('/api/themes/00000000-0000-4000-8000-000000000000/audios');
    expect(missing.status).toBe(404);
    const bad = await http.get('/api/themes/not-a-uuid/audios');
    expect(bad.status).toBe(400);
  });

  it('rejects a malformed filter with 400', async () => {
    const res = await http.get('/api/audios/list?theme=1%27%20or%201=1');
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});

describe('POST /api/contact/', () => {
  it('stores the message and e-mails the contact address', async () => {
    const res = await sendContactMessage(http, {
      name: 'Lucía',
      email: 'Lucia@Example.com',
      message: 'Quisiera saber más del plan Full.',
    });
    expect(res.body).toEqual({ success: true, message: es.contact.success });
    const { sql } = await import('drizzle-orm');
    const rows = await t.database.db.execute(sql`select name, email, message from contact_messages`);
    expect((rows as unknown as { rows: unknown[] }).rows).toContainEqual({
      name: 'Lucía',
      email: 'lucia@example.com',
      message: 'Quisiera saber más del plan Full.',
    });
    await t.deps.mail.flush();
    const mail = t.mail.sent.find((m) => m.subject.includes('Lucía'));
    expect(mail?.to).toBe(t.config.contactEmail);
    expect(mail?.text).toContain('Quisiera saber más del plan Full.');
  });

  it('drops honeypot submissions silently', async () => {
    await sendContactMessage(http, {
      name: 'Bot',
      email: 'bot@example.com',
      message: 'spam',
      website: 'http://spam',
    });
    const { sql } = await import('drizzle-orm');
    const rows = await t.database.db.execute(sql`select 1 from contact_messages where name = 'Bot'`);
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it.each([
    [{ email: 'a@b.co', message: 'x' }, 'Name is required'],
    [{ name: '', email: 'a@b.co' }, 'Name is required'],
    [{ name: 'Ana' }, 'Email is required'],
    [{ name: 'Ana', email: 'no-es-un-correo' }, 'Invalid email format'],
  ])('refuses %j with 400 and "%s"', async (body, message) => {
    const res = await http.post('/api/contact/', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
  });

  it('refuses wrong types, broken JSON and huge bodies without a 500 or a stack trace', async () => {
    const wrongType = await http.post('/api/contact/', { name: 42, email: ['x'], message: {} });
    expect(wrongType.status).toBe(400);
    const broken = await http.post('/api/contact/', undefined, { raw: '{"name": "Ana",' });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe(es.errors.invalidInput);
    const huge = await http.post('/api/contact/', {
      name: 'Ana',
      email: 'a@b.co',
      message: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ success: false, message: es.errors.payloadTooLarge });
    const tooLongMessage = await http.post('/api/contact/', {
      name: 'Ana',
      email: 'a@b.co',
      message: 'x'.repeat(6000),
    });
    expect(tooLongMessage.status).toBe(400);
    for (const r of [wrongType, broken, huge, tooLongMessage]) {
      expect(r.text).not.toMatch(/at .+\.(ts|js):\d+/);
      expect(typeof r.body.message).toBe('string');
    }
  });

  it('requires the XSRF token echoed in the header', async () => {
    const fresh = new HttpClient(t.baseUrl);
    const none = await fresh.post('/api/contact/', { name: 'Ana', email: 'a@b.co' }, { xsrf: false });
    expect(none.status).toBe(403);
    expect(none.body.message).toBe(es.errors.xsrf);
    await fresh.ensureXsrf();
    const wrong = await fresh.post(
      '/api/contact/',
      { name: 'Ana', email: 'a@b.co' },
      {
        xsrf: false,
        headers: { 'x-xsrf-token': 'forged.token' },
      },
    );
    expect(wrong.status).toBe(403);
  });
});

describe('conventions', () => {
  it('answers unknown API routes with a JSON 404 in Spanish', async () => {
    const res = await http.get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: es.errors.routeNotFound });
  });

  it('sends security headers', async () => {
    const res = await http.get('/api/plans/list');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('reports health', async () => {
    const res = await http.get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('behind https', () => {
  it('sends HSTS and uses __Host- prefixed, Secure session cookies', async () => {
    const secure = await startTestApp({ env: { PUBLIC_URL: 'https://sanarte.example' } });
    try {
      const c = new HttpClient(secure.baseUrl);
      const res = await c.get('/api/plans/list');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
      expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
      const login = await c.post('/api/users/login', { email: 'admin@test.local', password: 'Admin!2026' });
      const cookies = login.headers.getSetCookie().join('\n');
      expect(cookies).toMatch(/__Host-access_token=[^;]+;.*Secure/);
      expect(cookies).toMatch(/__Host-refresh_token=[^;]+;.*Secure/);
    } finally {
      await secure.close();
    }
  });

  it('sends no HSTS over plain http', async () => {
    const res = await http.get('/api/plans/list');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('client identification headers', () => {
  it('are required only when configured', async () => {
    const strict = await startTestApp({
      env: { CLIENT_API_KEY: 'k-123', CLIENT_API_SECRET: 's-456' },
      seed: false,
    });
    try {
      const c = new HttpClient(strict.baseUrl);
      const without = await c.get('/api/plans/list');
      expect(without.status).toBe(401);
      expect(without.body.message).toBe(es.errors.badClient);
      const withHeaders = await c.get('/api/plans/list', {
        headers: { 'x-api-key': 'k-123', 'x-api-secret': 's-456' },
      });
      expect(withHeaders.status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('GET /api/catalogue/stats', () => {
  it('counts only what the public can listen to', async () => {
    const res = await http.get('/api/catalogue/stats');
    const list = await http.get('/api/audios/list');
    expect(list.status, list.text).toBe(200);
    const audios = list.body.data.length;
    const names = (await http.get('/api/categories/list')).body.data.map((c: { name: string }) => c.name);
    expect(names).toHaveLength(3);
    expect(res.body.data).toEqual({
      categories: 3,
      themes: 21,
      audios,
      categoryNames: names,
      latestRelease: null,
    });
  });
});
