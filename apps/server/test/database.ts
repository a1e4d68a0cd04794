import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, type PgliteOptions, openPglite, openPostgres } from '../src/db/client.js';
import { type TemplateKind, adminQuery, createDatabase } from './templates.js';

export { createDatabase };

/**
 * A database of its own for one test file: an in-memory PGlite, or — when TEST_DATABASE_URL is
 * set — a new PostgreSQL database created for the file and dropped afterwards (`url` is its
 * address then). `onQuery` sees every statement run through its `db`.
 *
 * It is a copy of this run's template (test/templates.ts): `migrated` (the default) or `seeded`;
 * `none` runs the migrations on an empty database, as a first start does.
 */
export async function testDatabase(
  opts: PgliteOptions & { template?: TemplateKind | 'none' } = {},
): Promise<Database & { url?: string }> {
  const { template = 'migrated', ...open } = opts;
  const templates = template === 'none' ? undefined : inject('templates');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const file = templates?.pglite?.[template as TemplateKind];
    if (file) return openPglite(undefined, { ...open, loadDataDir: new Blob([await readFile(file)]) });
    const database = await openPglite(undefined, open);
    await database.migrate();
    return database;
  }
  const name = `sanarte_t_${randomBytes(6).toString('hex')}`;
  const from = templates?.postgres?.[template as TemplateKind];
  const url = await createDatabase(adminUrl, name, from);
  const database = await openPostgres(url, { max: 5, ...open });
  if (!from) await database.migrate();
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

export const dropDatabase = (adminUrl: string, name: string) =>
  adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
