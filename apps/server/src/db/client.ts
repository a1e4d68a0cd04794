import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { installJobSchema } from './job-schema.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Runs the committed SQL migrations (serialised across processes on PostgreSQL). */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * One SQL text with its parameters, or several statements without any, for a library that
   * writes its own SQL (the job runner): the last statement's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** The connection pool's use (PostgreSQL); PGlite has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * LISTEN on a channel on a connection of its own (PostgreSQL), or on the embedded database:
   * resolves once listening. `onLost` is called at most once, when that connection fails or ends
   * (never after `close`); notices sent meanwhile are lost, and the caller listens again.
   */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onLost: (err: Error) => void,
  ): Promise<Listening>;
  close(): Promise<void>;
}

/** A LISTEN in progress. */
export interface Listening {
  close(): Promise<void>;
  /** A round trip on the listening connection (PostgreSQL): rejects when it is gone or stuck. */
  ping?(): Promise<void>;
}

/** Options of either driver: `onQuery` sees the text of every statement run through `db` (tests count them). */
export interface OpenOptions {
  onQuery?: (query: string) => void;
}
/** PGlite's options: also a dumped data directory to start from (tests clone a template). */
export interface PgliteOptions extends OpenOptions {
  loadDataDir?: Blob;
}
const queryLogger = (opts: OpenOptions) =>
  opts.onQuery ? { logger: { logQuery: (query: string) => opts.onQuery?.(query) } } : {};

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The committed migrations folder, found from the source tree or from the bundled dist. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../../drizzle'), // src/db → apps/server/drizzle
    path.resolve(here, '../drizzle'), // dist → apps/server/drizzle
  ];
  const found = candidates.find((p) => existsSync(path.join(p, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

const MIGRATION_LOCK = 4_812_731;

export async function openPostgres(
  url: string,
  opts: { max?: number } & OpenOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  // A dropped connection must not crash the process: the pool replaces it. An idle one reports to
  // the pool; one checked out (a transaction between two statements) reports to its client, and the
  // work using it learns of it from its next statement, which fails.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema, ...queryLogger(opts) }) as unknown as Db;
  return {
    db,
    driver: 'pg',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm').catch(() => {});
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
        await installJobSchema({ query: (text) => client.query(text), exec: (text) => client.query(text) });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async executeSql(text, values) {
      const result = await pool.query(text, values);
      // Several statements answer one result each: the last one's rows.
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async listen(channel, onNotice, onLost) {
      // Outside the pool: a LISTEN belongs to its connection for as long as it lives. The
      // keep-alive and the query timeout let a dead peer be noticed (the caller pings).
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: 3000,
        query_timeout: 5000,
        keepAlive: true,
        application_name: `sanarte-listen-${channel}`,
      });
      let closed = false;
      let ready = false;
      const lost = (err: Error) => {
        // Before LISTEN succeeded, a failure rejects the call instead.
        if (closed || !ready) return;
        closed = true;
        client.removeAllListeners('notification');
        client.end().catch(() => {});
        onLost(err);
      };
      client.on('error', lost);
      client.on('end', () => lost(new Error('connection ended')));
      client.on('notification', (n) => {
        if (n.channel === channel) onNotice(n.payload ?? '');
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${quoteIdent(channel)}`);
        ready = true;
      } catch (err) {
        closed = true;
        client.removeAllListeners();
        client.on('error', () => {});
        await client.end().catch(() => {});
        throw err;
      }
      return {
        async close() {
          if (closed) return;
          closed = true;
          client.removeAllListeners();
          client.on('error', () => {});
          await client.end().catch(() => {});
        },
        ping: () => client.query('SELECT 1').then(() => {}),
      };
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * Takes an exclusive lock on the data directory: two processes on one PGlite directory corrupt it.
 * A stale lock (its process is gone) is taken over.
 */
function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(lockFile, 'utf8'));
      let alive = pid === process.pid;
      if (!alive && Number.isInteger(pid) && pid > 0) {
        try {
          process.kill(pid, 0);
          alive = true;
        } catch (e) {
          alive = (e as NodeJS.ErrnoException).code === 'EPERM';
        }
      }
      if (alive) {
        throw new Error(
          `The data directory ${dir} is in use by process ${pid}. Stop it first, or set DATA_DIR to another directory.`,
        );
      }
      unlinkSync(lockFile);
    }
  }
  throw new Error(`Could not lock the data directory ${dir}`);
}

/** PGlite in a directory (persistent) or in memory (dir undefined, for tests). */
export async function openPglite(dir: string | undefined, opts: PgliteOptions = {}): Promise<Database> {
  const unlock = dir ? lockDataDir(dir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: dir ? path.join(dir, 'db') : undefined,
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema, ...queryLogger(opts) }) as unknown as Db;
    return {
      db,
      driver: 'pglite',
      async migrate() {
        await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
        await migratePglite(drizzlePglite(client, { schema }), {
          migrationsFolder: migrationsFolder(),
        });
        await installJobSchema({ query: (text) => client.query(text), exec: (text) => client.exec(text) });
      },
      async ping() {
        await client.query('select 1');
      },
      async executeSql(text, values) {
        if (values && values.length > 0) {
          const { rows } = await client.query<Record<string, unknown>>(text, values);
          return { rows };
        }
        // Without parameters the text may hold several statements (a migration plan).
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      },
      // The embedded database is in this process: its notices arrive as each statement commits,
      // and nothing can be lost between them.
      async listen(channel, onNotice) {
        const unlisten = await client.listen(channel, onNotice);
        let closed = false;
        return {
          async close() {
            if (closed || client.closed) return;
            closed = true;
            await unlisten().catch(() => {});
          },
        };
      },
      async close() {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

export function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
