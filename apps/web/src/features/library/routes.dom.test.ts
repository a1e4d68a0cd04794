import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../app/store';
import { api } from '../../lib/api';
import { storageKeys } from '../../lib/storage';
import { LIBRARY_FRESH_SECONDS, libraryApi } from './api';
import { libraryRoutes } from './routes';

/**
 * Mi Biblioteca's route asks for the library itself, so that the request leaves beside the page's
 * code and the session check; the page mounting moments later reads that answer instead of asking
 * again, and the route asks again once the answer is older than LIBRARY_FRESH_SECONDS.
 */

let calls: string[] = [];
beforeEach(() => {
  calls = [];
  localStorage.setItem(storageKeys.sessionHint, '1');
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
  store.dispatch(api.util.resetApiState());
  vi.useRealTimers();
});

/** The calls for the library itself (the route asks for "Para ti" beside it). */
const libraryCalls = () => calls.filter((call) => call === 'GET /api/library');

/** The router entering /panel/biblioteca: the route's loader. */
const navigate = () => {
  const { loader } = libraryRoutes[0] ?? {};
  if (!(loader instanceof Function)) throw new Error('Mi Biblioteca has no loader');
  return loader({
    request: new Request(new URL('/panel/biblioteca', window.location.href)),
  } as LoaderFunctionArgs);
};

/** What the page does on mount (useLibraryQuery('', { refetchOnMountOrArgChange })). */
async function pageMounts() {
  const subscription = store.dispatch(
    libraryApi.endpoints.library.initiate('', { forceRefetch: LIBRARY_FRESH_SECONDS }),
  );
  const result = await subscription;
  subscription.unsubscribe();
  return result;
}

describe('Mi Biblioteca: the route asks for the library', () => {
  it('starts GET /api/library, "Para ti" and "Guardados", without waiting for the page', async () => {
    expect(navigate()).toBeNull();
    await vi.waitFor(() =>
      expect(calls).toEqual(['GET /api/library', 'GET /api/library/for-you', 'GET /api/library/saved']),
    );
  });

  it('the page mounting moments later reads that answer: one request', async () => {
    navigate();
    const result = await pageMounts();
    expect(result.data).toEqual({ hasSubscription: true, categories: [] });
    expect(libraryCalls()).toEqual(['GET /api/library']);
  });

  it('asks again on a later visit once its answer is older than LIBRARY_FRESH_SECONDS', async () => {
    navigate();
    await pageMounts();
    navigate();
    expect(libraryCalls()).toEqual(['GET /api/library']);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (LIBRARY_FRESH_SECONDS + 1) * 1000);
    navigate();
    await vi.waitFor(() => expect(libraryCalls()).toEqual(['GET /api/library', 'GET /api/library']));
    await pageMounts();
    expect(libraryCalls()).toEqual(['GET /api/library', 'GET /api/library']);
  });
});
