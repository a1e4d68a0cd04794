import { es, normalizeTags, slugify } from '@sanarte/shared';
import { and, eq, sql } from 'drizzle-orm';
import { isAudioKey } from '../../adapters/storage/keys.js';
import type { Storage } from '../../adapters/storage/types.js';
import type { Db } from '../../db/client.js';
import { audios, categories, themes } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { CatalogueLookupsRepository } from './catalogue.repository.js';

type Cover = { coverImageName?: string | undefined; coverImageUrl?: string | undefined } | undefined;
const coverCols = (c: Cover) =>
  c ? { coverImageName: c.coverImageName ?? '', coverImageUrl: c.coverImageUrl ?? '' } : {};

/** Staff changes to the catalogue. Deletes are soft. */
export function catalogueService(deps: { db: Db; storage: Storage }) {
  const { db } = deps;

  /** A unique slug from a name: 'amor', 'amor_2', ... */
  async function uniqueSlug(table: typeof categories | typeof themes, name: string) {
    const base = slugify(name) || 'item';
    for (let i = 1; i < 1000; i++) {
      const slug = i === 1 ? base : `${base}_${i}`;
      const taken = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug)).limit(1);
      if (taken.length === 0) return slug;
    }
    throw new AppError(409, es.errors.invalidInput);
  }

  async function liveCategory(id: string) {
    const [c] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, id), eq(categories.isDeleted, false)));
    if (!c) throw new AppError(400, es.admin.categoryRequired);
  }
  async function liveTheme(id: string) {
    const [t] = await db
      .select({ id: themes.id })
      .from(themes)
      .where(and(eq(themes.id, id), eq(themes.isDeleted, false)));
    if (!t) throw new AppError(400, es.admin.themeRequired);
  }

  /** The audio file must be one of ours, in storage, and an audio file. */
  async function audioKey(url: string) {
    const key = deps.storage.keyFromUrl(url);
    if (!key || !isAudioKey(key) || !(await deps.storage.stat(key)))
      throw new AppError(400, es.admin.audioFileRequired);
    return key;
  }

  const notFound = () => new AppError(404, es.errors.notFound);

  return {
    async createCategory(input: {
      name: string;
      description: string;
      coverImage?: Cover;
      isActive?: boolean | undefined;
      order?: number | undefined;
    }) {
      const [row] = await db
        .insert(categories)
        .values({
          name: input.name,
          slug: await uniqueSlug(categories, input.name),
          description: input.description,
          ...coverCols(input.coverImage),
          isActive: input.isActive ?? true,
          order: input.order ?? 1,
        })
        .returning({ id: categories.id });
      return row?.id as string;
    },
    async updateCategory(
      id: string,
      input: Partial<{
        name: string;
        description: string;
        coverImage: Cover;
        isActive: boolean;
        order: number;
      }>,
    ) {
      const [row] = await db
        .update(categories)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...coverCols(input.coverImage),
          ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
          ...(input.order !== undefined ? { order: input.order } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(categories.id, id), eq(categories.isDeleted, false)))
        .returning({ id: categories.id });
      if (!row) throw notFound();
    },
    async deleteCategory(id: string) {
      const [child] = await db
        .select({ id: themes.id })
        .from(themes)
        .where(and(eq(themes.categoryId, id), eq(themes.isDeleted, false)))
        .limit(1);
      if (child) throw new AppError(409, es.admin.categoryHasThemes);
      const [row] = await db
        .update(categories)
        .set({ isDeleted: true, updatedAt: sql`now()` })
        .where(and(eq(categories.id, id), eq(categories.isDeleted, false)))
        .returning({ id: categories.id });
      if (!row) throw notFound();
    },

    async createTheme(input: {
      name: string;
      description: string;
      category: string;
      coverImage?: Cover;
      isActive?: boolean | undefined;
      order?: number | undefined;
    }) {
      await liveCategory(input.category);
      const [row] = await db
        .insert(themes)
        .values({
          name: input.name,
          slug: await uniqueSlug(themes, input.name),
          description: input.description,
          categoryId: input.category,
          ...coverCols(input.coverImage),
          isActive: input.isActive ?? true,
          order: input.order ?? 1,
        })
        .returning({ id: themes.id });
      return row?.id as string;
    },
    async updateTheme(
      id: string,
      input: Partial<{
        name: string;
        description: string;
        category: string;
        coverImage: Cover;
        isActive: boolean;
        order: number;
      }>,
    ) {
      if (input.category) await liveCategory(input.category);
      const [row] = await db
        .update(themes)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.category !== undefined ? { categoryId: input.category } : {}),
          ...coverCols(input.coverImage),
          ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
          ...(input.order !== undefined ? { order: input.order } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(themes.id, id), eq(themes.isDeleted, false)))
        .returning({ id: themes.id });
      if (!row) throw notFound();
    },
    async deleteTheme(id: string) {
      const [child] = await db
        .select({ id: audios.id })
        .from(audios)
        .where(and(eq(audios.themeId, id), eq(audios.isDeleted, false)))
        .limit(1);
      if (child) throw new AppError(409, es.admin.themeHasAudios);
      const [row] = await db
        .update(themes)
        .set({ isDeleted: true, updatedAt: sql`now()` })
        .where(and(eq(themes.id, id), eq(themes.isDeleted, false)))
        .returning({ id: themes.id });
      if (!row) throw notFound();
    },

    async createAudio(input: {
      theme: string;
      title: string;
      description: string;
      duration: number;
      audio: { audioName: string; audioUrl: string };
      coverImage?: Cover;
      tags: string[];
      order?: number | undefined;
    }) {
      await liveTheme(input.theme);
      const key = await audioKey(input.audio.audioUrl);
      const [row] = await db
        .insert(audios)
        .values({
          themeId: input.theme,
          title: input.title,
          description: input.description,
          duration: Math.round(input.duration),
          audioName: input.audio.audioName || key.split('/').pop() || '',
          audioPath: key,
          ...coverCols(input.coverImage),
          tags: normalizeTags(input.tags),
          order: input.order ?? 1,
          // New audios start inactive: staff activate them when ready.
          isActive: false,
        })
        .returning({ id: audios.id });
      return row?.id as string;
    },
    async updateAudio(
      id: string,
      input: Partial<{
        theme: string;
        title: string;
        description: string;
        duration: number;
        audio: { audioName: string; audioUrl: string };
        coverImage: Cover;
        tags: string[];
        order: number;
        isActive: boolean;
      }>,
    ) {
      if (input.theme) await liveTheme(input.theme);
      const key = input.audio ? await audioKey(input.audio.audioUrl) : undefined;
      const [row] = await db
        .update(audios)
        .set({
          ...(input.theme !== undefined ? { themeId: input.theme } : {}),
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.duration !== undefined ? { duration: Math.round(input.duration) } : {}),
          ...(key ? { audioPath: key, audioName: input.audio?.audioName || key.split('/').pop() || '' } : {}),
          ...coverCols(input.coverImage),
          ...(input.tags !== undefined ? { tags: normalizeTags(input.tags) } : {}),
          ...(input.order !== undefined ? { order: input.order } : {}),
          ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(audios.id, id), eq(audios.isDeleted, false)))
        .returning({ id: audios.id });
      if (!row) throw notFound();
    },
    async deleteAudio(id: string) {
      const [row] = await db
        .update(audios)
        .set({ isDeleted: true, isActive: false, updatedAt: sql`now()` })
        .where(and(eq(audios.id, id), eq(audios.isDeleted, false)))
        .returning({ id: audios.id });
      if (!row) throw notFound();
    },
  };
}
export type CatalogueService = ReturnType<typeof catalogueService>;

/**
 * Added for the users and wellbeing modules (branch h-s1): what other domains read of the catalogue.
 */
export function catalogueLookupsService(deps: { repo: CatalogueLookupsRepository }) {
  const { repo } = deps;
  return {
    categoryRef: repo.categoryRef,
    themeRefs: repo.themeRefs,
    audioSummary: repo.audioSummary,
    categoryCards: repo.categoryCards,
    themeCards: repo.themeCards,
    /** A test result names an undeleted category and undeleted themes only. */
    async isValidRecommendation(categorySlug: string, themeSlugs: string[]) {
      const [category, found] = await Promise.all([
        repo.categoryExists(categorySlug),
        repo.themeRefs(themeSlugs),
      ]);
      return category && found.length === themeSlugs.length;
    },
  };
}
export type CatalogueLookupsService = ReturnType<typeof catalogueLookupsService>;
