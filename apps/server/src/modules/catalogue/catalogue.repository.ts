import { type SQL, and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { firstRow, hasRow } from '../../db/first-row.js';
import { audios, categories, themes } from '../../db/schema/index.js';

export interface ListFilter {
  /** Include deleted rows (the spec's `?isDeleted=true`, staff only). */
  includeDeleted: boolean;
  /**
   * Only active rows whose parents are active too (what the public sees); for audios, only those
   * whose scheduled publication, if any, has been made.
   */
  onlyActive: boolean;
}

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  coverImageName: categories.coverImageName,
  coverImageUrl: categories.coverImageUrl,
  coverImageSrcset: categories.coverImageSrcset,
  isActive: categories.isActive,
  isDeleted: categories.isDeleted,
  order: categories.order,
};

const themeColumns = {
  id: themes.id,
  name: themes.name,
  slug: themes.slug,
  description: themes.description,
  coverImageName: themes.coverImageName,
  coverImageUrl: themes.coverImageUrl,
  coverImageSrcset: themes.coverImageSrcset,
  isActive: themes.isActive,
  isDeleted: themes.isDeleted,
  order: themes.order,
  categoryId: categories.id,
  categoryName: categories.name,
  categorySlug: categories.slug,
};

const audioColumns = {
  id: audios.id,
  title: audios.title,
  description: audios.description,
  duration: audios.duration,
  audioName: audios.audioName,
  audioPath: audios.audioPath,
  coverImageName: audios.coverImageName,
  coverImageUrl: audios.coverImageUrl,
  coverImageSrcset: audios.coverImageSrcset,
  tags: audios.tags,
  order: audios.order,
  isActive: audios.isActive,
  isDeleted: audios.isDeleted,
  releaseAt: audios.releaseAt,
  releasedAt: audios.releasedAt,
  themeId: themes.id,
  themeName: themes.name,
  themeSlug: themes.slug,
  categoryId: categories.id,
  categoryName: categories.name,
  categorySlug: categories.slug,
};

export type CategoryRow = Awaited<ReturnType<CatalogueRepository['listCategories']>>[number];
export type ThemeRow = Awaited<ReturnType<CatalogueRepository['listThemes']>>[number];
export type AudioRow = Awaited<ReturnType<CatalogueRepository['listAudios']>>[number];
export type PlayableAudio = NonNullable<Awaited<ReturnType<CatalogueRepository['playableAudio']>>>;
type NewCategory = typeof categories.$inferInsert;
type NewTheme = typeof themes.$inferInsert;
type NewAudio = typeof audios.$inferInsert;
const tableOf = { categories, themes } as const;
type CatalogueTable = typeof categories | typeof themes | typeof audios;

/** What a category's or a theme's card shows: its name, slug, description and cover. */
const cardColumns = <T extends typeof categories | typeof themes>(t: T) => ({
  name: t.name,
  slug: t.slug,
  description: t.description,
  coverImageUrl: t.coverImageUrl,
  coverImageSrcset: t.coverImageSrcset,
  coverImageName: t.coverImageName,
});

/** Not scheduled, or its scheduled publication made (by the release job): listeners may see it. */
const published = or(isNull(audios.releaseAt), isNotNull(audios.releasedAt)) as SQL;

