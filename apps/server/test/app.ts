import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ManualClock } from '../src/adapters/clock.js';
import type { MailTransport, OutgoingMail } from '../src/adapters/mail.js';
import { LocalStorage } from '../src/adapters/storage/local.js';
import type { Storage } from '../src/adapters/storage/types.js';
import { type BuiltApp, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, openPostgres } from '../src/db/client.js';
import { seed } from '../src/db/seed/index.js';
import { deriveKey } from '../src/lib/crypto.js';
import { testDatabase } from './database.js';

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

export const TEST_ADMIN = { email: 'admin@test.local', password: 'Admin!2026' };

/** Collects delivered e-mails in memory (the real SMTP path has its own test). */
export function memoryTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    kind: 'log',
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}

export interface TestApp<S extends Storage = LocalStorage> {
  app: FastifyInstance;
  deps: BuiltApp;
  config: Config;
  database: Database;
  storage: S;
  clock: ManualClock;
  mail: ReturnType<typeof memoryTransport>;
  baseUrl: string;
  /**
   * Runs SQL that changes the catalogue tables behind the services' back, as an operator would,
   * and drops what the catalogue cache keeps, as the change's notice does once it arrives (it
   * arrives asynchronously, on PostgreSQL on another connection).
   */
  catalogueSql(query: SQL): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real application over real HTTP on 127.0.0.1, with a fresh database, a temporary media
 * directory, a movable clock and seeded content (short audio files).
 */
export async function startTestApp<S extends Storage = LocalStorage>(
  opts: {
    env?: Record<string, string>;
    webDist?: string | null;
    seed?: boolean;
    mailTransport?: MailTransport;
    /** A PostgreSQL server to use as it is (the test owns it), instead of a fresh database. */
    databaseUrl?: string;
    /** An open, migrated database to use instead of a fresh one (closed with the app). */
    database?: Database;
    /** Logs as JSON lines into this stream (with LOG_LEVEL from `env`, default silent). */
    logStream?: NodeJS.WritableStream;
    /**
     * The media storage (seeded like the default one): an S3Storage on test/s3rver.ts, with the
     * S3_* settings in `env`. Default: LocalStorage in the temporary directory.
     */
    storage?: S;
  } = {},
): Promise<TestApp<S>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sanarte-test-'));
  // The port is known before the config, so links in e-mails and redirects point at this server.
  const port = await freePort();
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MULTIPLIER: '1000',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    // Many apps start in one test process, and each start holds the loop (migrations) for longer
    // than the shedding threshold would allow: shedding is off unless a test asks for it.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...opts.env,
  });
  const database =
    opts.database ??
    (opts.databaseUrl ? await openPostgres(opts.databaseUrl, { max: 5 }) : await testDatabase());
  if (opts.databaseUrl && !opts.database) await database.migrate();
  const storage =
    opts.storage ??
    (new LocalStorage(path.join(dataDir, 'media'), deriveKey(config.appSecret, 'media')) as unknown as S);
  const clock = new ManualClock();
  const mail = memoryTransport();
  if (opts.seed !== false) {
    await seed({ db: database.db, storage, admin: config.admin, audioSeconds: 2 });
  }
  const { app, deps } = await buildApp({
    config,
    database,
    storage,
    clock,
    mailTransport: opts.mailTransport ?? mail,
    webDist: opts.webDist ?? null,
    ...(opts.logStream ? { logStream: opts.logStream } : { logger: false }),
  });
  await app.listen({ port, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${port}`;
  async function catalogueSql(query: SQL) {
    await database.db.execute(query);
    // What the feed's notice does, without depending on when it arrives: the tests that use this
    // check what the catalogue shows after such a change; how changes are heard of (the notices,
    // their order, a lost connection) is test/catalogue-cache.test.ts's subject.
    deps.catalogueCache.invalidate();
  }
  return {
    app,
    deps,
    config,
    database,
    storage,
    clock,
    mail,
    baseUrl,
    catalogueSql,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
