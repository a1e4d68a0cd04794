import { es } from '@sanarte/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeKey } from '../src/adapters/storage/keys.js';
import { startTestApp, testAppForFile } from './app.js';
import { expectBytes } from './http.js';

const t = testAppForFile({ seed: false });
const KEY = 'audios/prueba.mp3';
const BYTES = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251));

beforeAll(async () => {
  await t.storage.put(KEY, BYTES, 'audio/mpeg');
  await t.storage.put(
    'portada_audios/calma.svg',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    'image/svg+xml',
  );
});

const signed = async (key = KEY, ttlMs = 60_000) => {
  const url = await t.storage.signedUrl(key, new Date(t.clock.now().getTime() + ttlMs));
  return t.baseUrl + url;
};

describe('signed audio URLs', () => {
  it('serve the whole file with Accept-Ranges', async () => {
    const res = await expectBytes(await signed(), null, { status: 200, bytes: BYTES });
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
  });

  it('answer 206 with the exact bytes of a range, so players can seek', async () => {
    const url = await signed();
    await expectBytes(url, 'bytes=1000-1999', {
      status: 206,
      contentRange: `bytes 1000-1999/${BYTES.length}`,
      bytes: BYTES.subarray(1000, 2000),
    });
    await expectBytes(url, 'bytes=9990-', { status: 206, bytes: BYTES.subarray(9990) });
    await expectBytes(url, 'bytes=-10', { bytes: BYTES.subarray(BYTES.length - 10) });
    const beyond = await fetch(url, { headers: { range: 'bytes=20000-30000' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${BYTES.length}`);
  });

  it('refuse an unsigned, tampered or expired URL with 403', async () => {
    const unsigned = await fetch(`${t.baseUrl}/cdn/${KEY}`);
    expect(unsigned.status).toBe(403);
    expect(((await unsigned.json()) as { message: string }).message).toBe(es.errors.mediaExpired);

    const url = new URL(await signed());
    url.searchParams.set('sig', `${url.searchParams.get('sig')?.slice(0, -2)}xx`);
    expect((await fetch(url)).status).toBe(403);

    const other = new URL(await signed());
    other.pathname = '/cdn/audios/otro.mp3';
    expect((await fetch(other)).status).toBe(403);

    const later = new URL(await signed());
    later.searchParams.set('exp', String(Number(later.searchParams.get('exp')) + 3600));
    expect((await fetch(later)).status).toBe(403);

    const shortLived = await signed(KEY, 60_000);
    expect((await fetch(shortLived)).status).toBe(200);
    t.clock.advance(61_000);
    expect((await fetch(shortLived)).status).toBe(403);
    t.clock.reset();
  });

  it('serve public images without a signature', async () => {
    const res = await fetch(`${t.baseUrl}/cdn/portada_audios/calma.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });

  it("carry the security headers of a file, not a page's", async () => {
    const audio = await fetch(await signed(), { headers: { range: 'bytes=0-99' } });
    const denied = await fetch(`${t.baseUrl}/cdn/${KEY}`);
    const page = await fetch(`${t.baseUrl}/api/plans/list`);
    for (const res of [audio, denied]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      // The document-only headers stay on pages and the API.
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'referrer-policy',
        'cross-origin-opener-policy',
      ])
        expect(res.headers.get(name)).toBeNull();
    }
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('keep HSTS on media behind https', async () => {
    const secure = await startTestApp({ env: { PUBLIC_URL: 'https://sanarte.example' }, seed: false });
    try {
      await secure.storage.put(KEY, BYTES, 'audio/mpeg');
      const url = await secure.storage.signedUrl(KEY, new Date(secure.clock.now().getTime() + 60_000));
      const res = await fetch(secure.baseUrl + url, { headers: { range: 'bytes=0-9' } });
      expect(res.status).toBe(206);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
      expect(res.headers.get('content-security-policy')).toBeNull();
    } finally {
      await secure.close();
    }
  });

  it('refuse paths that leave the media root', async () => {
    for (const p of [
      '/cdn/..%2f..%2fetc%2fpasswd',
      '/cdn/%2e%2e/%2e%2e/app-secret',
      '/cdn/audios/..%5c..%5capp-secret',
      '/cdn/%252e%252e/x.png',
    ]) {
      const res = await fetch(t.baseUrl + p);
      expect([400, 403, 404]).toContain(res.status);
      expect(await res.text()).not.toContain('test-secret');
    }
  });
});

describe('normalizeKey', () => {
  it('keeps clean keys and refuses traversal', () => {
    expect(normalizeKey('audios/a.mp3')).toBe('audios/a.mp3');
    expect(normalizeKey('/audios/a.mp3')).toBeNull();
    expect(normalizeKey('audios/')).toBe('audios');
    expect(normalizeKey('', { allowRoot: true })).toBe('');
    for (const bad of [
      '..',
      '../x',
      'a/../../x',
      'a//b',
      'a/./b',
      'a\\b',
      '%2e%2e/x',
      '%252e%252e/x',
      'a/\u0000b',
      '',
    ]) {
      expect(normalizeKey(bad)).toBeNull();
    }
  });
});

describe("media's fast path (answered before Fastify's request handling)", () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  /** An answer as the client sees it, without what depends on the moment or the connection. */
  const comparable = (status: number, headers: Record<string, string | string[] | number | undefined>) => {
    const kept = Object.entries(headers)
      .filter(([k]) => !['date', 'connection', 'keep-alive'].includes(k.toLowerCase()))
      .map(([k, v]) => [k.toLowerCase(), String(v)])
      // Each answer has an id of its own (X-Request-Id): that it has one is compared.
      .map(([k, v]) => [k, k === 'x-request-id' ? String(UUID.test(String(v))) : v]);
    return {
      status,
      headers: Object.fromEntries(kept.sort((x, y) => String(x[0]).localeCompare(String(y[0])))),
    };
  };

  it('answers exactly what the route answers: same status, headers and bytes', async () => {
    const url = new URL(await signed());
    const ranges = [undefined, 'bytes=0-0', 'bytes=1000-1999', 'bytes=9990-', 'bytes=-10'];
    for (const range of ranges) {
      const headers: Record<string, string> = range ? { range } : {};
      const viaHttp = await fetch(url, { headers });
      const body = Buffer.from(await viaHttp.arrayBuffer());
      // app.inject goes to Fastify's handler directly: the route's answer.
      const viaRoute = await t.app.inject({ method: 'GET', url: url.pathname + url.search, headers });
      expect(comparable(viaHttp.status, Object.fromEntries(viaHttp.headers))).toEqual(
        comparable(viaRoute.statusCode, viaRoute.headers),
      );
      expect(body.equals(viaRoute.rawPayload)).toBe(true);
    }
    // Public images too (the SVG keeps its sandboxing policy).
    const svg = `${t.baseUrl}/cdn/portada_audios/calma.svg`;
    const viaHttp = await fetch(svg);
    const viaRoute = await t.app.inject({ method: 'GET', url: '/cdn/portada_audios/calma.svg' });
    expect(comparable(viaHttp.status, Object.fromEntries(viaHttp.headers))).toEqual(
      comparable(viaRoute.statusCode, viaRoute.headers),
    );
    expect(viaHttp.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('leaves the rest to the route: HEAD, encoded paths, bad signatures, 416, long ranges', async () => {
    const url = await signed();
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('accept-ranges')).toBe('bytes');
    const encoded = await fetch(url.replace('prueba', '%70rueba'));
    expect(encoded.status).toBe(200);
    expect(Buffer.from(await encoded.arrayBuffer()).equals(BYTES)).toBe(true);
    const twice = await fetch(`${url}&sig=again`);
    expect(twice.status).toBe(403);
    const traversal = await fetch(`${t.baseUrl}/cdn/audios/../../etc/passwd`);
    expect([400, 403, 404]).toContain(traversal.status);
    const unsatisfiable = await fetch(url, { headers: { range: 'bytes=10000-' } });
    expect(unsatisfiable.status).toBe(416);
    // Larger than the files held in memory: streamed by the route.
    const big = Buffer.from(Array.from({ length: 600_000 }, (_, i) => i % 253));
    await t.storage.put('audios/larga.mp3', big, 'audio/mpeg');
    const long = await fetch(await signed('audios/larga.mp3'), { headers: { range: 'bytes=0-550000' } });
    expect(long.status).toBe(206);
    expect(long.headers.get('content-range')).toBe('bytes 0-550000/600000');
    expect(Buffer.from(await long.arrayBuffer()).equals(big.subarray(0, 550_001))).toBe(true);
  });

  it('answers a long range of a file held in memory as the route does', async () => {
    const held = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 7) % 256));
    await t.storage.put('audios/corta.mp3', held, 'audio/mpeg');
    const url = new URL(await signed('audios/corta.mp3'));
    const headers = { range: 'bytes=100-150100' };
    for (let i = 0; i < 2; i++) {
      const viaHttp = await fetch(url, { headers });
      expect(viaHttp.status).toBe(206);
      expect(viaHttp.headers.get('content-range')).toBe('bytes 100-150100/200000');
      expect(Buffer.from(await viaHttp.arrayBuffer()).equals(held.subarray(100, 150_101))).toBe(true);
    }
    const viaRoute = await t.app.inject({ method: 'GET', url: url.pathname + url.search, headers });
    expect(viaRoute.rawPayload.equals(held.subarray(100, 150_101))).toBe(true);
  });

  it('answers a URL it admitted before with 404 once its file is deleted', async () => {
    const key = 'audios/se-va.mp3';
    await t.storage.put(key, Buffer.from('aquí estaba'), 'audio/mpeg');
    const url = await signed(key);
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url)).status).toBe(200);
    await t.storage.delete(key);
    expect((await fetch(url)).status).toBe(404);
  });

  it('sees a replaced file at once (this process wrote it)', async () => {
    const key = 'audios/cambia.mp3';
    await t.storage.put(key, Buffer.from('primero'), 'audio/mpeg');
    const url = await signed(key);
    expect(await (await fetch(url)).text()).toBe('primero');
    await t.storage.put(key, Buffer.from('segundo!'), 'audio/mpeg');
    const again = await fetch(url);
    expect(again.headers.get('content-length')).toBe('8');
    expect(await again.text()).toBe('segundo!');
  });
});
