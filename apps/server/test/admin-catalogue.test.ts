import { es } from '@sanarte/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';
import {
  FOLDERS_OUTSIDE_MEDIA,
  buildAdmin,
  buildUser,
  createCategoryWithTheme,
  listAndDeleteOutsideMedia,
  presignUpload,
} from './factories.js';
import type { HttpClient } from './http.js';

const t = testAppForFile();
let admin: HttpClient;
let crm: HttpClient;
let member: HttpClient;

beforeAll(async () => {
  admin = (await buildAdmin(t)).http;
  crm = (await buildUser(t, { role: 'crmUser' })).http;
  member = (await buildUser(t)).http;
});

const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(200, 1)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 2),
]);

async function upload(http: HttpClient, folder: string, fileName: string, contentType: string, body: Buffer) {
  const presign = await http.post('/api/upload/presign', { path: folder, fileName, contentType });
  if (presign.status !== 200) return { presign, put: null };
  const put = await fetch(new URL(presign.body.data.url, t.baseUrl), {
    method: 'PUT',
    headers: presign.body.data.headers,
    body,
  });
  return { presign, put };
}

describe('Recursos: files', () => {
  it('lists folders and files with sizes, dates and URLs', async () => {
    const root = await crm.get('/api/cdnFiles');
    expect(root.status).toBe(200);
    const names = root.body.data.items.map((i: { name: string }) => i.name);
    expect(names).toEqual(
      expect.arrayContaining(['audios', 'portada_audios', 'portada_catalogos', 'portada_temas']),
    );
    const audios = await crm.get('/api/cdnFiles/audios');
    const first = audios.body.data.items[0];
    expect(first).toMatchObject({
      isDirectory: false,
      size: expect.any(Number),
      lastModified: expect.any(String),
    });
    expect(first.url).toMatch(/\?exp=\d+&sig=/);
    const covers = await crm.get('/api/cdnFiles/portada_temas');
    expect(covers.body.data.items[0].url).toMatch(/^\/cdn\/portada_temas\/.+\.svg$/);
  });

  it('uploads through a presigned PUT with a timestamped name, then deletes it', async () => {
    const { presign, put } = await upload(admin, 'audios', 'Mi relajación.mp3', 'audio/mpeg', MP3);
    expect(presign.body.data.fileName).toMatch(/^Mi_relajacion_\d+\.mp3$/);
    expect(put?.status).toBe(200);
    const listed = await admin.get('/api/cdnFiles/audios');
    expect(listed.body.data.items.map((i: { name: string }) => i.name)).toContain(presign.body.data.fileName);
    const del = await admin.delete(`/api/upload/audios/${presign.body.data.fileName}`);
    expect(del.body).toEqual({
      success: true,
      message: `Archivo "${presign.body.data.fileName}" eliminado exitosamente`,
    });
    expect((await admin.delete(`/api/upload/audios/${presign.body.data.fileName}`)).status).toBe(404);
  });

  it('refuses lying content, mismatched types, oversize files, root uploads and tampered URLs', async () => {
    const lying = await upload(
      admin,
      'portada_audios',
      'foto.png',
      'image/png',
      Buffer.from('<script>alert(1)</script>'.repeat(5)),
    );
    expect(lying.put?.status).toBe(400);
    const mismatch = await upload(admin, 'audios', 'audio.mp3', 'image/png', MP3);
    expect(mismatch.presign.status).toBe(400);
    expect(mismatch.presign.body.message).toBe(es.admin.uploadTypeMismatch);
    const root = await upload(admin, '', 'a.png', 'image/png', PNG);
    expect(root.presign.body.message).toBe(es.admin.uploadAtRoot);
    const big = await upload(
      admin,
      'portada_audios',
      'grande.png',
      'image/png',
      Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]),
    );
    expect(big.put?.status).toBe(413);
    const presign = await admin.post('/api/upload/presign', {
      path: 'portada_audios',
      fileName: 'x.png',
      contentType: 'image/png',
    });
    const url = new URL(presign.body.data.url, t.baseUrl);
    url.pathname = url.pathname.replace('portada_audios', 'portada_temas');
    expect(
      (await fetch(url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG })).status,
    ).toBe(403);
    const wrongType = new URL(presign.body.data.url, t.baseUrl);
    expect(
      (await fetch(wrongType, { method: 'PUT', headers: { 'content-type': 'text/html' }, body: PNG })).status,
    ).toBe(403);
  });

  it('refuses path traversal on list, upload and delete', async () => {
    const lists = await listAndDeleteOutsideMedia(
      admin,
      ['..', '..%2F..', '%2e%2e/%2e%2e', 'audios/../../etc', 'audios%2F..%2F..%2Fapp-secret', '%252e%252e'],
      'app-secret',
    );
    for (const list of lists) expect(list.text).not.toContain('test-secret');
    for (const folder of FOLDERS_OUTSIDE_MEDIA) {
      expect((await presignUpload(admin, folder)).status).toBe(400);
    }
    const sneaky = await admin.post('/api/upload/presign', {
      path: 'audios',
      fileName: '../../app-secret',
      contentType: 'application/octet-stream',
    });
    expect(sneaky.body.data?.key ?? '').not.toContain('..');
  });
});

