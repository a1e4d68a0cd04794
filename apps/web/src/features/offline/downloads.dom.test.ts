import 'fake-indexeddb/auto';
import { LIMITS, OFFLINE } from '@sanarte/shared';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { offlineAudioUrl, offlineCoverUrl } from '../../lib/media/offline-keys';
import {
  DAY_MS,
  fakeDevice,
  fileResponse,
  fileServer,
  grantOf,
  licenceOf,
  recordOf,
  streamedFile,
} from '../../test/offline';
import { fakeApi } from '../../test/render';
import { idbStore, offlineDb } from './db';
import {
  CHECK_IN_EVERY_MS,
  type DownloadDeps,
  createDownloadManager,
  ownerOfDownloads,
  trackOf,
} from './downloads';

/** The download manager against fakes: the API (fetch), the file server, the device's storage. */

const grantRoute = (grant: ReturnType<typeof grantOf>) => ({ body: { success: true, data: grant } });

function setup({ failRecordPut, ...patch }: Partial<DownloadDeps> & { failRecordPut?: Error } = {}) {
  const device = fakeDevice(patch);
  if (failRecordPut)
    device.deps.records = { ...device.deps.records!, put: () => Promise.reject(failRecordPut) };
  const store = makeStore();
  const manager = createDownloadManager(device.deps);
  return { ...device, manager, dispatch: store.dispatch };
}

/** A download of a1 (1000 bytes) that has received `received` bytes so far. */
async function downloadUnderWay(received: number) {
  const file = streamedFile(1000);
  const server = fileServer({ '/files/a1.mp3': (signal) => file.response(signal) });
  const device = setup({ fetch: server.fetch });
  fakeApi({ 'POST /api/library/downloads': grantRoute(grantOf('a1', device.clock.now)) });
  const done = device.manager.download(device.dispatch, 'u1', 'a1');
  await vi.waitFor(() => expect(server.asked).toHaveLength(1));
  file.send(received);
  await vi.waitFor(() => expect(device.manager.getState().progress.a1?.received).toBe(received));
  return { ...device, file, done };
}

