import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { type Server, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { ManualClock } from '../src/adapters/clock.js';
import type { MailTransport, OutgoingMail } from '../src/adapters/mail.js';
import type { PushSender } from '../src/adapters/push.js';
import { LocalStorage } from '../src/adapters/storage/local.js';
import type { Storage } from '../src/adapters/storage/types.js';
import { type BuiltApp, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, openPostgres } from '../src/db/client.js';
import { seed } from '../src/db/seed/index.js';
import { deriveKey } from '../src/lib/crypto.js';
import { testDatabase } from './database.js';
import { TEST_ADMIN, TEST_AUDIO_SECONDS, linkTree } from './templates.js';

/**
 * Ports for test servers, whose address must be known before they listen (it goes into their
 * configuration). A port the kernel hands out with `listen(0)` comes from its ephemeral range, the
 * same range every outgoing connection of every test process takes its local port from: released
 * and listened on again seconds later (after migrations and the seed), it may meanwhile be the
 * local end of some process's connection to PostgreSQL, and the listen fails with EADDRINUSE.
 * So test ports are taken below that range, where no outgoing connection goes, starting at a
 * random place and trying each in turn until one binds.
 */
const EPHEMERAL_LOW = (() => {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return 0;
  }
})();
const PORTS_FROM = 10_000;
const PORTS_TO = (EPHEMERAL_LOW > PORTS_FROM + 1000 ? EPHEMERAL_LOW : 32_768) - 1;
let nextPort = PORTS_FROM + Math.floor(Math.random() * (PORTS_TO - PORTS_FROM));

/**
 * Ports in that range that fetch (Node's, and browsers') refuses to connect to — "bad port" in the
 * Fetch standard's list — so a test server there could not be reached by its own tests.
 */
const FETCH_BAD_PORTS = new Set([10080]);

function bind(port: number): Promise<Server | null> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(null));
    // Unreferenced: a reservation never keeps a test process alive.
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => resolve(server.unref()));
  });
}

/**
 * A port held by this process until `release` (call it right before the real server listens):
 * while held, no other test process can be handed it.
 */
export async function reservePort(): Promise<{ port: number; release(): Promise<void> }> {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const port = nextPort;
    nextPort = port >= PORTS_TO ? PORTS_FROM : port + 1;
    if (FETCH_BAD_PORTS.has(port)) continue;
    const server = await bind(port);
    if (server) return { port, release: () => new Promise<void>((r) => server.close(() => r())) };
  }
  throw new Error(`no free port between ${PORTS_FROM} and ${PORTS_TO}`);
}

/** A free port (see reservePort), for a server another process starts. */
export async function freePort(): Promise<number> {
  const { port, release } = await reservePort();
  await release();
  return port;
}

export { TEST_ADMIN };

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

/** What a test app starts with, where it differs from the common case. */
export interface TestAppOptions<S extends Storage = LocalStorage> {
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
  /** Web Push's sender (a test's local push service); default: none unless the config has keys. */
  push?: PushSender | null;
}

/**
 * The real application over real HTTP on 127.0.0.1, with a fresh database, a temporary media
 * directory, a movable clock and seeded content (short audio files).
 */
export async function startTestApp<S extends Storage = LocalStorage>(
  opts: TestAppOptions<S> = {},
): Promise<TestApp<S>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sanarte-test-'));
  // The port is known before the config, so links in e-mails and redirects point at this server.
  const reserved = await reservePort();
  const { port } = reserved;
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
  const storage =
    opts.storage ??
    (new LocalStorage(path.join(dataDir, 'media'), deriveKey(config.appSecret, 'media')) as unknown as S);
  // The common case starts from this run's seeded template and its media (test/templates.ts);
  // another database, storage or admin is seeded here, as a first start does.
  const templates = inject('templates');
  const seeded =
    templates !== undefined &&
    opts.seed !== false &&
    !opts.database &&
    !opts.databaseUrl &&
    !opts.storage &&
    config.admin.email === TEST_ADMIN.email &&
    config.admin.password === TEST_ADMIN.password;
  const database =
    opts.database ??
    (opts.databaseUrl
      ? await openPostgres(opts.databaseUrl, { max: 5 })
      : await testDatabase({ template: seeded ? 'seeded' : 'migrated' }));
  if (opts.databaseUrl && !opts.database) await database.migrate();
  const clock = new ManualClock();
  const mail = memoryTransport();
  if (seeded) {
    await linkTree(templates.media, path.join(dataDir, 'media'));
  } else if (opts.seed !== false) {
    await seed({ db: database.db, storage, admin: config.admin, audioSeconds: TEST_AUDIO_SECONDS });
  }
  const { app, deps } = await buildApp({
    config,
    database,
    storage,
    clock,
    mailTransport: opts.mailTransport ?? mail,
    ...(opts.push !== undefined ? { push: opts.push } : {}),
    webDist: opts.webDist ?? null,
    ...(opts.logStream ? { logStream: opts.logStream } : { logger: false }),
  });
  await reserved.release();
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

/** The e-mails sent to `email` (with this subject, when one is given), the outbox flushed first. */
export async function mailsSentTo(t: TestApp, email: string, subject?: string) {
  await t.deps.mail.flush();
  return t.mail.sent.filter((m) => m.to === email && (subject === undefined || m.subject === subject));
}

/** The link to `path` in the latest e-mail sent to an address that has one (the outbox flushed first). */
export async function latestLinkTo(t: TestApp, email: string, path: string): Promise<URL> {
  await t.deps.mail.flush();
  const re = new RegExp(`https?://\\S+${path}\\S*`);
  const mail = t.mail.sent.findLast((m) => m.to === email && re.test(m.text));
  const match = mail?.text.match(re);
  if (!match) throw new Error(`no ${path} link for ${email}`);
  return new URL(match[0]);
}

/**
 * The app a test file shares: started before the file's first test and closed after its last.
 * The object returned is that app once it has started (its fields are filled in then), so use it
 * inside tests and hooks, not at the top of the file; hooks the file registers after this call
 * run after the app has started.
 *
 * `clock: 'frozen'` starts every test at the present with time standing still (it moves only
 * when the test moves it), so dates, renewals and listening credits are exact.
 */
export function testAppForFile(opts: TestAppOptions = {}, each: { clock?: 'frozen' } = {}): TestApp {
  const shared = {} as TestApp;
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(opts);
    Object.assign(shared, started);
  });
  afterAll(() => started?.close());
  if (each.clock === 'frozen') {
    beforeEach(() => {
      shared.clock.reset();
      shared.clock.freeze();
    });
  }
  return shared;
}
