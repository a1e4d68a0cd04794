import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../src/adapters/storage/local.js';
import { openPglite } from '../src/db/client.js';
import { seed } from '../src/db/seed/index.js';
import { testDatabase } from './database.js';

const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
const driver = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`migrations and seed on ${driver}`, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sanarte-db-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const admin = { email: 'admin@test.local', password: 'Admin!2026' };
  /** A database from the template and a media folder (under `dir`) for the seed; `count` counts a table's rows. */
  async function seedTarget(folder: string) {
    const database = await testDatabase();
    const count = async (table: string) =>
      Number(rowsOf(await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n);
    return { database, storage: new LocalStorage(path.join(dir, folder), 'k'), count };
  }

  it('creates every table, and running the migrations again changes nothing', async () => {
    // From an empty database, as a first start is (other files start from this run's template).
    const database = await testDatabase({ template: 'none' });
    try {
      await database.migrate();
      const tables = rowsOf(
        await database.db.execute(
          sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
        ),
      ).map((r) => r.table_name);
      expect(tables).toEqual(
        expect.arrayContaining([
          'audios',
          'categories',
          'contact_messages',
          'email_tokens',
          'listening_days',
          'mail_outbox',
          'payment_events',
          'payments',
          'plans',
          'playback_positions',
          'sessions',
          'subscriptions',
          'test_results',
          'themes',
          'users',
        ]),
      );
    } finally {
      await database.close();
    }
  });

  it('two starters seeding together generate the media once', async () => {
    const { database, storage, count } = await seedTarget('media-together');
    const said: string[] = [];
    try {
      const starter = () =>
        seed({ db: database.db, storage, admin, audioSeconds: 1, log: (m) => said.push(m) });
      await Promise.all([starter(), starter()]);
      const generated = said
        .map((m) => Number(m.match(/\((\d+) audio files generated\)/)?.[1] ?? Number.NaN))
        .filter((n) => !Number.isNaN(n));
      const audios = await count('audios');
      expect(audios).toBeGreaterThanOrEqual(63);
      // One starter made every file; the other found them there.
      expect(generated.sort((a, b) => a - b)).toEqual([0, audios]);
    } finally {
      await database.close();
    }
  });

  it('seeds once and never overwrites what staff changed', async () => {
    const { database, storage, count } = await seedTarget('media');
    try {
      const said: string[] = [];
      await seed({ db: database.db, storage, admin, audioSeconds: 1, log: (m) => said.push(m) });
      // It says what it did, without the admin's address.
      expect(said).toContain('seed: admin account created');
      expect(said.join('\n')).not.toContain(admin.email);
      expect(await count('categories')).toBe(3);
      expect(await count('themes')).toBe(21);
      expect(await count('audios')).toBeGreaterThanOrEqual(63);
      expect(await count('plans')).toBe(4);
      const audiosBefore = await count('audios');

      await database.db.execute(
        sql`update plans set price = 12.34, name = 'Mini editado' where slug = 'mini'`,
      );
      await database.db.execute(sql`update themes set is_deleted = true where slug = 'duelo_y_paz'`);
      await database.db.execute(
        sql`delete from audios where id = (select id from audios order by title limit 1)`,
      );
      await seed({ db: database.db, storage, admin, audioSeconds: 1 });

      const mini = rowsOf(
        await database.db.execute(sql`select name, price from plans where slug = 'mini'`),
      )[0];
      expect(mini).toEqual({ name: 'Mini editado', price: '12.34' });
      const grief = rowsOf(
        await database.db.execute(sql`select is_deleted from themes where slug = 'duelo_y_paz'`),
      )[0];
      expect(grief?.is_deleted).toBe(true);
      expect(await count('plans')).toBe(4);
      expect(await count('themes')).toBe(21);
      // A deleted seed audio comes back only because its row is gone; no duplicates ever appear.
      expect(await count('audios')).toBe(audiosBefore);
      const admins = rowsOf(
        await database.db.execute(sql`select role, is_verified from users where email = 'admin@test.local'`),
      );
      expect(admins).toEqual([{ role: 'admin', is_verified: true }]);
      // Every seeded audio has a real file in storage.
      const paths = rowsOf(await database.db.execute(sql`select audio_path from audios`)).map((r) =>
        String(r.audio_path),
      );
      for (const p of paths) expect(await storage.stat(p)).not.toBeNull();
    } finally {
      await database.close();
    }
  });
});

describe('PGlite data directory', () => {
  it('persists across restarts and refuses a second process on the same directory', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sanarte-pglite-'));
    try {
      const first = await openPglite(dir);
      await first.migrate();
      await first.db.execute(
        sql`insert into contact_messages (name, email) values ('Ana', 'ana@example.com')`,
      );
      // Same process, same directory: refused while the first one is open.
      await expect(openPglite(dir)).rejects.toThrow(/in use/);
      await first.close();

      const second = await openPglite(dir);
      await second.migrate();
      const rows = rowsOf(await second.db.execute(sql`select name from contact_messages`));
      expect(rows).toEqual([{ name: 'Ana' }]);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
