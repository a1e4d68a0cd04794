import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from './app.js';
import { exitAndStderr } from './child-exit.js';
import { createDatabase, dropDatabase } from './database.js';
import { signUp } from './factories.js';
import { HttpClient } from './http.js';
import { startOidcProvider } from './oidc.js';
import { type S3Server, startS3Server } from './s3rver.js';
import { machineServices } from './services.js';
import { type SmtpListener, smtpListener } from './smtp.js';
import { deliverStripeEvent } from './stripe-app.js';
import { type StripeStandIn, startStripeStandIn } from './stripe-standin.js';

/**
 * The whole production configuration at once: the built server (`apps/server/dist/main.js`, as
 * `npm start` runs it) with NODE_ENV=production on this machine's PostgreSQL and Redis, media in
 * a real S3-compatible server, e-mail through a real SMTP server, Google sign-in against a real
 * OIDC provider and payments through the Stripe SDK against the stand-in, its webhooks signed.
 * Each journey goes through the process over HTTP, as a browser would.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const services = await machineServices({ postgres: adminUrl, redis: redisUrl });

const WEBHOOK_SECRET = 'whsec_production_test';
const ADMIN = { email: 'operaciones@bienestar.example', password: 'Produccion!2026' };
const PASSWORD = 'Calma#Serena9';
/** The address customers use (the proxy's); links and redirects name it. */
const PUBLIC_URL = 'https://sanarte.test';
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(4000, 7)]);

/** The link to `pathname` in the latest e-mail the SMTP server received for `to`. */
async function linkInMail(smtp: SmtpListener, to: string, pathname: string) {
  return vi.waitFor(
    () => {
      // Quoted-printable soft line breaks and escaped '=' are undone before the link is read.
      const texts = smtp.received
        .filter((m) => m.to.includes(to))
        .map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
      const re = new RegExp(`https?://[^\\s"<>]+${pathname}\\?token=[\\w-]+`);
      const match = texts
        .reverse()
        .find((t) => re.test(t))
        ?.match(re);
      if (!match) throw new Error(`no ${pathname} link for ${to} yet`);
      const url = new URL(match[0]);
      secrets.push(to, url.searchParams.get('token') as string);
      return url;
    },
    { timeout: 15_000, interval: 100 },
  );
}

let dbName: string;
let dataDir: string;
let base: string;
let server: ChildProcess | undefined;
/** What the process printed: its log (stdout) and both streams. */
let serverOut = '';
let serverLog = '';
let smtp: SmtpListener;
let s3: S3Server;
let stripe: StripeStandIn;
let idp: Awaited<ReturnType<typeof startOidcProvider>>;
let db: pg.Client;
/** Every address, password and token the journeys used: none may reach the log. */
const secrets: string[] = [PASSWORD, ADMIN.password];

const productionEnv = (port: number, databaseUrl: string): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  // TLS ends at the reverse proxy in front; the test talks to the process behind it.
  PUBLIC_URL,
  TRUST_PROXY: 'true',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  REDIS_PREFIX: `sanarte-prod-${randomBytes(4).toString('hex')}:`,
  APP_SECRET: randomBytes(32).toString('base64url'),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  MAIL_FROM: 'Sanarte <no-responder@bienestar.example>',
  SMTP_URL: `${smtp.url}?ignoreTLS=true`,
  ...s3.env,
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: stripe.apiBase,
  GOOGLE_CLIENT_ID: 'sanarte-web',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  OIDC_ISSUER: idp.issuer,
  COMPANY_NAME: 'Bienestar Sonoro S.L.',
  COMPANY_TAX_ID: 'B12345678',
  COMPANY_ADDRESS: 'Calle del Prado 3, 28014 Madrid, España',
  CONTACT_EMAIL: 'equipo@bienestar.example',
  PRIVACY_EMAIL: 'dpo@bienestar.example',
  METRICS_TOKEN: 'metrics-token-for-the-test',
  SEED_AUDIO_SECONDS: '1',
  LOG_LEVEL: 'info',
});

