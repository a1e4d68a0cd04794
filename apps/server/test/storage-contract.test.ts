import { readFile, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { es } from '@sanarte/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidKeyError } from '../src/adapters/storage/keys.js';
import type { LocalStorage } from '../src/adapters/storage/local.js';
import { S3Storage } from '../src/adapters/storage/s3.js';
import type { FileItem, Storage } from '../src/adapters/storage/types.js';
import { createMetrics } from '../src/lib/metrics.js';
import { registerErrorHandling } from '../src/plugins/app/errors.js';
import { type TestApp, freePort, startTestApp } from './app.js';
import { expectBytes } from './http.js';
import { type S3Server, startS3Server } from './s3rver.js';

/**
 * One contract, two adapters: everything the app relies on from its media storage behaves the same
 * on local files (served by the app at /cdn, uploads at /cdn-upload) and on S3 (a real
 * S3-compatible server behind a front that enforces signatures and expiry as S3 does: see
 * test/s3rver.ts). URLs are fetched over real HTTP, as a browser would.
 */
interface Subject {
  storage: Storage;
  /** A URL the storage handed out, as the browser resolves it (local URLs are relative to the app). */
  absolute(url: string): string;
  /** The same storage, made to fail for a reason other than "missing"; and a key to try. */
  broken(): Promise<{ storage: Storage; key: string }>;
}

let app: TestApp;
let s3: S3Server;
const subjects: Record<'local' | 's3', () => Subject> = {
  local: () => ({
    storage: app.storage,
    absolute: (url) => new URL(url, app.baseUrl).toString(),
    async broken() {
      // A symbolic link that points at itself: stat fails with ELOOP, which is no "missing file".
      const file = path.join(app.storage.root, 'broken', 'loop.mp3');
      await app.storage.put('broken/placeholder.txt', Buffer.from('x'), 'text/plain');
      await symlink(file, file);
      return { storage: app.storage, key: 'broken/loop.mp3' };
    },
  }),
  s3: () => {
    const options = {
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    };
    return {
      storage: new S3Storage(options),
      absolute: (url) => url,
      async broken() {
        // The wrong secret: the store answers 403 SignatureDoesNotMatch.
        return { storage: new S3Storage({ ...options, secretAccessKey: 'wrong' }), key: 'audios/a.mp3' };
      },
    };
  },
};

beforeAll(async () => {
  [app, s3] = await Promise.all([startTestApp({ seed: false }), startS3Server()]);
});
afterAll(async () => {
  await Promise.all([app?.close(), s3?.close()]);
});

const BYTES = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251));
/** An MP3 head (ID3), so the local upload route's content check passes. */
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(300, 7)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(50, 3),
]);
const inAMinute = () => new Date(Date.now() + 60_000);

/**
 * The URL with the first character of its signature changed, to another digit (a digit in hex and
 * base64url alike; the first character carries whole bits in both).
 */
function tamperSignature(url: string): string {
  return url.replace(/([?&](?:sig|X-Amz-Signature)=)([^&]*)/, (_m, name: string, sig: string) => {
    const first = sig.slice(0, 1) === '0' ? '1' : '0';
    return `${name}${first}${sig.slice(1)}`;
  });
}

const fileOf = (items: FileItem[]) =>
  items.map((i) => ({ name: i.name, key: i.key, isDirectory: i.isDirectory, size: i.size }));

/** What each adapter listed in the listing test, compared at the end. */
const listings: Partial<Record<'local' | 's3', unknown>> = {};

