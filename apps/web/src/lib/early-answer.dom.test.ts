import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyAnswer } from './api';

// The calls public/boot.js sends on a signed-in page before the app has loaded, and how the app's
// own first calls take them (src/lib/api.ts).
const at = (path: string, init?: RequestInit) => new Request(new URL(path, window.location.href), init);
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// A page that has just loaded (the document of a test worker may have been up for longer).
beforeEach(() => {
  vi.spyOn(performance, 'now').mockReturnValue(1_000);
});

afterEach(() => {
  window.__sanarteEarly = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('takeEarlyAnswer', () => {
  it('hands the first GET of an address the answer already under way, once', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    window.__sanarteEarly = { '/api/users/list?kind=clients&page=1': Promise.resolve(answer(200, { n: 1 })) };
    const early = takeEarlyAnswer(at('/api/users/list?kind=clients&page=1'));
    expect(await (await early)?.json()).toEqual({ n: 1 });
    expect(takeEarlyAnswer(at('/api/users/list?kind=clients&page=1'))).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('takes nothing for another address, another method or no early calls', () => {
    expect(takeEarlyAnswer(at('/api/library'))).toBeNull();
    window.__sanarteEarly = { '/api/library': Promise.resolve(answer(200, {})) };
    expect(takeEarlyAnswer(at('/api/library?q=mar'))).toBeNull();
    expect(takeEarlyAnswer(at('/api/library', { method: 'POST', body: '{}' }))).toBeNull();
    expect(window.__sanarteEarly?.['/api/library']).toBeDefined();
  });

  it('sends the call again when the early answer is not a success, or never came', async () => {
    const fetch = vi.fn(async () => answer(200, { isValid: true }));
    vi.stubGlobal('fetch', fetch);
    window.__sanarteEarly = {
      '/api/users/validate-token': Promise.resolve(answer(401, { success: false })),
      '/api/library': Promise.reject(new TypeError('Failed to fetch')),
    };
    expect((await takeEarlyAnswer(at('/api/users/validate-token')))?.status).toBe(200);
    expect((await takeEarlyAnswer(at('/api/library')))?.status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('takes nothing once the page has been up for a while: the answers are dropped', () => {
    window.__sanarteEarly = { '/api/library': Promise.resolve(answer(200, {})) };
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    expect(takeEarlyAnswer(at('/api/library'))).toBeNull();
    expect(window.__sanarteEarly).toBeUndefined();
  });
});
