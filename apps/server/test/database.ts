import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type OpenOptions, openPglite, openPostgres } from '../src/db/client.js';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or — when TEST_DATABASE_URL
 * is set — a new PostgreSQL database created for the file and dropped afterwards (`url` is its
 * address then). `onQuery` sees every statement run through its `db`.
 */
export async function testDatabase(opts: OpenOptions = {}): Promise<Database & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openPglite(undefined, opts);
    await database.migrate();
    return database;
  }
  const name = `sanarte_t_${randomBytes(6).toString('hex')}`;
  const url = await createDatabase(adminUrl, name);
  const database = await openPostgres(url, { max: 5, ...opts });
  await database.migrate();
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

/** Runs one statement on the server's maintenance database. */
async function adminQuery(adminUrl: string, statement: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(statement);
  await c.end();
}

/** Creates an empty database on the server of adminUrl; its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const dropDatabase = (adminUrl: string, name: string) =>
  adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
