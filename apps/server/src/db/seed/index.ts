import { MEDIA_FOLDERS } from '@sanarte/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage/types.js';
import { hashPassword } from '../../lib/password.js';
import type { Db } from '../client.js';
import { audios, categories, plans, themes, users } from '../schema/index.js';
import { CATALOGUE, PLANS } from './content.js';
import { coverSvg } from './covers.js';
import { bedSeconds, synthesizeMp3 } from './synth.js';

export interface SeedOptions {
  db: Db;
  storage: Storage;
  admin: { email: string; password: string };
  /**
   * Length of every generated audio file, in seconds; unset, each audio has its own realistic
   * length (5–15 minutes, from the seed content).
   */
  audioSeconds?: number | undefined;
  log?: (msg: string) => void;
}

const SEED_LOCK = 4_812_732;
const SEED_MEDIA_LOCK = 4_812_733;
const HUES: Record<string, number> = { salud: 160, amor: 330, desarrollo_personal: 250 };

async function ensureFile(storage: Storage, key: string, make: () => Uint8Array | string, type: string) {
  if (await storage.stat(key)) return;
  const body = make();
  await storage.put(key, typeof body === 'string' ? Buffer.from(body, 'utf8') : body, type);
}

/**
 * Idempotent seed, run at every start: inserts what is missing and never overwrites what staff
 * changed (rows are matched by slug or file path; an existing or soft-deleted row is left alone).
 * Serialised across processes with an advisory lock.
 */
export async function seed(opts: SeedOptions): Promise<void> {
  const { db, storage } = opts;
  const log = opts.log ?? (() => {});
  const started = Date.now();

  // Media first, written only where missing, under a lock of its own: processes starting together
  // on one database and one store generate the files once (the others wait and find them there).
  const generated = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_MEDIA_LOCK})`);
    return seedMedia(storage, opts.audioSeconds);
  });

  const adminHash = await hashPassword(opts.admin.password);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);

    await tx
      .insert(plans)
      .values(PLANS.map((p) => ({ ...p, categoryAccess: [] })))
      .onConflictDoNothing({ target: plans.slug });

    await tx
      .insert(categories)
      .values(
        CATALOGUE.map((c, i) => ({
          name: c.name,
          slug: c.slug,
          description: c.description,
          coverImageName: `${c.slug}.svg`,
          coverImageUrl: storage.publicUrl(`${MEDIA_FOLDERS.categoryCovers}/${c.slug}.svg`),
          isActive: true,
          order: i + 1,
        })),
      )
      .onConflictDoNothing({ target: categories.slug });
    const catRows = await tx
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(
        inArray(
          categories.slug,
          CATALOGUE.map((c) => c.slug),
        ),
      );
    const catId = new Map(catRows.map((r) => [r.slug, r.id]));

    const themeValues = CATALOGUE.flatMap((c) =>
      c.themes.map((t, i) => ({
        categoryId: catId.get(c.slug) as string,
        name: t.name,
        slug: t.slug,
        description: t.description,
        coverImageName: `${t.slug}.svg`,
        coverImageUrl: storage.publicUrl(`${MEDIA_FOLDERS.themeCovers}/${t.slug}.svg`),
        isActive: true,
        order: i + 1,
      })),
    ).filter((t) => t.categoryId);
    await tx.insert(themes).values(themeValues).onConflictDoNothing({ target: themes.slug });
    const themeRows = await tx
      .select({ id: themes.id, slug: themes.slug })
      .from(themes)
      .where(
        inArray(
          themes.slug,
          themeValues.map((t) => t.slug),
        ),
      );
    const themeId = new Map(themeRows.map((r) => [r.slug, r.id]));

    const wanted = CATALOGUE.flatMap((c) =>
      c.themes.flatMap((t) =>
        t.audios.map((a, i) => ({
          themeId: themeId.get(t.slug) as string,
          title: a.title,
          description: a.description,
          duration: Math.round(bedSeconds(a.synth, opts.audioSeconds ?? a.seconds)),
          audioName: `${a.key}.mp3`,
          audioPath: `${MEDIA_FOLDERS.audios}/${a.key}.mp3`,
          coverImageName: `${a.key}.svg`,
          coverImageUrl: storage.publicUrl(`${MEDIA_FOLDERS.audioCovers}/${a.key}.svg`),
          tags: a.tags,
          order: i + 1,
          isActive: true,
        })),
      ),
    ).filter((a) => a.themeId);
    const existing = await tx
      .select({ audioPath: audios.audioPath })
      .from(audios)
      .where(
        inArray(
          audios.audioPath,
          wanted.map((a) => a.audioPath),
        ),
      );
    const have = new Set(existing.map((r) => r.audioPath));
    const missing = wanted.filter((a) => !have.has(a.audioPath));
    if (missing.length > 0) await tx.insert(audios).values(missing);

    const admin = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, opts.admin.email)))
      .limit(1);
    if (admin.length === 0) {
      await tx.insert(users).values({
        name: 'Administración',
        lastName: 'Sanarte',
        email: opts.admin.email,
        passwordHash: adminHash,
        // Set by whoever runs the service: the owner's, not a stranger's guess.
        passwordProvenAt: new Date(),
        role: 'admin',
        isActive: true,
        isVerified: true,
      });
      log('seed: admin account created');
    }
  });

  log(`seed: done in ${Date.now() - started} ms (${generated} audio files generated)`);
}

/** The seed's files (covers, and audios of `audioSeconds` each or their own length) missing from `storage`; how many audios it made. */
async function seedMedia(storage: Storage, audioSeconds: number | undefined): Promise<number> {
  let generated = 0;
  for (const [ci, cat] of CATALOGUE.entries()) {
    const hue = HUES[cat.slug] ?? 240;
    await ensureFile(
      storage,
      `${MEDIA_FOLDERS.categoryCovers}/${cat.slug}.svg`,
      () => coverSvg({ title: cat.name, hue, variant: 'category', seed: ci + 1 }),
      'image/svg+xml',
    );
    for (const [ti, theme] of cat.themes.entries()) {
      await ensureFile(
        storage,
        `${MEDIA_FOLDERS.themeCovers}/${theme.slug}.svg`,
        () =>
          coverSvg({
            title: theme.name,
            subtitle: cat.name,
            hue: hue + ti * 6,
            variant: 'theme',
            seed: ti + 11,
          }),
        'image/svg+xml',
      );
      for (const [ai, audio] of theme.audios.entries()) {
        await ensureFile(
          storage,
          `${MEDIA_FOLDERS.audioCovers}/${audio.key}.svg`,
          () =>
            coverSvg({
              title: audio.title,
              subtitle: theme.name,
              hue: hue + ti * 6 + ai * 9,
              variant: 'audio',
              seed: audio.synth.seed,
            }),
          'image/svg+xml',
        );
        const audioKey = `${MEDIA_FOLDERS.audios}/${audio.key}.mp3`;
        if (!(await storage.stat(audioKey))) {
          await storage.put(
            audioKey,
            synthesizeMp3(audio.synth, audioSeconds ?? audio.seconds),
            'audio/mpeg',
          );
          generated++;
        }
      }
    }
  }
  return generated;
}
