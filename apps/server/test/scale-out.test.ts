import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/adapters/clock.js';
import { LocalStorage } from '../src/adapters/storage/local.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openPostgres } from '../src/db/client.js';
import { seed } from '../src/db/seed/index.js';
import { deriveKey } from '../src/lib/crypto.js';
import { freePort, memoryTransport } from './app.js';
import { createDatabase, dropDatabase } from './database.js';
import { HttpClient } from './http.js';
import { machineServices } from './services.js';

/**
 * Two app processes' worth of the server sharing one PostgreSQL and one Redis behave as one:
 * sessions work on either, rate limits add up, and the mail outbox delivers each e-mail once.
 * Uses this machine's PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432) and Redis (127.0.0.1:6379).
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const name = `sanarte_so_${randomBytes(5).toString('hex')}`;
/** One clock for both instances, as two processes on one machine share the time. */
const clock = new ManualClock();
const services = await machineServices({ postgres: adminUrl, redis: redisUrl });

let dataDir: string;
const apps: {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  mail: ReturnType<typeof memoryTransport>;
  base: string;
}[] = [];

beforeAll(async () => {
  if (services.skip) return;
  const url = await createDatabase(adminUrl, name);
  dataDir = await mkdtemp(path.join(tmpdir(), 'sanarte-so-'));
  const prefix = `sanarte-test-${randomBytes(4).toString('hex')}:`;
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MULTIPLIER: '2',
      APP_SECRET: 'scale-out-secret-scale-out-secret-0123456789',
      ADMIN_EMAIL: 'admin@test.local',
      ADMIN_PASSWORD: 'Admin!2026',
    });
    const database = await openPostgres(config.databaseUrl as string, { max: 5 });
    await database.migrate();
    const storage = new LocalStorage(path.join(dataDir, 'media'), deriveKey(config.appSecret, 'media'));
    if (i === 0) await seed({ db: database.db, storage, admin: config.admin, audioSeconds: 1 });
    const mail = memoryTransport();
    const app = await buildApp({
      config,
      database,
      storage,
      clock,
      mailTransport: mail,
      webDist: null,
      logger: false,
    });
    await app.app.listen({ port, host: '127.0.0.1' });
    apps.push({ app, database, mail, base: config.publicUrl });
  }
});

afterAll(async () => {
  if (services.skip) return;
  for (const a of apps) {
    await a.app.app.close();
    await a.database.close();
  }
  await dropDatabase(adminUrl, name);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(services.skip)(`two app processes, one PostgreSQL, one Redis${services.reason}`, () => {
  it('share sessions: signed in on one, recognised by the other', async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const onA = new HttpClient(a.base);
    expect(
      (await onA.post('/api/users/login', { email: 'admin@test.local', password: 'Admin!2026' })).status,
    ).toBe(200);
    const onB = new HttpClient(b.base);
    for (const [k, v] of onA.cookies) onB.cookies.set(k, v);
    expect((await onB.get('/api/users/me')).body.data.user.email).toBe('admin@test.local');
    // A refresh on B rotates the token; the old one, shown on A after the 10-second grace for
    // tabs refreshing together, is refused there too.
    const old = onA.cookies.get('refresh_token') as string;
    expect((await onB.post('/api/users/refresh-token')).status).toBe(200);
    clock.advance(11_000);
    try {
      const replay = new HttpClient(a.base);
      replay.cookies.set('refresh_token', old);
      expect((await replay.post('/api/users/refresh-token')).status).toBe(401);
    } finally {
      clock.reset();
    }
  });

  it('share rate limits: attempts on both count together', async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      for (const app of [a, b]) {
        statuses.push(
          (
            await new HttpClient(app.base).post('/api/users/login', {
              email: 'x@example.com',
              password: 'Mala#1234',
            })
          ).status,
        );
      }
    }
    // The auth tier allows 20 a minute per address here: of 26 tries over two processes, the
    // ones past 20 are refused (in-process counters would have let all 26 through).
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
  });

  it('deliver each queued e-mail exactly once when both run the outbox', async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    for (let i = 0; i < 10; i++) {
      await new HttpClient(i % 2 ? a.base : b.base).post('/api/contact/', {
        name: `Persona ${i}`,
        email: `p${i}@example.com`,
        message: `Mensaje ${i}`,
      });
    }
    await Promise.all([
      a.app.deps.mail.flush(),
      b.app.deps.mail.flush(),
      a.app.deps.mail.flush(),
      b.app.deps.mail.flush(),
    ]);
    const subjects = [...a.mail.sent, ...b.mail.sent]
      .map((m) => m.subject)
      .filter((s) => s.includes('Persona'));
    expect(subjects).toHaveLength(10);
    expect(new Set(subjects).size).toBe(10);
    const pending = (await a.database.db.execute(
      sql`select count(*)::int as n from mail_outbox where status <> 'sent'`,
    )) as unknown as { rows: { n: number }[] };
    expect(pending.rows[0]?.n).toBe(0);
  });
});
