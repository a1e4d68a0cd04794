import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { LocalStorage } from '../src/adapters/storage/local.js';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { seed } from '../src/db/seed/index.js';

/**
 * What every test database and media folder of a run is cloned from, made once per run by the
 * global setup (test/global-setup.ts) and handed to the test files with vitest's `provide`:
 *
 * - `migrated`: the migrations applied, nothing else; `seeded`: also the seed (catalogue, plans,
 *   the test admin), its covers' URLs those of a LocalStorage;
 * - on PGlite, each is a data directory dumped to a file (`PGlite.create({ loadDataDir })` skips
 *   initdb and the migrations: 4 s instead of 20-60 s on a loaded machine); on PostgreSQL, a
 *   database that `CREATE DATABASE … TEMPLATE` copies;
 * - `media`: the seed's generated files (covers and short audios), read-only, which each test app
 *   links into its own media folder (LocalStorage writes by rename, so a test's change never
 *   reaches them).
 */
export interface Templates {
  dir: string;
  media: string;
  pglite?: { migrated: string; seeded: string };
  postgres?: { migrated: string; seeded: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's database and media templates, provided by test/global-setup.ts. */
    templates: Templates;
  }
}

/** The admin every seeded test database has. */
export const TEST_ADMIN = { email: 'admin@test.local', password: 'Admin!2026' };
/** Length of every seeded test audio, in seconds. */
export const TEST_AUDIO_SECONDS = 2;

export type TemplateKind = keyof NonNullable<Templates['pglite']>;

/** Migrates `database` and, for the seeded kind, seeds it with the media in `media`. */
async function prepare(database: Database, kind: TemplateKind, media: LocalStorage) {
  await database.migrate();
  if (kind === 'seeded') {
    await seed({ db: database.db, storage: media, admin: TEST_ADMIN, audioSeconds: TEST_AUDIO_SECONDS });
  }
}

/** Makes this run's templates (PostgreSQL ones when `postgresUrl` is given); `remove` undoes it. */
export async function makeTemplates(
  postgresUrl?: string,
): Promise<{ templates: Templates; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sanarte-templates-'));
  const mediaDir = path.join(dir, 'media');
  const media = new LocalStorage(mediaDir, 'template');
  const templates: Templates = { dir, media: mediaDir };
  const made: string[] = [];
  const remove = async () => {
    if (postgresUrl)
      for (const name of made) await adminQuery(postgresUrl, `drop database if exists ${name} with (force)`);
    await makeWritable(dir);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    if (postgresUrl) {
      const suffix = randomBytes(4).toString('hex');
      const names = { migrated: `sanarte_tm_${suffix}`, seeded: `sanarte_ts_${suffix}` };
      for (const kind of ['migrated', 'seeded'] as const) {
        const url = await createDatabase(postgresUrl, names[kind]);
        made.push(names[kind]);
        const database = await openPostgres(url, { max: 2 });
        try {
          await prepare(database, kind, media);
        } finally {
          await database.close();
        }
      }
      templates.postgres = names;
    } else {
      const files = { migrated: path.join(dir, 'migrated.tar'), seeded: path.join(dir, 'seeded.tar') };
      const database = await openPglite(undefined);
      try {
        // One database, dumped after each step: the seeded one is the migrated one plus the seed.
        for (const kind of ['migrated', 'seeded'] as const) {
          await prepare(database, kind, media);
          const client = (database.db as unknown as { $client: PGlite }).$client;
          const dump = await client.dumpDataDir('none');
          await writeFile(files[kind], Buffer.from(await dump.arrayBuffer()));
        }
      } finally {
        await database.close();
      }
      templates.pglite = files;
    }
    await makeReadOnly(mediaDir);
    return { templates, remove };
  } catch (err) {
    await remove().catch(() => {});
    throw err;
  }
}

/** Links every file of `from` into `to` (made, with its folders): a copy that costs no bytes. */
export async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else await link(source, target);
  }
}

async function walk(dir: string, visit: (file: string, isDir: boolean) => Promise<void>) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      await walk(full, visit);
      await visit(full, true);
    } else await visit(full, false);
  }
}
async function makeReadOnly(dir: string) {
  await walk(dir, (file, isDir) => chmod(file, isDir ? 0o555 : 0o444));
  await chmod(dir, 0o555);
}
const makeWritable = (dir: string) =>
  walk(dir, (file, isDir) => chmod(file, isDir ? 0o755 : 0o644)).catch(() => {});

/** Runs one statement on a connection of its own to the database at `url`, as an operator would: its rows. */
export async function queryOnce(url: string, statement: string): Promise<Record<string, unknown>[]> {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(statement)).rows;
  } finally {
    await c.end();
  }
}

/** Runs one statement on the server's maintenance database. */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  await queryOnce(adminUrl, statement);
}

/** Creates a database on the server of adminUrl (a copy of `template`, or empty); its URL. */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
