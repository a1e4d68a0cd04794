import 'fake-indexeddb/auto';
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { offlineDb } from './db';
import { reportQueue } from './report-queue';

/** The app's queue: IndexedDB for the pending reports, POST /api/stats/playback through the API slice. */

function apiStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

function fakeServer(status: number) {
  const calls: { url: string; method: string; type: string | null; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push({
      url: new URL(request.url).pathname,
      method: request.method,
      type: request.headers.get('content-type'),
      body: JSON.parse(await request.text()),
    });
    return new Response(
      JSON.stringify(status < 400 ? { success: true } : { success: false, message: 'no' }),
      {
        status,
        headers: { 'content-type': 'application/json' },
      },
    );
  });
  return calls;
}

let detach: (() => void) | null = null;
afterEach(async () => {
  detach?.();
  detach = null;
  await (await offlineDb()).clear('reports');
});

describe('the app report queue', () => {
  it('does nothing before it is attached: the report waits in IndexedDB', async () => {
    const calls = fakeServer(200);
    await reportQueue.add({ audioId: 'a1', listenedSeconds: 15, positionSeconds: 40 });
    await reportQueue.flush();
    expect(calls).toEqual([]);
    expect(await (await offlineDb()).count('reports')).toBe(1);
  });

  it('posts JSON to /api/stats/playback with the id and the age, then forgets the report', async () => {
    const calls = fakeServer(200);
    const report = await reportQueue.add({ audioId: 'a1', listenedSeconds: 15, positionSeconds: 40 });
    detach = reportQueue.attach(apiStore().dispatch);
    await vi.waitFor(async () => expect(await reportQueue.pending()).toEqual([]));
    expect(calls).toEqual([
      {
        url: '/api/stats/playback',
        method: 'POST',
        type: 'application/json',
        body: {
          audioId: 'a1',
          listenedSeconds: 15,
          positionSeconds: 40,
          reportId: report.reportId,
          ageSeconds: 0,
        },
      },
    ]);
  });

  it('keeps a report the server could not take now (503) and drops one it refused (400)', async () => {
    fakeServer(503);
    detach = reportQueue.attach(apiStore().dispatch);
    await reportQueue.add({ audioId: 'a1', listenedSeconds: 15, positionSeconds: 40 });
    await reportQueue.flush();
    expect(await reportQueue.pending()).toHaveLength(1);

    fakeServer(400);
    await reportQueue.flush();
    expect(await reportQueue.pending()).toEqual([]);
  });
});