beforeAll(async () => {
  if (services.skip) return;
  // The built server, as `npm start` builds it.
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: path.join(root, 'apps/server') });
  dbName = `sanarte_prod_${randomBytes(5).toString('hex')}`;
  const databaseUrl = await createDatabase(adminUrl, dbName);
  dataDir = await mkdtemp(path.join(tmpdir(), 'sanarte-prod-'));
  [smtp, s3, stripe, idp] = await Promise.all([
    smtpListener(),
    startS3Server(),
    startStripeStandIn(),
    startOidcProvider(),
  ]);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: productionEnv(port, databaseUrl),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (c) => {
    serverOut += c;
    serverLog += c;
  });
  server.stderr?.on('data', (c) => {
    serverLog += c;
  });
  const exited = once(server, 'exit').then(([code]) => {
    throw new Error(`the production server exited with ${code}:\n${serverLog}`);
  });
  exited.catch(() => {});
  await Promise.race([
    vi.waitFor(
      async () => {
        const r = await fetch(`${base}/ready`);
        if (r.status !== 200) throw new Error(`ready ${r.status}`);
      },
      { timeout: 90_000, interval: 250 },
    ),
    exited,
  ]);
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
}, 120_000);

afterAll(async () => {
  if (services.skip) return;
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
  await db?.end();
  await Promise.all([smtp?.close(), s3?.close(), stripe?.close(), idp?.stop()]);
  await dropDatabase(adminUrl, dbName);
  await rm(dataDir, { recursive: true, force: true });
});

/** Posts a Stripe event to the webhook, signed as Stripe signs each delivery: the answer's status. */
const deliver = async (body: string) => (await deliverStripeEvent(base, WEBHOOK_SECRET, body)).status;

const firstAudioOf = async (themeSlug: string) =>
  (
    await db.query<{ id: string }>(
      `select a.id from audios a join themes t on t.id = a.theme_id where t.slug = $1 order by a."order" limit 1`,
      [themeSlug],
    )
  ).rows[0]?.id as string;

/** Reads a signed media URL with a Range, as the player does: the bytes must come from S3. */
async function playFromS3(audioUrl: string) {
  const url = new URL(audioUrl, base);
  expect(url.origin).toBe(s3.endpoint);
  const res = await fetch(url, { headers: { range: 'bytes=0-9' } });
  expect(res.status).toBe(206);
  expect(res.headers.get('content-range')).toMatch(/^bytes 0-9\/\d+$/);
  return Buffer.from(await res.arrayBuffer());
}

const s3Client = () =>
  new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });

