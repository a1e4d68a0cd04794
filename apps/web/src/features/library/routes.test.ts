import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { LIBRARY_FRESH_SECONDS, libraryApi } from './api';
import { prefetchLibrary } from './routes';

/**
 * Mi Biblioteca's route asks for the library itself, so that the request leaves beside the page's
 * code and the session check; the page mounting moments later reads that answer instead of asking
 * again, and asks again once it is older than LIBRARY_FRESH_SECONDS. Runs in node: fetch and
 * Request are stood in for.
 */

let calls: string[] = [];
const BaseRequest = globalThis.Request;
beforeEach(() => {
  calls = [];
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
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    const body = { success: true, data: { hasSubscription: true, categories: [] } };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const makeStore = () =>
  configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (gdm) => gdm().concat(api.middleware),
  });

/** What the page does on mount (useLibraryQuery('', { refetchOnMountOrArgChange })). */
async function pageMounts(store: ReturnType<typeof makeStore>) {
  const subscription = store.dispatch(
    libraryApi.endpoints.library.initiate('', { forceRefetch: LIBRARY_FRESH_SECONDS }),
  );
  const result = await subscription;
  subscription.unsubscribe();
  return result;
}

describe('Mi Biblioteca: the route asks for the library', () => {
  it('starts GET /api/library without waiting for the page', async () => {
    const store = makeStore();
    expect(prefetchLibrary(store.dispatch)).toBeNull();
    await vi.waitFor(() => expect(calls).toEqual(['GET /api/library']));
  });

  it('the page mounting moments later reads that answer: one request', async () => {
    const store = makeStore();
    prefetchLibrary(store.dispatch);
    const result = await pageMounts(store);
    expect(result.data).toEqual({ hasSubscription: true, categories: [] });
    expect(calls).toEqual(['GET /api/library']);
  });

  it('a library older than LIBRARY_FRESH_SECONDS is asked for again on mount', async () => {
    const store = makeStore();
    prefetchLibrary(store.dispatch);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await pageMounts(store);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (LIBRARY_FRESH_SECONDS + 1) * 1000);
    await pageMounts(store);
    expect(calls).toEqual(['GET /api/library', 'GET /api/library']);
  });
});