describe('Gestión de Audio', () => {
  it('creates a category, a theme and an audio (inactive), activates, edits and soft-deletes them', async () => {
    const { cat, theme } = await createCategoryWithTheme(
      admin,
      { name: 'Sueño profundo', description: 'Para dormir mejor', order: 1 },
      { name: 'Siestas', description: 'Breves' },
    );
    expect(cat.body.data).toMatchObject({ name: 'Sueño profundo', slug: 'sueno_profundo', isActive: true });
    expect(theme.body.data.category._id).toBe(cat.body.data._id);

    const { presign } = await upload(admin, 'audios', 'siesta.mp3', 'audio/mpeg', MP3);
    const audio = await admin.post('/api/audios/create', {
      theme: theme.body.data._id,
      title: 'Siesta de 20 minutos',
      description: 'Descansa sin dormirte del todo.',
      duration: 1200,
      audio: { audioName: presign.body.data.fileName, audioUrl: presign.body.data.fileUrl },
      coverImage: { coverImageName: '', coverImageUrl: '' },
      tags: [' Siesta ', 'DESCANSO', 'siesta'],
      order: 1,
      isActive: true,
    });
    expect(audio.status).toBe(201);
    expect(audio.body.data).toMatchObject({ isActive: false, tags: ['siesta', 'descanso'], duration: 1200 });
    const id = audio.body.data._id;

    // Hidden from the public while inactive; staff see it with a signed URL.
    const pub = (await (await fetch(`${t.baseUrl}/api/audios/list`)).json()) as { data: { _id: string }[] };
    expect(pub.data.map((a) => a._id)).not.toContain(id);
    const staffList = await crm.get('/api/audios/list?isDeleted=false');
    const mine = staffList.body.data.find((a: { _id: string }) => a._id === id);
    expect(mine.audio.audioUrl).toMatch(/sig=/);

    expect((await admin.put(`/api/audios/update/${id}`, { isActive: true })).status).toBe(200);
    const pub2 = (await (await fetch(`${t.baseUrl}/api/audios/list`)).json()) as { data: { _id: string }[] };
    expect(pub2.data.map((a) => a._id)).toContain(id);

    const edited = await admin.put(`/api/audios/update/${id}`, {
      theme: theme.body.data._id,
      title: 'Siesta reparadora',
      description: 'Veinte minutos.',
      duration: 1200,
      audio: { audioName: presign.body.data.fileName, audioUrl: presign.body.data.fileUrl },
      tags: ['siesta'],
    });
    expect(edited.body.data).toMatchObject({ title: 'Siesta reparadora', isActive: true });

    // Deleting a category with themes, or a theme with audios, is refused with a clear message.
    const refusedCat = await admin.delete(`/api/categories/delete/${cat.body.data._id}`);
    expect(refusedCat.status).toBe(409);
    expect(refusedCat.body.message).toBe(es.admin.categoryHasThemes);
    const refusedTheme = await admin.delete(`/api/themes/delete/${theme.body.data._id}`);
    expect(refusedTheme.body.message).toBe(es.admin.themeHasAudios);
    // A file used by an audio cannot be deleted from Recursos.
    expect((await admin.delete(`/api/upload/audios/${presign.body.data.fileName}`)).status).toBe(409);

    expect((await admin.delete(`/api/audios/delete/${id}`)).status).toBe(200);
    expect((await admin.delete(`/api/themes/delete/${theme.body.data._id}`)).status).toBe(200);
    expect((await admin.delete(`/api/categories/delete/${cat.body.data._id}`)).status).toBe(200);
    const after = await crm.get('/api/categories/list?isDeleted=false');
    expect(after.body.data.map((c: { _id: string }) => c._id)).not.toContain(cat.body.data._id);
    const deleted = await crm.get('/api/categories/list?isDeleted=true');
    expect(deleted.body.data.map((c: { _id: string }) => c._id)).toContain(cat.body.data._id);
  });

  it('validates forms with the spec messages', async () => {
    expect((await admin.post('/api/categories/create', { description: 'x' })).body.message).toBe(
      es.admin.nameRequired,
    );
    expect((await admin.post('/api/categories/create', { name: 'x', description: '' })).body.message).toBe(
      es.admin.descriptionRequired,
    );
    expect((await admin.post('/api/themes/create', { name: 'x', description: 'y' })).body.message).toBe(
      es.admin.categoryRequired,
    );
    const noFile = await admin.post('/api/audios/create', {
      theme: '00000000-0000-4000-8000-000000000000',
      title: 't',
      description: 'd',
    });
    expect(noFile.body.message).toBe(es.admin.audioFileRequired);
    expect((await admin.post('/api/audios/create', { description: 'd' })).body.message).toBe(
      es.admin.themeRequired,
    );
    const themes = (await admin.get('/api/themes/list')).body.data;
    const missingFile = await admin.post('/api/audios/create', {
      theme: themes[0]._id,
      title: 't',
      description: 'd',
      audio: { audioName: 'x.mp3', audioUrl: '/cdn/audios/no-existe.mp3' },
    });
    expect(missingFile.body.message).toBe(es.admin.audioFileRequired);
    expect(
      (await admin.put('/api/audios/update/00000000-0000-4000-8000-000000000000', { isActive: true })).status,
    ).toBe(404);
  });
});