describe('downloading an audio', () => {
  it('reports the progress from Content-Length, then keeps the file, the cover and the record', async () => {
    const file = streamedFile(1000);
    const server = fileServer({
      '/files/a1.mp3': (signal) => file.response(signal),
      '/covers/a1.webp': fileResponse(10, 'image/webp'),
    });
    const { manager, dispatch, clock, records, files, log, persist } = setup({ fetch: server.fetch });
    fakeApi({ 'POST /api/library/downloads': grantRoute(grantOf('a1', clock.now)) });
    await manager.load('u1');

    const done = manager.download(dispatch, 'u1', 'a1');
    await vi.waitFor(() => expect(server.asked).toContain('/files/a1.mp3'));
    file.send(250);
    await vi.waitFor(() => expect(manager.getState().progress.a1).toEqual({ received: 250, total: 1000 }));
    // Nothing is kept while the file is still arriving.
    expect(records.size).toBe(0);
    expect(manager.getState().records).toEqual({});

    file.send(500);
    await vi.waitFor(() => expect(manager.getState().progress.a1?.received).toBe(750));
    file.end();
    await expect(done).resolves.toBe(true);

    const state = manager.getState();
    expect(state.progress).toEqual({});
    expect(state.failed).toEqual({});
    // Every field of the kept record (test/offline.ts's recordOf), at the position already listened to.
    expect(state.records.a1).toEqual(recordOf('a1', clock.now, { positionSeconds: 42 }));
    expect(records.get('a1')).toEqual(state.records.a1);
    // The record is written only once the file (and the cover) are stored.
    expect(log).toEqual(['file /offline/audio/a1', 'file /offline/cover/a1', 'record a1']);
    const stored = files.data.get(offlineAudioUrl('a1'));
    expect(stored?.blob.size).toBe(1000);
    expect(Object.fromEntries(stored?.headers ?? [])).toEqual({
      'content-type': 'audio/mpeg',
      'content-length': '1000',
    });
    expect(files.data.get(offlineCoverUrl('a1'))?.blob.size).toBe(10);
    expect(persist.calls).toBe(1);
  });

  it('asks for persistent storage once, and downloads a theme one audio after another', async () => {
    const order: string[] = [];
    const server = fileServer({
      '/files/a1.mp3': fileResponse(100),
      '/files/a2.mp3': fileResponse(200),
      '/files/a3.mp3': fileResponse(300),
    });
    const { manager, dispatch, clock, persist } = setup({ fetch: server.fetch });
    const calls = fakeApi({
      'POST /api/library/downloads': (body) => {
        const { audioId } = body as { audioId: string };
        order.push(`${audioId} while batch at ${manager.getState().batches.theme?.index}`);
        return grantRoute(
          grantOf(audioId, clock.now, { coverImage: { coverImageName: '', coverImageUrl: '' } }),
        );
      },
    });
    await manager.load('u1');
    await manager.download(dispatch, 'u1', 'a2');

    const seen: string[] = [];
    const unsubscribe = manager.subscribe(() => {
      const batch = manager.getState().batches.theme;
      const text = batch ? `${batch.index + 1} de ${batch.audioIds.length}` : 'none';
      if (seen.at(-1) !== text) seen.push(text);
    });
    await manager.downloadMany(dispatch, 'u1', ['a1', 'a2', 'a3'], 'theme');
    unsubscribe();

    // a2 was kept already: the batch fetches the two others, in order.
    expect(order).toEqual(['a2 while batch at undefined', 'a1 while batch at 0', 'a3 while batch at 1']);
    expect(seen).toEqual(['1 de 2', '2 de 2', 'none']);
    expect(Object.keys(manager.getState().records).sort()).toEqual(['a1', 'a2', 'a3']);
    expect(calls.filter((c) => c.route === 'POST /api/library/downloads')).toHaveLength(3);
    expect(persist.calls).toBe(1);
    // No cover: none is stored, and the download still counts.
    expect(manager.getState().records.a1?.hasCover).toBe(false);
  });

  it('keeps the audio when only its cover fails', async () => {
    const server = fileServer({
      '/files/a1.mp3': fileResponse(100),
      '/covers/a1.webp': new TypeError('offline'),
    });
    const { manager, dispatch, clock, files } = setup({ fetch: server.fetch });
    fakeApi({ 'POST /api/library/downloads': grantRoute(grantOf('a1', clock.now)) });
    await expect(manager.download(dispatch, 'u1', 'a1')).resolves.toBe(true);
    expect(manager.getState().records.a1?.hasCover).toBe(false);
    expect([...files.data.keys()]).toEqual([offlineAudioUrl('a1')]);
  });
});

