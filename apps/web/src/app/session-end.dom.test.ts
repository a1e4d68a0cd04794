import 'fake-indexeddb/auto';
import { es } from '@sanarte/shared';
import { waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionManager, authApi, checkSession, loginSuccess } from '../features/auth';
import { RESUME_KEY } from '../features/player';
import { api } from '../lib/api';
import { DOWNLOADS_CACHE, offlineAudioUrl, offlineCoverUrl } from '../lib/media/offline-keys';
import { downloadRecords, appDownloads as downloads, recordOf } from '../test/offline';
import { renderApp } from '../test/render';
import { sessionUser } from '../test/users';
import { makeStore } from './store';

/**
 * Every end of the session the app learns of clears what the session left on the device — the
 * downloaded audios (Cache Storage and their licences in IndexedDB), the player's place to resume,
 * the cached API answers, the auth state — as «Cerrar sesión» does (features/auth ends the session;
 * app/store.ts names what the other features forget then); a call that got no answer (offline)
 * clears nothing, since the downloads are what the listener plays then. The app's own store,
 * download manager and IndexedDB (fake-indexeddb); Cache Storage and the network are stood in for.
 */

const probes = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, void>({ query: () => ({ url: '/probe' }) }),
    cached: build.query<unknown, void>({ query: () => '/cached' }),
  }),
});

/** Cache Storage in Maps: cache name → address → answer. */
function fakeCaches() {
  const caches = new Map<string, Map<string, Response>>();
  const address = (request: RequestInfo | URL) =>
    new URL(request instanceof Request ? request.url : String(request), window.location.href).pathname;
  const open = async (name: string) => {
    let cache = caches.get(name);
    if (!cache) {
      cache = new Map();
      caches.set(name, cache);
    }
    const entries = cache;
    return {
      put: async (request: RequestInfo | URL, response: Response) =>
        void entries.set(address(request), response),
      match: async (request: RequestInfo | URL) => entries.get(address(request))?.clone(),
      delete: async (request: RequestInfo | URL) => entries.delete(address(request)),
      keys: async () => [...entries.keys()].map((path) => new Request(new URL(path, window.location.href))),
    };
  };
  vi.stubGlobal('caches', {
    open,
    delete: async (name: string) => caches.delete(name),
    keys: async () => [...caches.keys()],
  });
  /** The stored addresses of the downloads' cache. */
  return { stored: () => [...(caches.get(DOWNLOADS_CACHE)?.keys() ?? [])] };
}