describe.skipIf(services.skip)(`the production configuration, whole${services.reason}`, () => {
  it('starts in production mode, ready on PostgreSQL and Redis, with metrics behind the token', async () => {
    const ready = await (await fetch(`${base}/ready`)).json();
    expect(ready).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const metrics = await fetch(`${base}/metrics`, {
      headers: { authorization: 'Bearer metrics-token-for-the-test' },
    });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/^sanarte_db_pool_/m);
    // No local-mode helpers in production.
    expect((await fetch(`${base}/dev/outbox`)).status).toBe(404);
    // The seed put the catalogue's media into the bucket.
    const listed = await s3Client().send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'audios/' }));
    expect(listed.KeyCount).toBeGreaterThan(0);
  });

  it('signs up with the link read from the SMTP server, then logs in with the password', async () => {
    const email = `lucia.${randomBytes(3).toString('hex')}@correo.example`;
    const http = new HttpClient(base);
    await signUp(http, email, PASSWORD);
    const link = await linkInMail(smtp, email, '/verify-email');
    expect(link.origin).toBe(PUBLIC_URL);
    const verified = await http.post('/api/users/verify', { token: link.searchParams.get('token') });
    expect(verified.body.data.signedIn).toBe(true);
    // An https PUBLIC_URL: the session travels in __Host- cookies (Secure, whole site).
    expect([...http.cookies.keys()].filter((name) => name.startsWith('__Host-')).length).toBeGreaterThan(0);
    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail?.raw).toContain('From: Sanarte <no-responder@bienestar.example>');
    expect(mail?.raw).toContain('B12345678');

    const other = new HttpClient(base);
    expect((await other.post('/api/users/login', { email, password: PASSWORD })).status).toBe(200);
    expect((await other.get('/api/users/me')).body.data.user).toMatchObject({ email, isVerified: true });
  });

  it('signs in with Google through the OIDC provider', async () => {
    const email = `ana.${randomBytes(3).toString('hex')}@gmail.com`;
    idp.setIdentity({
      sub: `g-${email}`,
      email,
      email_verified: true,
      given_name: 'Ana',
      family_name: 'López',
    });
    const http = new HttpClient(base);
    const start = await http.get('/api/login-auth/google');
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location') as string);
    expect(authorize.origin).toBe(new URL(idp.issuer).origin);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/login/token/callback`);
    const back = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location') as string);
    secrets.push(email, back.searchParams.get('code') as string);
    const res = await http.post('/api/login-auth/google/callback', {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    });
    expect(res.status).toBe(200);
    expect((await http.get('/api/users/me')).body.data.user).toMatchObject({ email, name: 'Ana' });
  });

  it('takes the test as a trial user and plays the 48-hour trial audio from S3', async () => {
    const email = `sara.${randomBytes(3).toString('hex')}@correo.example`;
    const http = new HttpClient(base);
    expect(
      (await http.post('/api/users/trial/register', { name: 'Sara', lastName: 'Gil', email })).status,
    ).toBe(200);
    const link = await linkInMail(smtp, email, '/verify-email');
    expect(
      (await http.post('/api/users/verify', { token: link.searchParams.get('token') })).body.data.signedIn,
    ).toBe(true);
    const test = await http.post('/api/users/take-test', {
      categorySlug: 'salud',
      themesSlugs: ['no_mas_insomnio', 'liberate_de_la_ansiedad', 'adelgaza_facilmente'],
    });
    expect(test.status).toBe(200);
    const chosen = await http.put('/api/users/update-temporary-audio', {
      audioId: await firstAudioOf('no_mas_insomnio'),
    });
    expect(chosen.status).toBe(200);
    const check = await http.get('/api/users/check-temp-audio');
    expect(check.status).toBe(200);
    await playFromS3(check.body.data.audioUrl);
  });

  it('buys Full through the Stripe SDK with signed webhooks, then plays from the library on S3', async () => {
    const email = `marta.${randomBytes(3).toString('hex')}@correo.example`;
    const http = new HttpClient(base);
    await http.post('/api/users/register', { name: 'Marta', lastName: 'Ruiz', email, password: PASSWORD });
    const link = await linkInMail(smtp, email, '/verify-email');
    await http.post('/api/users/verify', { token: link.searchParams.get('token') });
    const plans = (await http.get('/api/plans/list')).body.plans as { _id: string; slug: string }[];
    const session = await http.post('/api/payments/create-checkout-session', {
      planId: plans.find((p) => p.slug === 'full')?._id,
    });
    expect(session.status).toBe(200);
    const paid = stripe.completeSubscriptionCheckout(session.body.sessionId);
    expect(await deliver(stripe.event('checkout.session.completed', paid.session))).toBe(200);
    expect(await deliver(stripe.event('invoice.paid', paid.invoice))).toBe(200);
    // A forged delivery is refused.
    const forged = await fetch(`${base}/api/payments/webhook/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: stripe.event('invoice.paid', paid.invoice),
    });
    expect(forged.status).toBe(400);

    const library = await http.get('/api/library');
    expect(library.body.data.hasSubscription).toBe(true);
    const audioId = await firstAudioOf('duelo_y_paz');
    const access = await http.get(`/api/audios/${audioId}/access`);
    expect(access.status).toBe(200);
    const bytes = await playFromS3(access.body.data.audioUrl);
    const key = new URL(access.body.data.audioUrl).pathname.replace(`/${s3.bucket}/`, '');
    const stored = await s3Client().send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: decodeURIComponent(key) }),
    );
    expect(
      Buffer.from(
        await (stored.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
      ).subarray(0, 10),
    ).toEqual(bytes);
  });

  it('uploads an audio in the back-office straight to S3 and publishes it', async () => {
    const admin = new HttpClient(base);
    expect((await admin.post('/api/users/login', ADMIN)).status).toBe(200);
    const presign = await admin.post('/api/upload/presign', {
      path: 'audios',
      fileName: 'Siesta.mp3',
      contentType: 'audio/mpeg',
    });
    expect(presign.status).toBe(200);
    expect(new URL(presign.body.data.url).origin).toBe(s3.endpoint);
    const put = await fetch(presign.body.data.url, {
      method: 'PUT',
      headers: presign.body.data.headers,
      body: MP3,
    });
    expect(put.status).toBe(200);
    const files = await admin.get('/api/cdnFiles/audios');
    expect(files.body.data.items.map((i: { name: string }) => i.name)).toContain(presign.body.data.fileName);

    const themes = (await admin.get('/api/themes/list')).body.data as { _id: string }[];
    const created = await admin.post('/api/audios/create', {
      theme: themes[0]?._id,
      title: 'Siesta de producción',
      description: 'Veinte minutos.',
      duration: 1200,
      audio: { audioName: presign.body.data.fileName, audioUrl: presign.body.data.fileUrl },
      coverImage: { coverImageName: '', coverImageUrl: '' },
      tags: ['siesta'],
      order: 99,
      isActive: true,
    });
    expect(created.status).toBe(201);
    expect((await admin.put(`/api/audios/update/${created.body.data._id}`, { isActive: true })).status).toBe(
      200,
    );
    const pub = (await (await fetch(`${base}/api/audios/list`)).json()) as { data: { _id: string }[] };
    expect(pub.data.map((a) => a._id)).toContain(created.body.data._id);
    // Staff hear it through a signed S3 URL: the bytes uploaded.
    const staff = await admin.get('/api/audios/list?isDeleted=false');
    const mine = staff.body.data.find((a: { _id: string }) => a._id === created.body.data._id);
    const first = await playFromS3(mine.audio.audioUrl);
    expect(first).toEqual(MP3.subarray(0, 10));
  });

  it('times the calls to each provider the journeys used: SMTP, S3 and Stripe', async () => {
    const res = await fetch(`${base}/metrics`, {
      headers: { authorization: 'Bearer metrics-token-for-the-test' },
    });
    const body = await res.text();
    const calls = (provider: string, operation: string) =>
      new RegExp(
        `^sanarte_provider_request_duration_seconds_count\\{provider="${provider}",operation="${operation}",outcome="ok"\\} [1-9]`,
        'm',
      );
    expect(body).toMatch(calls('smtp', 'send'));
    expect(body).toMatch(calls('s3', '[A-Za-z]+'));
    expect(body).toMatch(calls('stripe', '[A-Za-z]+'));
  });

  it('logs JSON lines with request ids, and no address, password or token of the journeys', () => {
    // stderr holds only Node's own warnings (the AWS SDK's about Node 20); the log is stdout.
    const lines = serverOut.trim().split('\n');
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    expect(entries.filter((e) => e.reqId).length).toBeGreaterThan(20);
    expect(secrets.length).toBeGreaterThan(8);
    for (const secret of secrets) expect(serverLog).not.toContain(secret);
  });

  it('refuses to start in production without its settings, and lists what is missing', async () => {
    const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const { code, stderr } = await exitAndStderr(child);
    expect(code).toBe(1);
    expect(stderr).toContain('Missing required configuration for production:');
    for (const name of [
      'APP_SECRET',
      'PUBLIC_URL',
      'DATABASE_URL',
      'STRIPE_SECRET_KEY',
      'COMPANY_NAME',
      'MAIL_FROM',
      'SMTP_URL',
    ])
      expect(stderr).toContain(name);
  });
});
