import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { es } from '@sanarte/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../src/adapters/storage/s3.js';
import { loadConfig } from '../src/config.js';
import { securityHeaders } from '../src/plugins/external/helmet.js';
import { type TestApp, startTestApp } from './app.js';
import {
  FOLDERS_OUTSIDE_MEDIA,
  buildAdmin,
  buildUser,
  createCategoryWithTheme,
  giveSubscription,
  listAndDeleteOutsideMedia,
  presignUpload,
} from './factories.js';
import type { HttpClient } from './http.js';
import { type S3Server, startS3Server } from './s3rver.js';

/**
 * The back-office journeys (Recursos, audio creation, playback) with the app built on S3Storage
 * against a real S3-compatible server (behind the verifying front of test/s3rver.ts): the browser's
 * part (presigned PUT, signed playback URL) goes straight to the store, as in production.
 */
let s3: S3Server;
let t: TestApp<S3Storage>;
let admin: HttpClient;
let crm: HttpClient;
/** Reads the bucket directly, with the store's own API. */
let direct: S3Client;

/** The factories only use the database, the clock and the base URL, which any storage shares. */
const asApp = (app: TestApp<S3Storage>) => app as unknown as TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  const storage = new S3Storage({
    bucket: s3.bucket,
    region: s3.env.S3_REGION,
    endpoint: s3.endpoint,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
  });
  t = await startTestApp({ env: s3.env, storage });
  admin = (await buildAdmin(asApp(t))).http;
  crm = (await buildUser(asApp(t), { role: 'crmUser' })).http;
  direct = new S3Client({
    region: s3.env.S3_REGION,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
});
afterAll(async () => {
  direct?.destroy();
  await t?.close();
  await s3?.close();
});

async function objectBytes(key: string): Promise<Buffer | null> {
  try {
    const res = await direct.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from(
      await (res.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
    );
  } catch (err) {
    if ((err as { name?: string }).name === 'NoSuchKey') return null;
    throw err;
  }
}

async function bucketKeys(prefix: string): Promise<string[]> {
  const res = await direct.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (res.Contents ?? []).map((o) => o.Key ?? '');
}

const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(4000, 5)]);