type Answer = { status: number; body: unknown } | 'offline';
/** The network: 'METHOD /api/path' → an answer, or 'offline' (fetch rejects, as with no connection). */
function fakeNetwork(answer: (route: string) => Answer) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    calls.push(route);
    const found = answer(route);
    if (found === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(found.body), {
      status: found.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

const refused = { status: 401, body: { success: false, message: 'Token is not valid' } };
const ok = { status: 200, body: { success: true } };
const user = sessionUser();
const now = Date.now();

let device: ReturnType<typeof fakeCaches>;
const records = downloadRecords();

/** A download of a1 kept on the device for u1 (file, cover, licence), as the library read it. */
beforeEach(async () => {
  device = fakeCaches();
  const cache = await caches.open(DOWNLOADS_CACHE);
  await cache.put(offlineAudioUrl('a1'), new Response(new Uint8Array(1000)));
  await cache.put(offlineCoverUrl('a1'), new Response('img'));
  await records.put(recordOf('a1', now));
  await downloads.load(user._id);
  expect(Object.keys(downloads.getState().records)).toEqual(['a1']);
  localStorage.setItem(RESUME_KEY, JSON.stringify({ track: { audioId: 'a1' }, position: 12 }));
});

/** The app's store, signed in as u1, with a cached answer of the API. */
async function signedInStore() {
  const store = makeStore();
  store.dispatch(loginSuccess(user));
  await store.dispatch(probes.endpoints.cached.initiate());
  expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
  return store;
}

async function expectDownloadsGone() {
  await vi.waitFor(async () => {
    expect(device.stored()).toEqual([]);
    expect(await records.values()).toEqual([]);
  });
  expect(downloads.getState().records).toEqual({});
  expect(await downloads.playableSource('a1')).toBeNull();
}

async function expectDownloadsKept() {
  // Whatever clearing there would be has had every chance to run: the manager's queue is idle.
  await downloads.load(null);
  expect(device.stored().sort()).toEqual([offlineAudioUrl('a1'), offlineCoverUrl('a1')]);
  expect((await records.values()).map((r) => r.audioId)).toEqual(['a1']);
  expect(await downloads.playableSource('a1')).not.toBeNull();
}

describe('the session ends: the device forgets it', () => {
  it('a refresh the server refuses (expired, revoked, deactivated) clears downloads and cached answers', async () => {
    const calls = fakeNetwork((route) => (route.startsWith('GET /api/cached') ? ok : refused));
    const store = await signedInStore();

    const result = await store.dispatch(probes.endpoints.probe.initiate(undefined, { track: false }));

    // The call that met the end is abandoned with everything else the session had under way.
    expect(result).toMatchObject({ error: { name: 'AbortError' } });
    expect(calls).toEqual(['GET /api/cached', 'GET /api/probe', 'POST /api/users/refresh-token']);
    await expectDownloadsGone();
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, showSessionExpiredModal: true });
    expect(store.getState().api.queries).toEqual({});
    expect(localStorage.getItem('hasSession')).toBeNull();
    expect(localStorage.getItem(RESUME_KEY)).toBeNull();
  });

  it('the start-up check of a session the server no longer takes clears the downloads, without the modal', async () => {
    localStorage.setItem('hasSession', '1');
    fakeNetwork(() => ({
      status: 401,
      body: { success: false, isValid: false, message: 'Token is not valid' },
    }));
    const store = makeStore();

    await store.dispatch(checkSession());

    await expectDownloadsGone();
    expect(store.getState().auth).toMatchObject({
      isAuthenticated: false,
      sessionChecked: true,
      sessionUnavailable: false,
      isLoading: false,
      showSessionExpiredModal: false,
    });
  });

  it('an answer saying the account is deactivated clears the downloads', async () => {
    fakeNetwork((route) =>
      route.startsWith('GET /api/cached')
        ? ok
        : { status: 403, body: { success: false, message: es.login.inactive } },
    );
    const store = await signedInStore();

    await store.dispatch(probes.endpoints.probe.initiate(undefined, { track: false }));

    await expectDownloadsGone();
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('a sign-in refused for a deactivated account clears the downloads, and the form gets its answer', async () => {
    fakeNetwork(() => ({ status: 403, body: { success: false, message: es.login.inactive } }));
    const store = makeStore();

    const result = await store.dispatch(
      authApi.endpoints.login.initiate({ email: user.email, password: 'Calma#Serena9' }, { track: false }),
    );

    expect(result).toMatchObject({ error: { status: 403, data: { message: es.login.inactive } } });
    await expectDownloadsGone();
  });

  it('a session ended in another tab (its hint removed) ends in this one too', async () => {
    fakeNetwork(() => ok);
    const { store } = renderApp(createElement(SessionManager), { user });
    expect(localStorage.getItem('hasSession')).toBe('1');

    // What the browser tells this tab when another one's session ended.
    localStorage.removeItem('hasSession');
    window.dispatchEvent(new StorageEvent('storage', { key: 'hasSession', oldValue: '1', newValue: null }));

    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(false));
    await expectDownloadsGone();
    expect(store.getState().auth.showSessionExpiredModal).toBe(false);
  });
});

describe('no answer is not the end of the session: downloads stay playable', () => {
  it('offline, a call fails and nothing is cleared', async () => {
    fakeNetwork((route) => (route.startsWith('GET /api/cached') ? ok : 'offline'));
    const store = await signedInStore();

    const result = await store.dispatch(probes.endpoints.probe.initiate(undefined, { track: false }));

    expect(result).toMatchObject({ error: { status: 'FETCH_ERROR' } });
    await expectDownloadsKept();
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, showSessionExpiredModal: false });
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
  });

  it.each([
    ['gets no answer (the connection dropped)', 'offline' as const, 'FETCH_ERROR'],
    ['is answered 503', { status: 503, body: { success: false, message: 'Servicio no disponible' } }, 503],
    ['is answered 429', { status: 429, body: { success: false, message: 'Demasiadas solicitudes' } }, 429],
  ])('a 401 whose refresh %s clears nothing', async (_, refresh, status) => {
    fakeNetwork((route) =>
      route.startsWith('GET /api/cached')
        ? ok
        : route === 'POST /api/users/refresh-token'
          ? refresh
          : refused,
    );
    const store = await signedInStore();

    const result = await store.dispatch(probes.endpoints.probe.initiate(undefined, { track: false }));

    expect(result).toMatchObject({ error: { status } });
    await expectDownloadsKept();
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });

  it('a start-up check that gets no answer keeps the downloads for listening offline', async () => {
    localStorage.setItem('hasSession', '1');
    fakeNetwork(() => 'offline');
    const store = makeStore();

    await store.dispatch(checkSession());

    expect(store.getState().auth).toMatchObject({ sessionUnavailable: true, isAuthenticated: false });
    await expectDownloadsKept();
  });

  it('a refusal that is not about the session (a plan without that audio) clears nothing', async () => {
    fakeNetwork((route) =>
      route.startsWith('GET /api/cached')
        ? ok
        : { status: 403, body: { success: false, message: 'No incluido' } },
    );
    const store = await signedInStore();

    await store.dispatch(probes.endpoints.probe.initiate(undefined, { track: false }));

    await expectDownloadsKept();
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });
});
