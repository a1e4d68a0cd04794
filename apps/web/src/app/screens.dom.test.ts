import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api';
import { storageKeys } from '../lib/storage';
import { type RouteHandle, screen } from './screens';
import { store } from './store';

/**
 * A screen's route starts the queries it declares (`data`) from its loader, as navigation starts:
 * the page mounting moments later reads their answers instead of asking again. A visitor who never
 * signed in sends none of them (the guards send them to sign in).
 */

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    screenProbe: build.query<{ folder: string }, string>({
      query: (folder) => ({ url: '/probe', params: { folder } }),
    }),
  }),
});

let calls: string[] = [];
beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    return new Response(JSON.stringify({ folder: url.searchParams.get('folder') }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  store.dispatch(api.util.resetApiState());
});

const route = screen(
  { path: '/probe' },
  {
    data: (url) => [probeApi.endpoints.screenProbe.initiate(url.searchParams.get('folder') ?? '')],
    outline: { title: 'Sonda' },
  },
);
const load = (address: string) =>
  route.loader instanceof Function
    ? route.loader({ request: new Request(new URL(address, window.location.href)) } as LoaderFunctionArgs)
    : undefined;

describe('a screen’s route', () => {
  it('starts its data from the address as navigation starts, without waiting for it', async () => {
    localStorage.setItem(storageKeys.sessionHint, '1');
    expect(load('/probe?folder=covers')).toBeNull();
    await vi.waitFor(() => expect(calls).toEqual(['GET /api/probe?folder=covers']));
  });

  it('leaves the answer to the page, which reads it instead of asking again', async () => {
    localStorage.setItem(storageKeys.sessionHint, '1');
    load('/probe?folder=covers');
    const page = store.dispatch(probeApi.endpoints.screenProbe.initiate('covers'));
    expect((await page).data).toEqual({ folder: 'covers' });
    page.unsubscribe();
    expect(calls).toEqual(['GET /api/probe?folder=covers']);
  });

  it('sends nothing for a browser that never signed in', () => {
    const started = () => !probeApi.endpoints.screenProbe.select('covers')(store.getState()).isUninitialized;
    load('/probe?folder=covers');
    expect(started()).toBe(false);
    localStorage.setItem(storageKeys.sessionHint, '1');
    load('/probe?folder=covers');
    expect(started()).toBe(true);
  });

  it('carries what the build reads: its needs, in the route’s handle', () => {
    expect((route.handle as RouteHandle).screen?.outline).toEqual({ title: 'Sonda' });
    expect(screen({ path: '/x' }, { outline: {} }).loader).toBeUndefined();
  });
});
