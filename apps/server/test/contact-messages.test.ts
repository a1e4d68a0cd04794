import { type ContactMessage, es } from '@sanarte/shared';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { contactMessages } from '../src/db/schema/index.js';
import { testAppForFile } from './app.js';
import { backOfficeStaff, buildUser, sendContactMessage } from './factories.js';
import { HttpClient } from './http.js';

/** Mensajes in the back-office: the messages of the public contact form, searched and marked handled. */
const t = testAppForFile();
let admin: HttpClient;
let crm: HttpClient;

beforeAll(async () => {
  ({ admin, crm } = await backOfficeStaff(t));
});

const HOUR = 3_600_000;
let seq = 0;

/** Stores a message as the contact form does, received `hoursAgo` hours ago. */
async function received(fields: { name?: string; email?: string; message?: string }, hoursAgo = 0) {
  seq += 1;
  const [row] = await t.database.db
    .insert(contactMessages)
    .values({
      name: fields.name ?? `Remitente ${seq}`,
      email: fields.email ?? `remitente${seq}@example.com`,
      message: fields.message ?? `Consulta número ${seq}`,
      ip: '127.0.0.1',
      createdAt: new Date(t.clock.now().getTime() - hoursAgo * HOUR),
    })
    .returning({ id: contactMessages.id });
  return row?.id as string;
}

const list = async (http: HttpClient, query = '') => {
  const res = await http.get(`/api/contact/messages${query}`);
  expect(res.status).toBe(200);
  return res.body as {
    data: ContactMessage[];
    total: number;
    grandTotal: number;
    unhandled: number;
    page: number;
    pageSize: number;
  };
};
const names = (page: { data: ContactMessage[] }) => page.data.map((m) => m.name);
const q = (text: string) => `?q=${encodeURIComponent(text)}`;

describe('who may read and mark contact messages', () => {
  it('refuses anonymous callers (401) and clients (403); crmUser reads but may not mark', async () => {
    const id = await received({});
    const anonymous = new HttpClient(t.baseUrl);
    expect((await anonymous.get('/api/contact/messages')).status).toBe(401);
    expect((await anonymous.put(`/api/contact/messages/${id}/handled`, { handled: true })).status).toBe(401);

    const client = (await buildUser(t)).http;
    const refused = await client.get('/api/contact/messages');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: es.errors.forbidden });
    expect((await client.put(`/api/contact/messages/${id}/handled`, { handled: true })).status).toBe(403);

    expect((await list(crm)).data.some((m) => m._id === id)).toBe(true);
    const crmMark = await crm.put(`/api/contact/messages/${id}/handled`, { handled: true });
    expect(crmMark.status).toBe(403);
    expect((await list(crm)).data.find((m) => m._id === id)?.handledAt).toBeNull();
  });
});

