import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureSessionHooks } from '../../lib/api';
import { sessionUser } from '../../test/users';
import { authReducer, loginSuccess } from './auth-slice';
import { authSessionHooks, checkSession } from './session';

/**
 * The session side of the base query: one refresh for every request that
 * meets a 401 meanwhile, one replay per request, and the expiry path when the refresh fails.
 * Runs in node: fetch, Request and localStorage are stood in for.
 */

const user = sessionUser();

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<{ success: boolean; n: number }, number>({
      query: (n) => ({ url: `/probe?n=${n}` }),
    }),
    loginProbe: build.mutation<unknown, void>({
      query: () => ({ url: '/users/login', method: 'POST', body: {} }),
    }),
  }),
});

/** An answer, or 'offline' for a request that never gets one (fetch rejects). */
type Handler = (path: string, method: string) => { status: number; body: unknown } | 'offline';
let calls: string[] = [];
let handler: Handler;
/** The server's 401 for an access token it does not accept; validate-token adds `isValid: false`. */
const TOKEN_REFUSED = { status: 401, body: { success: false, message: 'Token is not valid' } };
const TOKEN_INVALID = {
  status: 401,
  body: { success: false, isValid: false, message: 'Token is not valid' },
};
const stored = new Map<string, string>();

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const BaseRequest = globalThis.Request;
beforeEach(() => {
  calls = [];
  stored.clear();
  vi.stubGlobal('__CLIENT_API_KEY__', '');
  vi.stubGlobal('__CLIENT_API_SECRET__', '');
  vi.stubGlobal(
    'Request',
    class extends BaseRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost').href : input, init);
      }
    },
  );
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    },
  });
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const path = `${url.pathname}${url.search}`;
    calls.push(`${request.method} ${path}`);
    // Let concurrent requests overlap as they would on a network.
    await new Promise((r) => setTimeout(r, 5));
    const answer = handler(path, request.method);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return json(answer.status, answer.body);
  });
  configureSessionHooks(authSessionHooks);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function makeStore(signedIn: boolean) {
  const store = configureStore({
    reducer: combineReducers({ [api.reducerPath]: api.reducer, auth: authReducer }),
    middleware: (gdm) => gdm().concat(api.middleware),
  });
  if (signedIn) store.dispatch(loginSuccess(user));
  return store;
}

const call = (store: ReturnType<typeof makeStore>, n: number) =>
  store.dispatch(probe.endpoints.probe.initiate(n, { track: false }));