async function upload(http: HttpClient, folder: string, fileName: string, contentType: string, body: Buffer) {
  const presign = await http.post('/api/upload/presign', { path: folder, fileName, contentType });
  expect(presign.status).toBe(200);
  const data = presign.body.data as {
    url: string;
    headers: Record<string, string>;
    key: string;
    fileName: string;
  };
  // The browser PUTs straight to the store with exactly the returned headers.
  expect(data.url.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
  const put = await fetch(data.url, { method: 'PUT', headers: data.headers, body });
  return { presign, data, put };
}

describe('Recursos on S3', () => {
  it('lists the seeded folders and files; audio URLs are presigned by the store and play by range', async () => {
    const root = await crm.get('/api/cdnFiles');
    expect(root.status).toBe(200);
    const names = root.body.data.items.map((i: { name: string }) => i.name);
    expect(names).toEqual(expect.arrayContaining(['audios', 'portada_audios', 'portada_temas']));
    expect(root.body.data.items.every((i: { isDirectory: boolean }) => i.isDirectory)).toBe(true);

    const audios = await crm.get('/api/cdnFiles/audios');
    const first = audios.body.data.items[0];
    expect(first).toMatchObject({ isDirectory: false, size: expect.any(Number) });
    expect(first.size).toBeGreaterThan(100);
    expect(first.url).toContain('X-Amz-Signature=');
    const part = await fetch(first.url, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${first.size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);

    // Covers are public objects (the bucket policy): their URL needs no signature.
    const covers = await crm.get('/api/cdnFiles/portada_temas');
    const cover = covers.body.data.items[0];
    expect(cover.url).toBe(`${s3.endpoint}/${s3.bucket}/${cover.path}`);
    const res = await fetch(cover.url);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<svg');
  });

  it('uploads through the presigned PUT into the bucket, lists it, refuses a replay, then deletes it', async () => {
    const { data, put } = await upload(admin, 'audios', 'Mi relajación.mp3', 'audio/mpeg', MP3);
    expect(data.fileName).toMatch(/^Mi_relajacion_\d+\.mp3$/);
    expect(put.status).toBe(200);
    // Really in the store, byte for byte.
    expect(await bucketKeys('audios/')).toContain(data.key);
    expect((await objectBytes(data.key))?.equals(MP3)).toBe(true);

    const listed = await admin.get('/api/cdnFiles/audios');
    const item = listed.body.data.items.find((i: { name: string }) => i.name === data.fileName);
    expect(item).toMatchObject({ path: data.key, size: MP3.length, isDirectory: false });

    const replay = await fetch(data.url, { method: 'PUT', headers: data.headers, body: Buffer.alloc(10) });
    expect(replay.status).toBe(412);
    expect((await objectBytes(data.key))?.equals(MP3)).toBe(true);

    const del = await admin.delete(`/api/upload/${data.key}`);
    expect(del.body).toEqual({ success: true, message: `Archivo "${data.fileName}" eliminado exitosamente` });
    expect(await objectBytes(data.key)).toBeNull();
    expect((await admin.delete(`/api/upload/${data.key}`)).status).toBe(404);
  });

  it('answers 400 (never 500) to paths that leave the media root', async () => {
    const before = s3.exchanges.length;
    await listAndDeleteOutsideMedia(
      admin,
      ['..', '..%2F..', '%2e%2e/%2e%2e', 'audios/../../etc', '%252e%252e'],
      'x.mp3',
    );
    for (const folder of FOLDERS_OUTSIDE_MEDIA) {
      const r = await presignUpload(admin, folder);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(es.errors.invalidMediaPath);
    }
    // None of them reached the store.
    expect(s3.exchanges.length).toBe(before);
  });
});

describe('Gestión de Audio on S3', () => {
  it('creates an audio from a file uploaded to the bucket; a subscriber plays it by range', async () => {
    const { theme } = await createCategoryWithTheme(
      admin,
      { name: 'Nubes', description: 'Ligeras', order: 9 },
      { name: 'Cielos', description: 'Abiertos' },
    );
    const { presign, data, put } = await upload(admin, 'audios', 'cielo.mp3', 'audio/mpeg', MP3);
    expect(put.status).toBe(200);
    const created = await admin.post('/api/audios/create', {
      theme: theme.body.data._id,
      title: 'Cielo abierto',
      description: 'Respira.',
      duration: 60,
      audio: { audioName: data.fileName, audioUrl: presign.body.data.fileUrl },
      coverImage: { coverImageName: '', coverImageUrl: '' },
      tags: ['cielo'],
      order: 1,
    });
    expect(created.status).toBe(201);
    const id = created.body.data._id;
    expect((await admin.put(`/api/audios/update/${id}`, { isActive: true })).status).toBe(200);

    // A file the bucket does not hold is refused.
    const missing = await admin.post('/api/audios/create', {
      theme: theme.body.data._id,
      title: 'Sin archivo',
      description: 'x',
      duration: 60,
      audio: { audioName: 'nada.mp3', audioUrl: t.storage.publicUrl('audios/nada.mp3') },
      coverImage: { coverImageName: '', coverImageUrl: '' },
    });
    expect(missing.status).toBe(400);

    const member = await buildUser(asApp(t));
    await giveSubscription(asApp(t), member.id, 'full');
    const access = await member.http.get(`/api/audios/${id}/access`);
    expect(access.status).toBe(200);
    const url: string = access.body.data.audioUrl;
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/${data.key}?`)).toBe(true);
    const range = await fetch(url, { headers: { range: 'bytes=1000-1999' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 1000-1999/${MP3.length}`);
    expect(Buffer.from(await range.arrayBuffer()).equals(MP3.subarray(1000, 2000))).toBe(true);
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(MP3)).toBe(true);

    // In use by an audio: Recursos refuses to delete it, and it stays in the bucket.
    expect((await admin.delete(`/api/upload/${data.key}`)).status).toBe(409);
    expect(await bucketKeys('audios/')).toContain(data.key);
  });
});