describe('a failed download leaves nothing behind', () => {
  it('when the server refuses it (403): its reason is shown', async () => {
    const server = fileServer();
    const { manager, dispatch, files, records } = setup({ fetch: server.fetch });
    fakeApi({
      'POST /api/library/downloads': {
        status: 403,
        body: { success: false, message: 'Tu plan no incluye este audio.' },
      },
    });
    await expect(manager.download(dispatch, 'u1', 'a1')).resolves.toBe(false);
    expect(manager.getState().failed).toEqual({ a1: 'Tu plan no incluye este audio.' });
    expect(manager.getState().progress).toEqual({});
    expect(server.asked).toEqual([]);
    expect(files.data.size).toBe(0);
    expect(records.size).toBe(0);
  });

  it('when the connection drops halfway', async () => {
    const { manager, file, done, files, records } = await downloadUnderWay(400);
    file.fail();
    await expect(done).resolves.toBe(false);
    expect(manager.getState().failed.a1).toBe(
      'No se pudo descargar. Comprueba tu conexión e inténtalo de nuevo.',
    );
    expect(manager.getState().progress).toEqual({});
    expect(files.data.size).toBe(0);
    expect(records.size).toBe(0);
  });

  it('when the API cannot be reached', async () => {
    const { manager, dispatch } = setup({ fetch: fileServer().fetch });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(manager.download(dispatch, 'u1', 'a1')).resolves.toBe(false);
    expect(manager.getState().failed.a1).toBe(
      'No se pudo descargar. Comprueba tu conexión e inténtalo de nuevo.',
    );
  });

  it('when the device is full: the cover stored so far is deleted too', async () => {
    const server = fileServer({ '/files/a1.mp3': fileResponse(100), '/covers/a1.webp': fileResponse(10) });
    const full = new DOMException('full', 'QuotaExceededError');
    const { manager, dispatch, clock, files, records } = setup({ fetch: server.fetch, failRecordPut: full });
    fakeApi({ 'POST /api/library/downloads': grantRoute(grantOf('a1', clock.now)) });
    await expect(manager.download(dispatch, 'u1', 'a1')).resolves.toBe(false);
    expect(manager.getState().failed.a1).toBe('No hay espacio suficiente en el dispositivo.');
    expect(files.data.size).toBe(0);
    expect(records.size).toBe(0);
    expect(manager.getState().records).toEqual({});
  });

  it('when Cache Storage refuses the file for lack of space', async () => {
    const { manager, dispatch, clock, files } = setup({
      fetch: fileServer({ '/files/a1.mp3': fileResponse(100) }).fetch,
    });
    files.failPut = new DOMException('full', 'QuotaExceededError');
    fakeApi({ 'POST /api/library/downloads': grantRoute(grantOf('a1', clock.now)) });
    await expect(manager.download(dispatch, 'u1', 'a1')).resolves.toBe(false);
    expect(manager.getState().failed.a1).toBe('No hay espacio suficiente en el dispositivo.');
  });

  it('when the browser says it will not fit, before reading it', async () => {
    const { manager, dispatch, clock } = setup({
      storage: { estimate: async () => ({ quota: 10_000, usage: 9_950 }) },
      fetch: fileServer({ '/files/a1.mp3': fileResponse(100) }).fetch,
    });
    fakeApi({ 'POST /api/library/downloads': grantRoute(grantOf('a1', clock.now)) });
    await expect(manager.download(dispatch, 'u1', 'a1')).resolves.toBe(false);
    expect(manager.getState().failed.a1).toBe('No hay espacio suficiente en el dispositivo.');
  });

  it('when cancelled: no failure is shown', async () => {
    const { manager, done, files, records } = await downloadUnderWay(100);
    manager.cancel('a1');
    await expect(done).resolves.toBe(false);
    expect(manager.getState()).toMatchObject({ progress: {}, failed: {}, records: {} });
    expect(files.data.size).toBe(0);
    expect(records.size).toBe(0);
  });

  it('where the browser cannot keep downloads: it says so', async () => {
    const { manager, dispatch } = setup({ usable: async () => false });
    await manager.load('u1');
    expect(manager.getState()).toMatchObject({ supported: false, ready: true });
    await expect(manager.download(dispatch, 'u1', 'a1')).resolves.toBe(false);
    expect(manager.getState().failed.a1).toBe('Las descargas no están disponibles en este navegador.');
  });
});

describe('loading and sweeping', () => {
  it("deletes another account's downloads with their files, and stray files and records", async () => {
    const { manager, keep, clock, files, records } = setup();
    await keep(recordOf('mine', clock.now));
    await keep(recordOf('theirs', clock.now, { userId: 'u2' }));
    files.data.set('/offline/audio/stray', { blob: new Blob(['x']), headers: [] });
    records.set('nofile', recordOf('nofile', clock.now, { hasCover: false }));
    await manager.load('u1');
    expect(Object.keys(manager.getState().records)).toEqual(['mine']);
    expect([...records.keys()]).toEqual(['mine']);
    expect([...files.data.keys()].sort()).toEqual(['/offline/audio/mine', '/offline/cover/mine']);
    expect(manager.getState().notices).toEqual([]);
  });

  it('keeps every download when the account is not known (offline)', async () => {
    const { manager, keep, clock } = setup();
    await keep(recordOf('a1', clock.now));
    await manager.load(null);
    expect(Object.keys(manager.getState().records)).toEqual(['a1']);
  });

  it('knows whose the downloads are when the session could not be checked (what is listened waits for it)', async () => {
    const { manager, keep, clock } = setup();
    expect(ownerOfDownloads(manager.getState())).toBeUndefined();
    await keep(recordOf('a1', clock.now, { userId: 'u7' }));
    await manager.load(null);
    expect(ownerOfDownloads(manager.getState())).toBe('u7');
    await manager.clearForSignOut();
    expect(ownerOfDownloads(manager.getState())).toBeUndefined();
  });

  it('sweeps the downloads whose licence is over, each with a notice', async () => {
    const { manager, keep, clock, files, records } = setup();
    await keep(recordOf('ok', clock.now));
    await keep(
      recordOf('trial', clock.now, {
        title: 'Noche serena',
        licence: licenceOf('trial', clock.now - 3 * DAY_MS, 2, 'trial'),
      }),
    );
    await keep(
      recordOf('idle', clock.now - 31 * DAY_MS, {
        title: 'Calma',
        licence: licenceOf('idle', clock.now, 300),
      }),
    );
    await manager.load('u1');
    expect(Object.keys(manager.getState().records)).toEqual(['ok']);
    expect(manager.getState().notices).toEqual([
      `Hemos quitado «Noche serena» de tus descargas: el audio de prueba solo estaba disponible ${LIMITS.trialHours} horas.`,
      'Hemos quitado «Calma» de tus descargas: hace más de 30 días que la app no se conecta. Conéctate y vuelve a descargarlo.',
    ]);
    expect([...records.keys()]).toEqual(['ok']);
    expect([...files.data.keys()].every((path) => path.endsWith('/ok'))).toBe(true);

    // Later, the subscription's licence ends too.
    const removed = await manager.sweep(clock.now + 21 * DAY_MS);
    expect(removed).toBe(1);
    expect(manager.getState().records).toEqual({});
    expect(manager.getState().notices.at(-1)).toBe(
      'Hemos quitado «Audio ok» de tus descargas: tu suscripción ha terminado.',
    );
    manager.dismissNotice(0);
    expect(manager.getState().notices).toHaveLength(2);
  });
});