describe.each(['local', 's3'] as const)('storage contract: %s', (kind) => {
  let s: Subject;
  beforeAll(() => {
    s = subjects[kind]();
  });

  it('puts, stats and deletes; a missing key is null / false', async () => {
    const { storage } = s;
    await storage.put('docs/nota.txt', BYTES, 'text/plain');
    const stat = await storage.stat('docs/nota.txt');
    expect(stat?.size).toBe(BYTES.length);
    expect(stat?.lastModified).toBeInstanceOf(Date);
    expect(Math.abs((stat?.lastModified.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(await storage.read('docs/nota.txt')).toEqual(Buffer.from(BYTES));
    // Writing again replaces the content.
    await storage.put('docs/nota.txt', BYTES.subarray(0, 10), 'text/plain');
    expect((await storage.stat('docs/nota.txt'))?.size).toBe(10);
    expect(await storage.read('docs/nota.txt')).toEqual(Buffer.from(BYTES.subarray(0, 10)));

    expect(await storage.delete('docs/nota.txt')).toBe(true);
    expect(await storage.stat('docs/nota.txt')).toBeNull();
    expect(await storage.delete('docs/nota.txt')).toBe(false);
    expect(await storage.stat('nunca/existio.mp3')).toBeNull();
    expect(await storage.read('nunca/existio.mp3')).toBeNull();
    expect(await storage.delete('nunca/existio.mp3')).toBe(false);
    // A folder is no file.
    await storage.put('docs/sub/a.txt', BYTES, 'text/plain');
    expect(await storage.stat('docs/sub')).toBeNull();
    expect(await storage.delete('docs/sub')).toBe(false);
    expect((await storage.stat('docs/sub/a.txt'))?.size).toBe(BYTES.length);
  });

  it('turns only "not found" into null / false: other failures throw', async () => {
    const { storage, key } = await s.broken();
    await expect(storage.stat(key)).rejects.toThrow();
    await expect(storage.delete(key)).rejects.toThrow();
    if (kind === 's3') {
      // Nothing listening: a network failure, not a missing file.
      const port = await freePort();
      const away = new S3Storage({
        bucket: s3.bucket,
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
      });
      await expect(away.stat('audios/a.mp3')).rejects.toThrow();
      await expect(away.delete('audios/a.mp3')).rejects.toThrow();
    } else {
      await rm(path.join(app.storage.root, 'broken'), { recursive: true, force: true });
    }
  });

  it('lists the direct children of a folder: folders first, then files, by name', async () => {
    const { storage } = s;
    for (const key of [
      'lib/b.mp3',
      'lib/A.mp3',
      'lib/ñandú.mp3',
      'lib/Árbol.mp3',
      'lib/zeta/x.mp3',
      'lib/alpha/y.mp3',
      'lib/alpha/deep/z.mp3',
      'lib/Beta/w.mp3',
    ]) {
      await storage.put(key, BYTES.subarray(0, key.length), 'audio/mpeg');
    }
    const items = await storage.list('lib');
    expect(items.map((i) => i.name)).toEqual([
      'alpha',
      'Beta',
      'zeta',
      'A.mp3',
      'Árbol.mp3',
      'b.mp3',
      'ñandú.mp3',
    ]);
    expect(items.find((i) => i.name === 'alpha')).toMatchObject({
      key: 'lib/alpha',
      isDirectory: true,
      size: 0,
    });
    expect(items.find((i) => i.name === 'ñandú.mp3')).toMatchObject({
      key: 'lib/ñandú.mp3',
      isDirectory: false,
      size: 'lib/ñandú.mp3'.length,
    });
    for (const i of items) expect(Number.isNaN(Date.parse(i.lastModified))).toBe(false);
    // A trailing slash names the same folder; a subfolder lists only its own children.
    expect(fileOf(await storage.list('lib/'))).toEqual(fileOf(items));
    expect(fileOf(await storage.list('lib/alpha'))).toEqual([
      { name: 'deep', key: 'lib/alpha/deep', isDirectory: true, size: 0 },
      { name: 'y.mp3', key: 'lib/alpha/y.mp3', isDirectory: false, size: 'lib/alpha/y.mp3'.length },
    ]);
    // The root lists top-level folders; a missing folder is empty.
    const root = await storage.list('');
    expect(root.find((i) => i.name === 'lib')).toMatchObject({ key: 'lib', isDirectory: true });
    expect(root.every((i) => !i.key.includes('/'))).toBe(true);
    expect(await storage.list('no-existe')).toEqual([]);
    listings[kind] = fileOf(items);
  });

  it('serves a signed URL whole (200) and by byte range (206)', async () => {
    const { storage } = s;
    await storage.put('audios/rango.mp3', BYTES, 'audio/mpeg');
    const url = s.absolute(await storage.signedUrl('audios/rango.mp3', inAMinute()));
    const whole = await expectBytes(url, null, { status: 200, bytes: BYTES });
    expect(whole.headers.get('accept-ranges')).toBe('bytes');

    await expectBytes(url, 'bytes=1000-1999', {
      status: 206,
      contentRange: `bytes 1000-1999/${BYTES.length}`,
      bytes: BYTES.subarray(1000, 2000),
    });
    await expectBytes(url, 'bytes=9990-', {
      status: 206,
      contentRange: `bytes 9990-9999/${BYTES.length}`,
      bytes: BYTES.subarray(9990),
    });
  });

  it('refuses a signed URL once it has expired (403)', async () => {
    const { storage } = s;
    await storage.put('audios/breve.mp3', BYTES, 'audio/mpeg');
    // S3 presigns in whole seconds (at least one) from a date rounded down to the second: 2.5 s
    // from now leaves at least one second in which the URL works.
    const url = s.absolute(await storage.signedUrl('audios/breve.mp3', new Date(Date.now() + 2500)));
    const first = await fetch(url, { headers: { range: 'bytes=0-9' } });
    expect(first.status).toBe(206);
    await first.arrayBuffer();
    await expect
      .poll(
        async () => {
          const res = await fetch(url);
          await res.arrayBuffer();
          return res.status;
        },
        { timeout: 8000, interval: 250 },
      )
      .toBe(403);
  });

  it('lets exactly one of several simultaneous PUTs to one upload URL through', async () => {
    const { storage } = s;
    const key = 'subidas/carrera.mp3';
    const upload = await storage.presignUpload(key, 'audio/mpeg', inAMinute());
    const bodies = [1, 2, 3, 4, 5].map((n) => Buffer.concat([MP3, Buffer.alloc(n, n)]));
    const statuses = await Promise.all(
      bodies.map(async (body) => {
        const res = await fetch(s.absolute(upload.url), { method: 'PUT', headers: upload.headers, body });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 412)).toHaveLength(4);
    const winner = bodies[statuses.indexOf(200)];
    expect((await storage.stat(key))?.size).toBe(winner?.length);
  });

  it('refuses a presigned upload once it has expired (403)', async () => {
    const { storage } = s;
    const key = 'subidas/tarde.mp3';
    const upload = await storage.presignUpload(key, 'audio/mpeg', new Date(Date.now() + 2500));
    const put = async () => {
      const res = await fetch(s.absolute(upload.url), { method: 'PUT', headers: upload.headers, body: MP3 });
      await res.arrayBuffer();
      return res.status;
    };
    expect(await put()).toBe(200);
    // Then 412 (the file exists) for as long as the URL lives, and 403 once it has expired.
    const seen = new Set<number>();
    await expect
      .poll(
        async () => {
          const status = await put();
          seen.add(status);
          return status;
        },
        { timeout: 8000, interval: 250 },
      )
      .toBe(403);
    expect([...seen].every((status) => status === 412 || status === 403)).toBe(true);
    expect((await storage.stat(key))?.size).toBe(MP3.length);
  });

  it('refuses a tampered, re-aimed or unsigned URL (403); images are public', async () => {
    const { storage } = s;
    await storage.put('audios/uno.mp3', BYTES, 'audio/mpeg');
    await storage.put('audios/dos.mp3', BYTES, 'audio/mpeg');
    const url = s.absolute(await storage.signedUrl('audios/uno.mp3', inAMinute()));
    expect((await fetch(url)).status).toBe(200);
    expect(tamperSignature(url)).not.toBe(url);
    expect((await fetch(tamperSignature(url))).status).toBe(403);
    expect((await fetch(url.replace('uno.mp3', 'dos.mp3'))).status).toBe(403);
    expect((await fetch(s.absolute(storage.publicUrl('audios/uno.mp3')))).status).toBe(403);

    await storage.put('portada_audios/calma.png', PNG, 'image/png');
    const cover = await fetch(s.absolute(storage.publicUrl('portada_audios/calma.png')));
    expect(cover.status).toBe(200);
    expect(Buffer.from(await cover.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('takes a presigned upload with exactly the headers it returned, once, and only of that type', async () => {
    const { storage } = s;
    const key = 'subidas/nuevo.mp3';
    const upload = await storage.presignUpload(key, 'audio/mpeg', inAMinute());
    expect(upload.method).toBe('PUT');
    expect(upload.headers).toEqual({ 'content-type': 'audio/mpeg', 'if-none-match': '*' });
    const url = s.absolute(upload.url);
    const put = await fetch(url, { method: 'PUT', headers: upload.headers, body: MP3 });
    expect(put.status).toBe(200);
    expect((await storage.stat(key))?.size).toBe(MP3.length);
    const back = await fetch(s.absolute(await storage.signedUrl(key, inAMinute())));
    expect(Buffer.from(await back.arrayBuffer()).equals(MP3)).toBe(true);

    // The URL creates the file once: a second PUT is refused and the file stays as it was.
    const again = await fetch(url, {
      method: 'PUT',
      headers: upload.headers,
      body: Buffer.concat([MP3, MP3]),
    });
    expect(again.status).toBe(412);
    expect((await storage.stat(key))?.size).toBe(MP3.length);
    // So does a fresh URL for a key that exists already.
    const over = await storage.presignUpload(key, 'audio/mpeg', inAMinute());
    const overPut = await fetch(s.absolute(over.url), { method: 'PUT', headers: over.headers, body: MP3 });
    expect(overPut.status).toBe(412);

    // The content type is part of the signature.
    const other = await storage.presignUpload('subidas/otro.mp3', 'audio/mpeg', inAMinute());
    const wrongType = await fetch(s.absolute(other.url), {
      method: 'PUT',
      headers: { ...other.headers, 'content-type': 'text/html' },
      body: MP3,
    });
    expect(wrongType.status).toBe(403);
    // Nor can the URL be aimed at another key.
    const moved = await fetch(s.absolute(other.url).replace('otro.mp3', 'ajeno.mp3'), {
      method: 'PUT',
      headers: other.headers,
      body: MP3,
    });
    expect(moved.status).toBe(403);
    expect(await storage.stat('subidas/otro.mp3')).toBeNull();
    expect(await storage.stat('subidas/ajeno.mp3')).toBeNull();
  });

  it('refuses keys that could leave the media root, with InvalidKeyError, before touching anything', async () => {
    const { storage } = s;
    const before = kind === 's3' ? s3.exchanges.length : 0;
    for (const bad of ['../x', 'a/../../x', '/etc/passwd', 'a\\..\\b', '%2e%2e/x', '', '..', 'a//b']) {
      await expect(storage.put(bad, MP3, 'audio/mpeg'), bad).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.signedUrl(bad, inAMinute()), bad).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.presignUpload(bad, 'audio/mpeg', inAMinute()), bad).rejects.toBeInstanceOf(
        InvalidKeyError,
      );
      await expect(storage.stat(bad), bad).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.delete(bad), bad).rejects.toBeInstanceOf(InvalidKeyError);
      if (bad !== '') await expect(storage.list(bad), bad).rejects.toBeInstanceOf(InvalidKeyError);
    }
    if (kind === 's3') {
      expect(s3.exchanges.length).toBe(before);
    } else {
      const outside = path.resolve((storage as LocalStorage).root, '..', 'x');
      await expect(readFile(outside)).rejects.toMatchObject({ code: 'ENOENT' });
    }
  });

  it('finds the key behind its public and signed URLs', async () => {
    const { storage } = s;
    for (const key of ['audios/Mi relajación (1).mp3', 'portada_audios/a+b.png', 'x/y z.txt']) {
      expect(storage.keyFromUrl(storage.publicUrl(key))).toBe(key);
      const signed = await storage.signedUrl(key, inAMinute());
      expect(storage.keyFromUrl(signed)).toBe(key);
      expect(storage.keyFromUrl(s.absolute(signed))).toBe(key);
    }
  });
});

describe('storage contract: both adapters', () => {
  it('listed the same folder identically', () => {
    expect(listings.local).toBeDefined();
    expect(listings.s3).toEqual(listings.local);
  });
});

describe('InvalidKeyError in a route', () => {
  it('answers 400 with the Spanish message, never 500', async () => {
    const server = Fastify();
    registerErrorHandling(server, createMetrics());
    server.get('/put', async () => {
      await app.storage.put('../fuera.mp3', MP3, 'audio/mpeg');
      return 'no';
    });
    const res = await server.inject('/put');
    await server.close();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: es.errors.invalidMediaPath });
  });
});