describe('Content-Security-Policy with S3 storage', () => {
  const directive = (csp: string, name: string) =>
    (csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '').trim().split(/\s+/).slice(1);

  it("lets the app's pages reach the store for media, covers and uploads", async () => {
    const res = await fetch(`${t.baseUrl}/api/plans/list`);
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const name of ['media-src', 'img-src', 'connect-src'])
      expect(directive(csp, name)).toContain(s3.endpoint);
  });

  /** The CSP a configuration produces, and the origins its storage hands to the browser. */
  async function cspAndOrigins(env: Record<string, string>) {
    const config = loadConfig({ APP_SECRET: 'test-secret-test-secret-test-secret-0123456789', ...env });
    const app = Fastify();
    await securityHeaders(app, config);
    app.get('/', async () => 'ok');
    const csp = (await app.inject('/')).headers['content-security-policy'] as string;
    await app.close();
    if (!config.s3) throw new Error('no S3 configuration');
    const storage = new S3Storage({ ...config.s3, accessKeyId: 'AK', secretAccessKey: 'SK' });
    const until = new Date(Date.now() + 60_000);
    const origins = {
      cover: new URL(storage.publicUrl('portada_temas/a.svg')).origin,
      audio: new URL(await storage.signedUrl('audios/a.mp3', until)).origin,
      upload: new URL((await storage.presignUpload('audios/b.mp3', 'audio/mpeg', until)).url).origin,
    };
    return { csp, origins, storage, until };
  }

  it.each([
    ['an endpoint', { S3_BUCKET: 'media', S3_ENDPOINT: 'https://minio.example.org' }],
    [
      'a CDN for covers in front of an endpoint',
      {
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'https://minio.example.org',
        S3_PUBLIC_URL: 'https://cdn.example.org',
      },
    ],
    ['AWS', { S3_BUCKET: 'media', S3_REGION: 'eu-west-1' }],
    [
      'AWS with a CDN for covers',
      { S3_BUCKET: 'media', S3_REGION: 'eu-west-1', S3_PUBLIC_URL: 'https://cdn.example.org/m' },
    ],
    ['AWS with a dotted bucket name', { S3_BUCKET: 'media.example.org', S3_REGION: 'eu-west-1' }],
    [
      'AWS with a dotted bucket name and a CDN',
      { S3_BUCKET: 'media.example.org', S3_REGION: 'eu-west-1', S3_PUBLIC_URL: 'https://cdn.example.org' },
    ],
  ])(
    'allows every origin the storage hands out, and reads keys back from its URLs, with %s',
    async (_label, env) => {
      const { csp, origins, storage, until } = await cspAndOrigins(env);
      expect(directive(csp, 'img-src')).toContain(origins.cover);
      expect(directive(csp, 'media-src')).toContain(origins.audio);
      expect(directive(csp, 'connect-src')).toContain(origins.audio);
      expect(directive(csp, 'connect-src')).toContain(origins.upload);
      // A dotted bucket name is no valid TLS host name under amazonaws.com: covers are addressed by
      // path on the regional host, like the SDK's own URLs.
      if (env.S3_BUCKET.includes('.') && !('S3_PUBLIC_URL' in env)) expect(origins.cover).toBe(origins.audio);
      // And the app finds the key behind every URL it handed out.
      for (const key of ['portada_temas/a b.svg', 'audios/Mañana.mp3']) {
        expect(storage.keyFromUrl(storage.publicUrl(key))).toBe(key);
        expect(storage.keyFromUrl(await storage.signedUrl(key, until))).toBe(key);
        expect(storage.keyFromUrl((await storage.presignUpload(key, 'audio/mpeg', until)).url)).toBe(key);
      }
    },
  );
});