describe('checking in', () => {
  it('renews the licences the server renews and deletes the revoked audios, with a notice', async () => {
    const { manager, keep, clock, dispatch, records, files } = setup();
    await keep(recordOf('a1', clock.now - 10 * DAY_MS));
    await keep(recordOf('a2', clock.now - 10 * DAY_MS, { title: 'Calma' }));
    await manager.load('u1');
    const renewed = licenceOf('a1', clock.now, 60);
    const calls = fakeApi({
      'POST /api/library/downloads/check': {
        body: {
          success: true,
          data: { licences: [renewed], revoked: [{ audioId: 'a2', reason: 'no-access' }] },
        },
      },
    });
    await manager.checkIn(dispatch);
    expect(calls).toEqual([{ route: 'POST /api/library/downloads/check', body: { audioIds: ['a1', 'a2'] } }]);
    const state = manager.getState();
    expect(Object.keys(state.records)).toEqual(['a1']);
    expect(state.records.a1).toMatchObject({
      licence: renewed,
      checkedInAt: new Date(clock.now).toISOString(),
    });
    expect(records.get('a1')?.licence).toEqual(renewed);
    expect(records.has('a2')).toBe(false);
    expect(files.data.has(offlineAudioUrl('a2'))).toBe(false);
    expect(state.notices).toEqual([
      'Hemos quitado «Calma» de tus descargas: tu plan ya no incluye este audio.',
    ]);
  });

  it(`asks about at most ${OFFLINE.maxLicenceCheck} audios a call`, async () => {
    const { manager, keep, clock, dispatch } = setup();
    for (let i = 0; i < OFFLINE.maxLicenceCheck + 1; i += 1)
      await keep(recordOf(`a${i}`, clock.now, { hasCover: false }));
    await manager.load('u1');
    const calls = fakeApi({
      'POST /api/library/downloads/check': { body: { success: true, data: { licences: [], revoked: [] } } },
    });
    await manager.checkIn(dispatch);
    expect(calls.map((c) => (c.body as { audioIds: string[] }).audioIds.length)).toEqual([
      OFFLINE.maxLicenceCheck,
      1,
    ]);
  });

  it('does nothing offline, nor when the server cannot be reached', async () => {
    let online = false;
    const { manager, keep, clock, dispatch } = setup({ online: () => online });
    await keep(recordOf('a1', clock.now));
    await manager.load('u1');
    const calls = fakeApi({ 'POST /api/library/downloads/check': { status: 503, body: { success: false } } });
    await manager.checkIn(dispatch);
    expect(calls).toEqual([]);
    online = true;
    await manager.checkIn(dispatch);
    expect(calls).toHaveLength(1);
    expect(Object.keys(manager.getState().records)).toEqual(['a1']);
    expect(manager.getState().notices).toEqual([]);
  });

  it('asks once in a while, not on every visit', async () => {
    const { manager, keep, clock, dispatch } = setup();
    await keep(recordOf('a1', clock.now));
    await manager.load('u1');
    const calls = fakeApi({
      'POST /api/library/downloads/check': { body: { success: true, data: { licences: [], revoked: [] } } },
    });
    await manager.checkIn(dispatch);
    clock.now += CHECK_IN_EVERY_MS - 1;
    await manager.checkIn(dispatch);
    expect(calls).toHaveLength(1);
    clock.now += 1;
    await manager.checkIn(dispatch);
    expect(calls).toHaveLength(2);
  });
});