describe('GET /api/contact/messages', () => {
  it('lists the newest first, paged, with how many are kept and how many wait', async () => {
    const before = await list(admin);
    const older = await received({ name: 'Orden Antiguo' }, 30);
    await received({ name: 'Orden Reciente' }, 0.5);
    await received({ name: 'Orden Medio' }, 5);

    const first = await list(admin, '?pageSize=2');
    expect(first.grandTotal).toBe(before.grandTotal + 3);
    expect(first.total).toBe(first.grandTotal);
    expect(first.unhandled).toBe(before.unhandled + 3);
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(2);
    expect(first.data).toHaveLength(2);
    const all = await list(admin, '?pageSize=200');
    const ours = names(all).filter((n) => n.startsWith('Orden '));
    expect(ours).toEqual(['Orden Reciente', 'Orden Medio', 'Orden Antiguo']);
    const times = all.data.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const second = await list(admin, '?page=2&pageSize=2');
    expect(second.page).toBe(2);
    expect(second.data.map((m) => m._id)).toEqual(all.data.slice(2, 4).map((m) => m._id));

    expect(all.data.find((m) => m._id === older)).toEqual({
      _id: older,
      name: 'Orden Antiguo',
      email: expect.stringMatching(/@example\.com$/),
      message: expect.stringMatching(/^Consulta número/),
      createdAt: expect.any(String),
      handledAt: null,
      handledBy: null,
    });
  });

  it('finds every word typed in the name, the e-mail or the text, accents and capitals aside', async () => {
    const inigo = await received({
      name: 'Íñigo Peña',
      email: 'inigo.pena@correo.es',
      message: 'Quería saber si el plan anual incluye las meditaciones de sueño.',
    });
    const begona = await received({
      name: 'Begoña Ríos',
      email: 'begona@example.org',
      message: 'No consigo descargar el audio en el móvil.',
    });

    expect(names(await list(admin, q('inigo')))).toEqual(['Íñigo Peña']);
    expect(names(await list(admin, q('PEÑA')))).toEqual(['Íñigo Peña']);
    // The e-mail, whole or in part.
    expect(names(await list(admin, q('begona@example.org')))).toEqual(['Begoña Ríos']);
    expect(names(await list(admin, q('correo.es')))).toEqual(['Íñigo Peña']);
    // Words of the text, in any order, with or without accents.
    expect(names(await list(admin, q('sueno anual')))).toEqual(['Íñigo Peña']);
    expect(names(await list(admin, q('movil descargar')))).toEqual(['Begoña Ríos']);
    // Every word must be there, in any of the three.
    expect(names(await list(admin, q('begoña movil')))).toEqual(['Begoña Ríos']);
    const none = await list(admin, q('begoña anual'));
    expect(none.data).toEqual([]);
    expect(none.total).toBe(0);
    expect(none.grandTotal).toBeGreaterThanOrEqual(2);
    // Nothing but punctuation is no word: everything, as with no search.
    expect((await list(admin, q('¿%?'))).total).toBe(none.grandTotal);
    void inigo;
    void begona;
  });

  it.each([
    ['?status=abierto', 'an unknown status'],
    ['?page=0', 'page 0'],
    ['?pageSize=500', 'a page of 500'],
    ['?pageSize=dos', 'a page size in words'],
    [`?q=${'a'.repeat(121)}`, 'a search of 121 characters'],
  ])('refuses %s (%s) with 400 and a message', async (query) => {
    const res = await admin.get(`/api/contact/messages${query}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(typeof res.body.message).toBe('string');
  });
});

describe('PUT /api/contact/messages/:id/handled', () => {
  it('marks a message handled by the admin, filters by it, and opens it again', async () => {
    onTestFinished(() => t.clock.reset());
    t.clock.freeze();
    const id = await received({ name: 'Marca Pendiente', message: 'mensajeamarcar' }, 2);
    const other = await received({ name: 'Marca Otro', message: 'mensajeamarcar' }, 1);
    const waiting = (await list(admin)).unhandled;

    const marked = await admin.put(`/api/contact/messages/${id}/handled`, { handled: true });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({
      success: true,
      data: expect.objectContaining({
        _id: id,
        name: 'Marca Pendiente',
        handledAt: t.clock.now().toISOString(),
        handledBy: 'Ada Admin',
      }),
    });
    const markedAt = marked.body.data.handledAt;

    const search = q('mensajeamarcar');
    expect(names(await list(crm, `${search}&status=handled`))).toEqual(['Marca Pendiente']);
    expect(names(await list(crm, `${search}&status=unhandled`))).toEqual(['Marca Otro']);
    expect(names(await list(crm, search))).toEqual(['Marca Otro', 'Marca Pendiente']);
    const after = await list(crm, '?status=unhandled');
    expect(after.unhandled).toBe(waiting - 1);
    expect(after.total).toBe(after.unhandled);
    expect(after.data.some((m) => m._id === id)).toBe(false);

    // Marked again later, by another admin: the first marking stays.
    t.clock.advance(60_000);
    const second = (await buildUser(t, { role: 'admin', name: 'Berta', lastName: 'Segunda' })).http;
    const again = await second.put(`/api/contact/messages/${id}/handled`, { handled: true });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ handledAt: markedAt, handledBy: 'Ada Admin' });

    // Waiting again: no time, nobody.
    const reopened = await second.put(`/api/contact/messages/${id}/handled`, { handled: false });
    expect(reopened.status).toBe(200);
    expect(reopened.body.data).toMatchObject({ handledAt: null, handledBy: null });
    expect((await list(crm)).unhandled).toBe(waiting);
    void other;
  });

  it('refuses an unknown message (404), a malformed id and a body without a yes or no (400)', async () => {
    const id = await received({});
    const unknown = await admin.put('/api/contact/messages/00000000-0000-4000-8000-000000000000/handled', {
      handled: true,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: es.errors.notFound });

    const malformed = await admin.put('/api/contact/messages/no-es-un-id/handled', { handled: true });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, message: 'Identificador no válido.' });

    for (const body of [{}, { handled: 'sí' }, { handled: 1 }]) {
      const res = await admin.put(`/api/contact/messages/${id}/handled`, body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await list(admin)).data.find((m) => m._id === id)?.handledAt).toBeNull();
  });
});

describe('from the contact form to Mensajes', () => {
  it('shows a message sent from the public form first, as sent', async () => {
    const visitor = new HttpClient(t.baseUrl);
    await sendContactMessage(visitor, {
      name: 'Visitante Web',
      email: 'Visitante@Example.com',
      message: '¿Tenéis audios para la ansiedad?',
    });
    const [newest] = (await list(crm)).data;
    expect(newest).toMatchObject({
      name: 'Visitante Web',
      email: 'visitante@example.com',
      message: '¿Tenéis audios para la ansiedad?',
      handledAt: null,
    });
  });
});