export function catalogueRepository(db: Db) {
  const categoryWhere = (f: ListFilter) => {
    const c: SQL[] = [];
    if (!f.includeDeleted) c.push(eq(categories.isDeleted, false));
    if (f.onlyActive) c.push(eq(categories.isActive, true));
    return c;
  };
  const themeWhere = (f: ListFilter) => {
    const c = categoryWhere(f);
    if (!f.includeDeleted) c.push(eq(themes.isDeleted, false));
    if (f.onlyActive) c.push(eq(themes.isActive, true));
    return c;
  };
  const audioWhere = (f: ListFilter) => {
    const c = themeWhere(f);
    if (!f.includeDeleted) c.push(eq(audios.isDeleted, false));
    if (f.onlyActive) c.push(eq(audios.isActive, true), published);
    return c;
  };

  /** Whether any row of the table matches. */
  const anyRow = (table: CatalogueTable, where: SQL | undefined) =>
    hasRow(db.select({ id: table.id }).from(table).where(where));
  const insertRow = async <T extends CatalogueTable>(table: T, values: PgInsertValue<T>) => {
    const [row] = await db.insert(table).values(values).returning({ id: table.id });
    return row?.id as string;
  };
  const updateLiveRow = async <T extends CatalogueTable>(
    table: T,
    id: string,
    values: PgUpdateSetSource<T>,
  ) => {
    const rows = await db
      .update(table)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(table.id, id), eq(table.isDeleted, false)))
      .returning({ id: table.id });
    return rows.length > 0;
  };

  // Each list's rows, joined to their parents; the lists order them, the finds take one.
  const categoriesQuery = (c: SQL[]) =>
    db
      .select(categoryColumns)
      .from(categories)
      .where(and(...c));
  const themesQuery = (c: SQL[]) =>
    db
      .select(themeColumns)
      .from(themes)
      .innerJoin(categories, eq(themes.categoryId, categories.id))
      .where(and(...c));
  const audiosQuery = (c: SQL[]) =>
    db
      .select(audioColumns)
      .from(audios)
      .innerJoin(themes, eq(audios.themeId, themes.id))
      .innerJoin(categories, eq(themes.categoryId, categories.id))
      .where(and(...c));
  /** The public audios, as every library call reads them: built once, prepared on each connection. */
  const publicAudios = audiosQuery(audioWhere({ includeDeleted: false, onlyActive: true }))
    .orderBy(asc(categories.order), asc(themes.order), asc(audios.order), asc(audios.title))
    .prepare('catalogue_public_audios');
  /** Audios that may be played: active and undeleted, with their theme and category. */
  const playableQuery = (where: SQL) =>
    db
      .select({
        id: audios.id,
        title: audios.title,
        description: audios.description,
        duration: audios.duration,
        audioPath: audios.audioPath,
        coverImageName: audios.coverImageName,
        coverImageUrl: audios.coverImageUrl,
        coverImageSrcset: audios.coverImageSrcset,
        themeId: themes.id,
        themeName: themes.name,
        themeSlug: themes.slug,
        categoryId: categories.id,
      })
      .from(audios)
      .innerJoin(themes, eq(audios.themeId, themes.id))
      .innerJoin(categories, eq(themes.categoryId, categories.id))
      .where(and(where, ...audioWhere({ includeDeleted: false, onlyActive: true })));
  const categoryOrder = [asc(categories.order), asc(categories.name)];
  // What visitors see (active, not deleted) is read on every page: a prepared statement.
  const publicCategories = categoriesQuery(categoryWhere({ includeDeleted: false, onlyActive: true }))
    .orderBy(...categoryOrder)
    .prepare('categories_list_public');

  return {
    ...lookups(db),
    listCategories(f: ListFilter) {
      return !f.includeDeleted && f.onlyActive
        ? publicCategories.execute()
        : categoriesQuery(categoryWhere(f)).orderBy(...categoryOrder);
    },

    listThemes(f: ListFilter, categoryId?: string) {
      const c = themeWhere(f);
      if (categoryId) c.push(eq(themes.categoryId, categoryId));
      return themesQuery(c).orderBy(asc(categories.order), asc(themes.order), asc(themes.name));
    },

    /** The audios anyone may see (active, undeleted, in live themes and categories): prepared. */
    listPublicAudios() {
      return publicAudios.execute();
    },

    listAudios(f: ListFilter, filter: { themeId?: string; categoryId?: string } = {}) {
      const c = audioWhere(f);
      if (filter.themeId) c.push(eq(audios.themeId, filter.themeId));
      if (filter.categoryId) c.push(eq(themes.categoryId, filter.categoryId));
      return audiosQuery(c).orderBy(
        asc(categories.order),
        asc(themes.order),
        asc(audios.order),
        asc(audios.title),
      );
    },

    findCategory: async (id: string, f: ListFilter) =>
      firstRow(categoriesQuery([eq(categories.id, id), ...categoryWhere(f)])),
    findAudio: async (id: string, f: ListFilter) =>
      firstRow(audiosQuery([eq(audios.id, id), ...audioWhere(f)])),
    findTheme: async (id: string, f: ListFilter) =>
      firstRow(themesQuery([eq(themes.id, id), ...themeWhere(f)])),

    /** An active, undeleted audio with its theme and category (all active too): what may be played. */
    playableAudio: async (id: string) => firstRow(playableQuery(eq(audios.id, id))),
    /** The playable audios among these ids (any order; the others are missing or not playable). */
    playableAudios: (ids: string[]) =>
      ids.length ? playableQuery(inArray(audios.id, ids)) : Promise.resolve([]),

    /** The latest audio published by its schedule that listeners see now (the landing's claim). */
    async latestRelease() {
      return firstRow(
        db
          .select({ title: audios.title, releasedAt: audios.releasedAt })
          .from(audios)
          .innerJoin(themes, eq(audios.themeId, themes.id))
          .innerJoin(categories, eq(themes.categoryId, categories.id))
          .where(
            and(isNotNull(audios.releasedAt), ...audioWhere({ includeDeleted: false, onlyActive: true })),
          )
          .orderBy(desc(audios.releasedAt)),
      );
    },

    /** How many of these themes exist and are active. */
    async countActiveThemes(ids: string[]) {
      const rows = await db
        .select({ id: themes.id })
        .from(themes)
        .where(and(inArray(themes.id, ids), eq(themes.isDeleted, false), eq(themes.isActive, true)));
      return rows.length;
    },

    /** Names of catalogue items by id (deleted ones too: statistics outlive them). */
    async namesOf(kind: 'audio' | 'theme' | 'category', ids: string[]) {
      if (ids.length === 0) return new Map<string, string>();
      const table = kind === 'audio' ? audios : kind === 'theme' ? themes : categories;
      const name = kind === 'audio' ? audios.title : kind === 'theme' ? themes.name : categories.name;
      const rows = await db.select({ id: table.id, name }).from(table).where(inArray(table.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** The title and length (seconds) of each audio named (deleted ones too: reports outlive them). */
    async audioLengths(ids: string[]) {
      if (ids.length === 0) return new Map<string, { name: string; duration: number }>();
      const rows = await db
        .select({ id: audios.id, name: audios.title, duration: audios.duration })
        .from(audios)
        .where(inArray(audios.id, ids));
      return new Map(rows.map((r) => [r.id, { name: r.name, duration: r.duration }]));
    },

    /** Whether an undeleted audio plays this stored file. */
    fileInUse: (key: string) => anyRow(audios, and(eq(audios.audioPath, key), eq(audios.isDeleted, false))),

    slugTaken: (kind: keyof typeof tableOf, slug: string) =>
      anyRow(tableOf[kind], eq(tableOf[kind].slug, slug)),

    categoryIsLive: (id: string) =>
      anyRow(categories, and(eq(categories.id, id), eq(categories.isDeleted, false))),
    themeIsLive: (id: string) => anyRow(themes, and(eq(themes.id, id), eq(themes.isDeleted, false))),
    categoryHasLiveThemes: (id: string) =>
      anyRow(themes, and(eq(themes.categoryId, id), eq(themes.isDeleted, false))),
    themeHasLiveAudios: (id: string) =>
      anyRow(audios, and(eq(audios.themeId, id), eq(audios.isDeleted, false))),

    insertCategory: (values: NewCategory) => insertRow(categories, values),
    insertTheme: (values: NewTheme) => insertRow(themes, values),
    insertAudio: (values: NewAudio) => insertRow(audios, values),

    /** Updates an undeleted row; false when there is none. */
    updateCategory: (id: string, values: Partial<NewCategory>) => updateLiveRow(categories, id, values),
    updateTheme: (id: string, values: Partial<NewTheme>) => updateLiveRow(themes, id, values),
    updateAudio: (id: string, values: Partial<NewAudio>) => updateLiveRow(audios, id, values),
  };
}
export type CatalogueRepository = ReturnType<typeof catalogueRepository>;

/**
 * The catalogue as other domains read it
 * (the user answer's test result and trial audio, a client's test history, a test's validation).
 */
function lookups(db: Db) {
  // Part of the user answer (its test result): built once, prepared on each connection.
  const categoryBySlug = db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('catalogue_category_ref');
  return {
    async categoryRef(slug: string) {
      const rows = await categoryBySlug.execute({ slug });
      return rows[0] ?? null;
    },
    /** Undeleted themes with these slugs (any order). */
    themeRefs(slugs: string[]) {
      if (slugs.length === 0) return Promise.resolve([]);
      return db
        .select({ id: themes.id, name: themes.name, slug: themes.slug })
        .from(themes)
        .where(and(inArray(themes.slug, slugs), eq(themes.isDeleted, false)));
    },
    async audioSummary(id: string) {
      return firstRow(
        db
          .select({
            id: audios.id,
            title: audios.title,
            description: audios.description,
            duration: audios.duration,
            coverImageName: audios.coverImageName,
            coverImageUrl: audios.coverImageUrl,
            coverImageSrcset: audios.coverImageSrcset,
            themeId: audios.themeId,
          })
          .from(audios)
          .where(eq(audios.id, id)),
      );
    },
    /** Categories with these slugs, deleted ones too, with their description and cover. */
    categoryCards(slugs: string[]) {
      if (slugs.length === 0) return Promise.resolve([]);
      return db.select(cardColumns(categories)).from(categories).where(inArray(categories.slug, slugs));
    },
    /** Themes with these slugs, deleted ones too, with their description and cover. */
    themeCards(slugs: string[]) {
      if (slugs.length === 0) return Promise.resolve([]);
      return db
        .select({ id: themes.id, ...cardColumns(themes) })
        .from(themes)
        .where(inArray(themes.slug, slugs));
    },
    categoryExists(slug: string) {
      return hasRow(
        db
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.slug, slug), eq(categories.isDeleted, false))),
      );
    },
  };
}