describe('back-office permissions', () => {
  const ID = '00000000-0000-4000-8000-000000000000';
  const writes: [string, string, unknown?][] = [
    ['POST', '/api/categories/create', { name: 'x', description: 'y' }],
    ['PUT', `/api/categories/update/${ID}`, { isActive: false }],
    ['DELETE', `/api/categories/delete/${ID}`],
    ['POST', '/api/themes/create', { name: 'x', description: 'y', category: ID }],
    ['PUT', `/api/themes/update/${ID}`, { isActive: false }],
    ['DELETE', `/api/themes/delete/${ID}`],
    ['POST', '/api/audios/create', { theme: ID, title: 't', description: 'd', audio: { audioUrl: 'x' } }],
    ['PUT', `/api/audios/update/${ID}`, { isActive: false }],
    ['DELETE', `/api/audios/delete/${ID}`],
    ['POST', '/api/upload/presign', { path: 'audios', fileName: 'a.mp3', contentType: 'audio/mpeg' }],
    ['DELETE', '/api/upload/audios/x.mp3'],
  ];
  const reads: [string, string][] = [
    ['GET', '/api/cdnFiles'],
    ['GET', '/api/cdnFiles/audios'],
    ['GET', '/api/payment-records/list'],
  ];

  it.each(writes)('%s %s: 401 anonymous, 403 member and crmUser', async (method, path, body) => {
    const { HttpClient } = await import('./http.js');
    expect((await new HttpClient(t.baseUrl).request(method, path, body)).status).toBe(401);
    expect((await member.request(method, path, body)).status).toBe(403);
    expect((await crm.request(method, path, body)).status).toBe(403);
  });

  it.each(reads)('%s %s: 401 anonymous, 403 member, 200 crmUser', async (method, path) => {
    const { HttpClient } = await import('./http.js');
    expect((await new HttpClient(t.baseUrl).request(method, path)).status).toBe(401);
    expect((await member.request(method, path)).status).toBe(403);
    expect((await crm.request(method, path)).status).toBe(200);
  });
});

describe('Recursos accepts any file type', () => {
  it('uploads a text file through the presigned PUT', async () => {
    const { presign, put } = await upload(
      admin,
      'audios',
      'nota.txt',
      'text/plain',
      Buffer.from('Hola, Sanarte'),
    );
    expect(presign.status).toBe(200);
    expect(put?.status).toBe(200);
  });
});
