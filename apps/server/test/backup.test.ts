import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, startTestApp } from './app.js';
import { createDatabase, dropDatabase } from './database.js';
import { FACTORY_PASSWORD, buyer } from './factories.js';
import { HttpClient } from './http.js';
import { machineServices } from './services.js';

/**
 * The backup procedure of docs/OPERATIONS.md, run: `pg_dump -Fc` of a database the app uses,
 * `pg_restore` into a fresh database, and the app starts on the copy with everything in it.
 */
const run = promisify(execFile);
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const services = await machineServices({ postgres: adminUrl });
const suffix = randomBytes(4).toString('hex');
const names = { source: `sanarte_backup_${suffix}`, copy: `sanarte_restore_${suffix}` };
const dirs: string[] = [];

afterAll(async () => {
  if (services.skip) return;
  for (const name of Object.values(names)) await dropDatabase(adminUrl, name).catch(() => {});
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe.skipIf(services.skip)(`PostgreSQL backup and restore${services.reason}`, () => {
  it('pg_dump, pg_restore into a fresh database, and the app starts on the copy', async () => {
    const sourceUrl = await createDatabase(adminUrl, names.source);
    const source = await startTestApp({ databaseUrl: sourceUrl });
    const customer = await buyer(source, 'backup');
    await customer.http.post('/api/users/take-test', {
      categorySlug: 'salud',
      themesSlugs: ['no_mas_insomnio'],
    });
    const counts = async (db: typeof source.database.db) =>
      rows<{ users: number; tests: number; audios: number }>(
        await db.execute(sql`select (select count(*) from users)::int as users,
          (select count(*) from test_results)::int as tests, (select count(*) from audios)::int as audios`),
      )[0];
    const before = await counts(source.database.db);
    await source.close();

    const dir = await mkdtemp(path.join(tmpdir(), 'sanarte-backup-'));
    dirs.push(dir);
    const dump = path.join(dir, 'sanarte.dump');
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, `--dbname=${sourceUrl}`]);
    const copyUrl = await createDatabase(adminUrl, names.copy);
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${copyUrl}`, dump]);

    // The app on the copy: migrations find nothing to do, the data and the accounts are there.
    const copy = await startTestApp({ databaseUrl: copyUrl, seed: false });
    try {
      expect(await counts(copy.database.db)).toEqual(before);
      const again = new HttpClient(copy.baseUrl);
      const login = await again.post('/api/users/login', {
        email: customer.email,
        password: FACTORY_PASSWORD,
      });
      expect(login.status).toBe(200);
      expect((await again.get('/api/users/test-history')).body.data).toHaveLength(1);
      const admin = new HttpClient(copy.baseUrl);
      expect((await admin.post('/api/users/login', TEST_ADMIN)).status).toBe(200);
      expect((await admin.get('/api/plans/list')).body.plans).toHaveLength(4);
    } finally {
      await copy.close();
    }
  });
});
