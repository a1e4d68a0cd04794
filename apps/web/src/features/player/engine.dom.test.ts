import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import type { Track } from '../../lib/media/track';
import { type FakeRoutes, fakeApi } from '../../test/render';
import { close, pause, play } from './commands';
import { connectPlayer, current } from './engine';
import { playerState } from './store';

const LIBRARY: Track = { audioId: 'a1', title: 'Calma', duration: 300 };
const TRIAL: Track = { audioId: 't1', title: 'Prueba', duration: 300, source: 'trial' };

let urls = 0;
/** An access answer with a new signed URL each time, valid for `validMs`. */
const access =
  (audioId: string, validMs = 3_600_000, extra: Record<string, unknown> = {}) =>
  () => ({
    body: {
      success: true,
      data: {
        audioUrl: `/cdn/${audioId}.mp3?sig=${++urls}`,
        expiresAt: new Date(Date.now() + validMs).toISOString(),
        audioId,
        audio: { _id: audioId, duration: 300 },
        ...extra,
      },
    },
  });
const routes = (more: FakeRoutes = {}): FakeRoutes => ({
  'GET /api/audios/a1/access': access('a1'),
  'GET /api/users/check-temp-audio': access('t1'),
  'POST /api/stats/playback': { body: { success: true } },
  ...more,
});
/** Every report carries its own id (the server counts an id once). */
const UUID = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
const audio = () => current()?.audio as HTMLAudioElement;
const status = () => playerState.get().status;

/** Plays `track`, then its element fails and the fresh URL it asks for is refused (`route` answers `code`). */
async function failWithUrlRefused(track: Track, route: string, code: number) {
  fakeApi(routes());
  await play(track);
  fakeApi(routes({ [route]: { status: code, body: { success: false, message: 'no' } } }));
  audio().dispatchEvent(new Event('error'));
}

// Reports go to the device's queue (tested on its own in features/offline), which sends them.
const queued = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('../offline', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../offline')>()),
  reportQueue: {
    add: async (report: Record<string, unknown>) => {
      queued.push(report);
      return report;
    },
  },
}));

beforeAll(() => connectPlayer(makeStore().dispatch));
afterEach(() => close());

describe('the player engine', () => {
  it('owns one hidden <audio> of the document, however often it is connected', () => {
    connectPlayer(makeStore().dispatch);
    expect(document.querySelectorAll('audio')).toHaveLength(1);
    expect(audio().hidden).toBe(true);
    expect(audio().preload).toBe('metadata');
  });

  it('asks for a signed URL before playing and starts where the server last saw the listener', async () => {
    const calls = fakeApi(
      routes({ 'GET /api/audios/a1/access': access('a1', 3_600_000, { positionSeconds: 40 }) }),
    );
    await play(LIBRARY);
    expect(calls.map((c) => c.route)).toEqual(['GET /api/audios/a1/access']);
    expect(audio().getAttribute('src')).toMatch(/^\/cdn\/a1\.mp3\?sig=/);
    expect(audio().currentTime).toBe(40);
    expect(status()).toBe('playing');
  });

  it('says why when access is refused (plan, expired trial, another trial audio)', async () => {
    fakeApi(
      routes({ 'GET /api/audios/a1/access': { status: 403, body: { success: false, message: 'no' } } }),
    );
    await play(LIBRARY);
    expect(playerState.get()).toMatchObject({ status: 'error', error: 'Tu plan no incluye este audio.' });

    fakeApi(
      routes({ 'GET /api/users/check-temp-audio': { status: 401, body: { success: false, message: 'x' } } }),
    );
    await play(TRIAL);
    expect(playerState.get()).toMatchObject({ status: 'error', error: 'El audio de prueba ha expirado' });

    fakeApi(routes({ 'GET /api/users/check-temp-audio': access('otro') }));
    await play(TRIAL);
    expect(playerState.get()).toMatchObject({
      status: 'error',
      error: 'Error al verificar el acceso al audio',
    });
    expect(audio().hasAttribute('src')).toBe(false);
  });
});

describe('signed URL refresh', () => {
  it('re-checks access on every play, and replaces a URL about to expire keeping the position', async () => {
    const calls = fakeApi(routes({ 'GET /api/audios/a1/access': access('a1', 30_000) }));
    await play(LIBRARY);
    const first = audio().getAttribute('src');
    audio().currentTime = 90;
    pause();
    await play(LIBRARY);
    expect(calls.filter((c) => c.route === 'GET /api/audios/a1/access')).toHaveLength(2);
    expect(audio().getAttribute('src')).not.toBe(first);
    expect(audio().currentTime).toBe(90);
  });

  it('keeps a URL that is still good when resuming', async () => {
    fakeApi(routes());
    await play(LIBRARY);
    const first = audio().getAttribute('src');
    pause();
    await play(LIBRARY);
    expect(audio().getAttribute('src')).toBe(first);
  });

  it('after a media error (an expired URL mid-listen) fetches a fresh one once and carries on', async () => {
    fakeApi(routes());
    queued.length = 0;
    await play(LIBRARY);
    audio().currentTime = 12;
    pause();
    await play(TRIAL);
    audio().currentTime = 7;
    pause();
    await vi.waitFor(() =>
      expect(queued).toEqual([
        { audioId: 'a1', listenedSeconds: 0, positionSeconds: 12, reportId: UUID },
        { audioId: 't1', listenedSeconds: 0, positionSeconds: 7, reportId: UUID },
      ]),
    );
    expect(queued[0]?.reportId).not.toBe(queued[1]?.reportId);
  });

  it('a media error whose fresh URL is refused says the access time ran out (the trial: its own text)', async () => {
    await failWithUrlRefused(LIBRARY, 'GET /api/audios/a1/access', 403);
    await vi.waitFor(() =>
      expect(playerState.get()).toMatchObject({
        status: 'error',
        error: 'El tiempo de acceso al audio ha expirado',
      }),
    );

    await failWithUrlRefused(TRIAL, 'GET /api/users/check-temp-audio', 401);
    await vi.waitFor(() =>
      expect(playerState.get()).toMatchObject({ status: 'error', error: 'El audio de prueba ha expirado' }),
    );
  });

  it('when the page is left, the report travels as a beacon carrying the XSRF token', async () => {
    fakeApi(routes());
    const beacons: { url: string; body: string }[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      onLine: true,
      sendBeacon: (url: string, blob: Blob) => {
        void blob.text().then((body) => beacons.push({ url, body }));
        return true;
      },
    });
    document.cookie = 'XSRF-TOKEN=tok123';
    await play(TRIAL);
    audio().currentTime = 30;
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(beacons[0]?.url).toBe('/api/stats/playback');
    const beacon = JSON.parse(beacons[0]?.body ?? '{}');
    expect(beacon).toEqual({
      audioId: 't1',
      listenedSeconds: 0,
      positionSeconds: 30,
      reportId: UUID,
      xsrf: 'tok123',
    });
    // The same report also waits in the queue (a beacon may be lost): the server counts its id once.
    expect(queued.at(-1)).toMatchObject({ audioId: 't1', reportId: beacon.reportId });
  });
});
