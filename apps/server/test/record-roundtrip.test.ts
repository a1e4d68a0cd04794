import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';
import { buildAdmin, createPerson } from './factories.js';
import type { HttpClient } from './http.js';

/**
 * The back-office keeps the record an answer gives it and sends it back whole as the next update's
 * body (the toggle and the edit forms). Every answer — list, create, update — must carry one shape,
 * and that shape must be accepted back.
 */
const t = testAppForFile();
let admin: HttpClient;

beforeAll(async () => {
  admin = (await buildAdmin(t)).http;
});

type Rec = Record<string, unknown> & { _id: string };
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(200, 1)]);

async function uploadAudioFile(name: string) {
  const presign = await admin.post('/api/upload/presign', {
    path: 'audios',
    fileName: name,
    contentType: 'audio/mpeg',
  });
  expect(presign.status).toBe(200);
  const put = await fetch(new URL(presign.body.data.url, t.baseUrl), {
    method: 'PUT',
    headers: presign.body.data.headers,
    body: MP3,
  });
  expect(put.status).toBe(200);
  return presign.body.data as { fileName: string; fileUrl: string };
}

/** The record with this id as the staff list shows it. */
async function listed(listPath: string, id: string, key = 'data'): Promise<Rec> {
  const res = await admin.get(listPath);
  expect(res.status).toBe(200);
  const rec = (res.body[key] as Rec[]).find((r) => r._id === id);
  expect(rec, `${id} in ${listPath}`).toBeDefined();
  return rec as Rec;
}

/** Same keys and values, except signed URLs whose signature and expiry differ per answer. */
function comparable(rec: Rec): Rec {
  const copy = structuredClone(rec);
  const audio = copy.audio as { audioUrl?: string } | undefined;
  if (audio?.audioUrl) audio.audioUrl = audio.audioUrl.split('?')[0] as string;
  return copy;
}

/** Sends `rec` back as the update body, changing `change`; the answer must be the list's record. */
async function sendBack(
  updatePath: string,
  listPath: string,
  rec: Rec,
  change: Record<string, unknown>,
  key?: string,
) {
  const res = await admin.put(`${updatePath}/${rec._id}`, { ...rec, ...change });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const fromList = await listed(listPath, rec._id, key);
  expect(comparable(res.body.data)).toEqual(comparable(fromList));
  expect(res.body.data).toMatchObject(change);
  return res.body.data as Rec;
}

describe('records read from any answer are accepted back as the update body', () => {
  it('categories, themes and audios: list, create and update answers share one shape', async () => {
    const catCreated = await admin.post('/api/categories/create', {
      name: 'Ida y vuelta',
      description: 'Una categoría de prueba',
    });
    expect(catCreated.status).toBe(201);
    const catList = '/api/categories/list?isDeleted=false';
    expect(comparable(catCreated.body.data)).toEqual(
      comparable(await listed(catList, catCreated.body.data._id)),
    );
    const catUpdated = await sendBack('/api/categories/update', catList, catCreated.body.data, { order: 7 });
    const catAgain = await sendBack('/api/categories/update', catList, catUpdated, { isActive: false });
    await sendBack('/api/categories/update', catList, await listed(catList, catAgain._id), {
      isActive: true,
    });

    const themeCreated = await admin.post('/api/themes/create', {
      name: 'Tema de ida y vuelta',
      description: 'Un tema de prueba',
      category: catCreated.body.data._id,
    });
    expect(themeCreated.status).toBe(201);
    const themeList = '/api/themes/list?isDeleted=false';
    expect(comparable(themeCreated.body.data)).toEqual(
      comparable(await listed(themeList, themeCreated.body.data._id)),
    );
    const themeUpdated = await sendBack('/api/themes/update', themeList, themeCreated.body.data, {
      name: 'Tema renombrado',
    });
    await sendBack('/api/themes/update', themeList, await listed(themeList, themeUpdated._id), { order: 3 });

    const file = await uploadAudioFile('ida-y-vuelta.mp3');
    const audioCreated = await admin.post('/api/audios/create', {
      theme: themeCreated.body.data._id,
      title: 'Audio de ida y vuelta',
      description: 'Un audio de prueba',
      duration: 300,
      audio: { audioName: file.fileName, audioUrl: file.fileUrl },
      tags: ['prueba'],
    });
    expect(audioCreated.status).toBe(201);
    // The file travels with the record, as in the staff list.
    expect(audioCreated.body.data.audio).toEqual({
      audioName: file.fileName,
      audioUrl: expect.stringMatching(/sig=/),
    });
    const audioList = '/api/audios/list?isDeleted=false';
    expect(comparable(audioCreated.body.data)).toEqual(
      comparable(await listed(audioList, audioCreated.body.data._id)),
    );
    // Toggling a just-created audio with the full record it was answered with.
    const toggled = await sendBack('/api/audios/update', audioList, audioCreated.body.data, {
      isActive: true,
    });
    const retitled = await sendBack('/api/audios/update', audioList, toggled, { title: 'Audio renombrado' });
    expect(retitled.audio).toMatchObject({ audioName: file.fileName });
    await sendBack('/api/audios/update', audioList, await listed(audioList, retitled._id), {
      isActive: false,
    });
  });

  it('plans: the list and update answers share one shape and are accepted back', async () => {
    const plans = (await admin.get('/api/plans/list')).body.plans as Rec[];
    // The trial plan is locked (403 by design); every other plan must take its own record back.
    const editable = plans.filter((p) => p.slug !== 'audio-prueba');
    expect(editable.length).toBeGreaterThan(0);
    for (const plan of editable) {
      const updated = await sendBack(
        '/api/plans/update',
        '/api/plans/list',
        plan,
        { order: Number(plan.order) + 1 },
        'plans',
      );
      await sendBack('/api/plans/update', '/api/plans/list', updated, { order: plan.order }, 'plans');
    }
  });

  it('users: list, create and update answers share one shape and are accepted back', async () => {
    const created = await createPerson(admin, 'crmUser', 'Irene', 'Vuelta', 'irene.vuelta@example.com');
    expect(created.status).toBe(201);
    const staffList = '/api/users/list?kind=staff&pageSize=100';
    expect(created.body.data).toEqual(await listed(staffList, created.body.data._id));
    expect(created.body.data).toMatchObject({ planSlug: null, isActive: true, role: 'crmUser' });
    const renamed = await sendBack('/api/users/update', staffList, created.body.data, { name: 'Irena' });
    const off = await sendBack('/api/users/update', staffList, renamed, { isActive: false });
    await sendBack('/api/users/update', staffList, await listed(staffList, off._id), { isActive: true });

    const creator = await createPerson(admin, 'creator', 'Carla', 'Creadora', 'carla.creadora@example.com', {
      planSlug: 'full',
    });
    expect(creator.status, JSON.stringify(creator.body)).toBe(201);
    await sendBack('/api/users/update', staffList, creator.body.data, { lastName: 'Autora' });
  });
});
