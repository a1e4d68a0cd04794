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
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Runs the committed SQL migrations (serialised across processes on PostgreSQL). */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** The connection pool's use (PostgreSQL); PGlite has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

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

export async function openPostgres(url: string, opts: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  // A dropped connection must not crash the process: the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pg',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm').catch(() => {});
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
export async function openPglite(dir: string | undefined): Promise<Database> {
  const unlock = dir ? lockDataDir(dir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: dir ? path.join(dir, 'db') : undefined,
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      driver: 'pglite',
      async migrate() {
        await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
        await migratePglite(drizzlePglite(client, { schema }), {
          migrationsFolder: migrationsFolder(),
        });
      },
      async ping() {
        await client.query('select 1');
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