describe('what the player and the page read', () => {
  it('plays a kept audio from the service worker, or from an object URL without one', async () => {
    let controlled = true;
    const { manager, keep, clock } = setup({ serviceWorkerControlled: () => controlled });
    await keep(recordOf('a1', clock.now));
    await manager.load('u1');
    expect(await manager.playableSource('a1')).toBe('/offline/audio/a1');
    expect(await manager.coverSource('a1')).toBe('/offline/cover/a1');
    expect(await manager.playableSource('nope')).toBeNull();
    controlled = false;
    const url = await manager.playableSource('a1');
    expect(url).toMatch(/^blob:/);
    // The same object URL while the audio is kept.
    expect(await manager.playableSource('a1')).toBe(url);
  });

  it('never plays an audio whose licence is over', async () => {
    const { manager, keep, clock } = setup({ serviceWorkerControlled: () => true });
    await keep(recordOf('a1', clock.now));
    await manager.load('u1');
    clock.now += 21 * DAY_MS;
    expect(await manager.playableSource('a1')).toBeNull();
    expect(await manager.coverSource('a1')).toBeNull();
  });

  it('makes the same track the library plays (trial downloads as trial tracks)', () => {
    const now = Date.now();
    expect(trackOf(recordOf('a1', now))).toEqual({
      audioId: 'a1',
      title: 'Audio a1',
      subtitle: 'Sueño',
      coverUrl: '/offline/cover/a1',
      duration: 600,
      source: 'library',
    });
    const trial = recordOf('a2', now, {
      hasCover: false,
      themeName: null,
      licence: licenceOf('a2', now, 2, 'trial'),
    });
    expect(trackOf(trial)).toMatchObject({ coverUrl: undefined, subtitle: undefined, source: 'trial' });
  });

  it('adds up the space the downloads take, and what the browser says is free', async () => {
    const { manager, keep, clock } = setup({
      storage: { estimate: async () => ({ quota: 5_000_000, usage: 1_000_000 }) },
    });
    await keep(recordOf('a1', clock.now, { bytes: 1200 }));
    await keep(recordOf('a2', clock.now, { bytes: 800 }));
    await manager.load('u1');
    expect(await manager.usage()).toEqual({
      downloadsBytes: 2000,
      usage: 1_000_000,
      quota: 5_000_000,
      free: 4_000_000,
    });
  });

  it('removes one download, or all of them (also on sign-out)', async () => {
    const { manager, keep, clock, files, records } = setup();
    await keep(recordOf('a1', clock.now));
    await keep(recordOf('a2', clock.now));
    await keep(recordOf('a3', clock.now));
    await manager.load('u1');
    await manager.remove('a1');
    expect(Object.keys(manager.getState().records)).toEqual(['a2', 'a3']);
    expect(files.data.has(offlineAudioUrl('a1'))).toBe(false);
    await manager.removeAll();
    expect(manager.getState().records).toEqual({});
    expect(records.size).toBe(0);
    expect(files.data.size).toBe(0);
    await keep(recordOf('a4', clock.now));
    await manager.load('u1');
    await manager.clearForSignOut();
    expect(manager.getState()).toMatchObject({ records: {}, userId: null });
    expect(records.size).toBe(0);
  });
});

describe('on IndexedDB', () => {
  it('a kept download is there for the next page load', async () => {
    const device = fakeDevice();
    const store = makeStore();
    const server = fileServer({ '/files/a1.mp3': fileResponse(100) });
    const now = device.clock.now;
    fakeApi({
      'POST /api/library/downloads': grantRoute(
        grantOf('a1', now, { coverImage: { coverImageName: '', coverImageUrl: '' } }),
      ),
    });
    const first = createDownloadManager({
      ...device.deps,
      records: idbStore('downloads'),
      fetch: server.fetch,
    });
    await first.load('u1');
    await expect(first.download(store.dispatch, 'u1', 'a1')).resolves.toBe(true);

    const second = createDownloadManager({ ...device.deps, records: idbStore('downloads') });
    await second.load('u1');
    expect(second.getState().records.a1).toEqual(first.getState().records.a1);
    expect(await (await offlineDb()).getAllKeys('downloads')).toEqual(['a1']);
  });
});