describe('base query: refresh and replay', () => {
  it('refreshes once for several requests failing together, then replays each once', async () => {
    let refreshed = false;
    handler = (path) => {
      if (path === '/api/users/refresh-token') {
        refreshed = true;
        return { status: 200, body: { success: true } };
      }
      return refreshed
        ? { status: 200, body: { success: true, n: Number(path.split('=')[1]) } }
        : TOKEN_REFUSED;
    };
    const store = makeStore(true);
    const results = await Promise.all([call(store, 1), call(store, 2), call(store, 3)]);

    expect(results.map((r) => r.data?.n)).toEqual([1, 2, 3]);
    expect(calls.filter((c) => c.includes('refresh-token'))).toHaveLength(1);
    for (const n of [1, 2, 3]) {
      expect(calls.filter((c) => c === `GET /api/probe?n=${n}`)).toHaveLength(2);
    }
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(store.getState().auth.showSessionExpiredModal).toBe(false);
  });

  it('retries a request at most once even if the replay meets a 401 again', async () => {
    handler = (path) =>
      path === '/api/users/refresh-token' ? { status: 200, body: { success: true } } : TOKEN_REFUSED;
    const store = makeStore(true);
    const result = await call(store, 1);
    expect(result.error).toMatchObject({ status: 401 });
    expect(calls).toEqual(['GET /api/probe?n=1', 'POST /api/users/refresh-token', 'GET /api/probe?n=1']);
  });

  it('when the refresh fails: logout, the expired modal, stored redirect and Google flag removed', async () => {
    stored.set('loginRedirect', '/panel');
    stored.set('googleOrigin', '1');
    stored.set('hasSession', '1');
    handler = () => TOKEN_REFUSED;
    const store = makeStore(true);
    const results = await Promise.all([call(store, 1), call(store, 2)]);

    expect(results.every((r) => r.error)).toBe(true);
    expect(calls.filter((c) => c.includes('refresh-token'))).toHaveLength(1);
    const { auth } = store.getState();
    expect(auth).toMatchObject({
      user: null,
      isAuthenticated: false,
      showSessionExpiredModal: true,
      authEpoch: 1,
    });
    expect(stored.has('loginRedirect')).toBe(false);
    expect(stored.has('googleOrigin')).toBe(false);
  });

  it('does not refresh for a signed-out visitor, nor for login calls', async () => {
    handler = () => ({ status: 401, body: { success: false, message: 'Correo o contraseña incorrectos' } });
    const anonymous = makeStore(false);
    await call(anonymous, 1);
    const signedIn = makeStore(true);
    await signedIn.dispatch(probe.endpoints.loginProbe.initiate(undefined, { track: false }));
    expect(calls).toEqual(['GET /api/probe?n=1', 'POST /api/users/login']);
    expect(signedIn.getState().auth.showSessionExpiredModal).toBe(false);
  });

  it('a 401 from validate-token removes the temporary flag', async () => {
    stored.set('isTemporary', 'true');
    handler = () => TOKEN_INVALID;
    const store = makeStore(false);
    const { authApi } = await import('./api');
    await store.dispatch(authApi.endpoints.validateToken.initiate(undefined, { track: false }));
    expect(stored.has('isTemporary')).toBe(false);
    // The start-up check may refresh silently: no modal when that fails too.
    expect(calls).toEqual(['GET /api/users/validate-token', 'POST /api/users/refresh-token']);
    expect(store.getState().auth.showSessionExpiredModal).toBe(false);
  });

  it.each([
    ['offline', 'offline' as const, 'FETCH_ERROR'],
    ['answering 503', { status: 503, body: { success: false, message: 'Servicio no disponible' } }, 503],
  ])(
    'a refresh that meets a service %s signs nobody out: the call fails with that error',
    async (_, answer, status) => {
      stored.set('hasSession', '1');
      stored.set('loginRedirect', '/panel/mis-tests');
      handler = (path) => (path === '/api/users/refresh-token' ? answer : TOKEN_REFUSED);
      const store = makeStore(true);
      const result = await call(store, 1);
      expect(result.error).toMatchObject({ status });
      const { auth } = store.getState();
      expect(auth).toMatchObject({ isAuthenticated: true, showSessionExpiredModal: false, authEpoch: 0 });
      expect(stored.get('hasSession')).toBe('1');
      expect(stored.get('loginRedirect')).toBe('/panel/mis-tests');
    },
  );
});

describe('start-up session check', () => {
  it.each([
    ['offline', 'offline' as const],
    ['answering 503', { status: 503, body: { success: false, message: 'Servicio no disponible' } }],
    ['answering 500', { status: 500, body: { success: false, message: 'Error' } }],
  ])('with the service %s: not signed out, marked unavailable; a retry then signs in', async (_, answer) => {
    stored.set('hasSession', '1');
    let down = true;
    handler = (path) =>
      down
        ? answer
        : path === '/api/users/validate-token'
          ? { status: 200, body: { success: true, isValid: true, data: { user } } }
          : { status: 404, body: {} };
    const store = makeStore(false);
    await store.dispatch(checkSession());
    expect(store.getState().auth).toMatchObject({
      user: null,
      isAuthenticated: false,
      sessionChecked: true,
      sessionUnavailable: true,
      showSessionExpiredModal: false,
    });
    expect(stored.get('hasSession')).toBe('1');

    down = false;
    await store.dispatch(checkSession());
    expect(store.getState().auth).toMatchObject({
      isAuthenticated: true,
      sessionUnavailable: false,
      user: { _id: 'u1' },
    });
  });

  it('a session the server refuses (401 and a refused refresh) is signed out, not unavailable', async () => {
    stored.set('hasSession', '1');
    handler = () => TOKEN_INVALID;
    const store = makeStore(false);
    await store.dispatch(checkSession());
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, sessionUnavailable: false });
    expect(stored.has('hasSession')).toBe(false);
  });
});
