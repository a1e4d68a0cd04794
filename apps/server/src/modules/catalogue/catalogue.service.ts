import { es, formatDate, normalizeTags, slugify } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import { isAudioKey } from '../../adapters/storage/keys.js';
import type { Storage } from '../../adapters/storage/types.js';
import { AppError } from '../../lib/errors.js';
import { COVER_WIDTHS, resizedCopies } from '../../lib/images.js';
import type { ReadCache } from '../../lib/read-cache.js';
import { presentAudio, presentCategory, presentTheme } from './catalogue.presenter.js';
import type { AudioRow, CatalogueRepository, ListFilter } from './catalogue.repository.js';

type Cover = { coverImageName?: string | undefined; coverImageUrl?: string | undefined } | undefined;
/** A cover's columns, with its resized copies' srcset (lib/images.ts); none when no cover is sent. */
type CoverCols = { coverImageName?: string; coverImageUrl?: string; coverImageSrcset?: string };

/** What the category and theme forms share: name, description, cover, state and order. */
interface ItemInput {
  name: string;
  description: string;
  coverImage?: Cover;
  isActive?: boolean | undefined;
  order?: number | undefined;
}
/** A new category's or theme's columns from its form (active, first, unless the form says). */
const newItemCols = (input: ItemInput, slug: string, cover: CoverCols) => ({
  name: input.name,
  slug,
  description: input.description,
  ...cover,
  isActive: input.isActive ?? true,
  order: input.order ?? 1,
});
/** The columns an edit of a category or theme changes: only the fields it sends. */
const changedItemCols = (input: Partial<ItemInput>, cover: CoverCols) => ({
  ...(input.name !== undefined ? { name: input.name } : {}),
  ...(input.description !== undefined ? { description: input.description } : {}),
  ...cover,
  ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
  ...(input.order !== undefined ? { order: input.order } : {}),
});

const AUDIO_URL_TTL_MS = 3600_000;
/** What visitors see: active rows (with active parents), never deleted ones. */
const PUBLIC: ListFilter = { includeDeleted: false, onlyActive: true };
/** What the staff list shows by default. */
const STAFF_VIEW: ListFilter = { includeDeleted: false, onlyActive: false };

/** Who is looking: staff see every item (deleted ones when asked) with signed audio URLs. */
export interface Viewer {
  staff: boolean;
  includeDeleted: boolean;
}
const filterOf = (v: Viewer): ListFilter =>
  v.staff ? { includeDeleted: v.includeDeleted, onlyActive: false } : PUBLIC;

/** The tables each kept answer is read from. */
const CATEGORIES = ['categories'] as const;
const PUBLIC_AUDIOS = ['audios', 'themes', 'categories'] as const;

/**
 * The catalogue: categories, their themes and the themes' audios. The public sees active items
 * without audio file URLs; staff see every item with signed URLs; admin changes it. Deletes are soft.
 * What the public sees of categories and audios (the same for every caller, with no date and no
 * signed URL) is kept in the public catalogue cache, dropped on every change.
 */
export function catalogueService(deps: {
  repo: CatalogueRepository;
  storage: Storage;
  clock: Clock;
  cache: ReadCache;
}) {
  const { repo, cache } = deps;

  /** A unique slug from a name: 'amor', 'amor_2', ... */
  async function uniqueSlug(kind: 'categories' | 'themes', name: string) {
    const base = slugify(name) || 'item';
    for (let i = 1; i < 1000; i++) {
      const slug = i === 1 ? base : `${base}_${i}`;
      if (!(await repo.slugTaken(kind, slug))) return slug;
    }
    throw new AppError(409, es.errors.invalidInput);
  }

  async function liveCategory(id: string) {
    if (!(await repo.categoryIsLive(id))) throw new AppError(400, es.admin.categoryRequired);
  }
  async function liveTheme(id: string) {
    if (!(await repo.themeIsLive(id))) throw new AppError(400, es.admin.themeRequired);
  }

  /**
   * A cover's columns as sent, with the srcset of the copies made of an uploaded one (made as the
   * item is saved, so every later answer lists them at no cost).
   */
  async function coverCols(c: Cover): Promise<CoverCols> {
    if (!c) return {};
    const url = c.coverImageUrl ?? '';
    return {
      coverImageName: c.coverImageName ?? '',
      coverImageUrl: url,
      coverImageSrcset: await resizedCopies(deps.storage, url, COVER_WIDTHS),
    };
  }

  /** The audio file must be one of ours, in storage, and an audio file. */
  async function audioKey(url: string) {
    const key = deps.storage.keyFromUrl(url);
    if (!key || !isAudioKey(key) || !(await deps.storage.stat(key)))
      throw new AppError(400, es.admin.audioFileRequired);
    return key;
  }

  /**
   * The scheduled publication a create or update asks for, checked: a new time must lie ahead, only
   * an audio listeners do not have yet is scheduled, and a published audio's time stays as it was.
   * The record's own value sent back changes nothing.
   */
  async function releaseChange(id: string | null, value: string | null | undefined, isActive?: boolean) {
    if (value === undefined) return {};
    const current = id ? await repo.findAudio(id, STAFF_VIEW) : null;
    if (id && !current) throw notFound();
    const next = value === null ? null : new Date(value);
    if ((current?.releaseAt?.getTime() ?? null) === (next?.getTime() ?? null)) return {};
    if (current?.releasedAt) throw new AppError(409, es.admin.releaseAlreadyDone);
    // Listeners already have an active audio without a schedule: a date would take it away.
    if (next && current && (isActive ?? current.isActive) && current.releaseAt === null)
      throw new AppError(409, es.admin.releaseOnlyUnpublished);
    if (next && next.getTime() <= deps.clock.now().getTime()) throw new AppError(400, es.admin.releaseAtPast);
    return { releaseAt: next };
  }

  const notFound = () => new AppError(404, es.errors.notFound);
  const found = (ok: boolean) => {
    if (!ok) throw notFound();
  };

  /** An audio as staff see it: with a signed, expiring URL of its file. */
  async function staffAudio(r: AudioRow) {
    const until = new Date(deps.clock.now().getTime() + AUDIO_URL_TTL_MS);
    return presentAudio(
      r,
      deps.clock.now(),
      r.audioPath ? await deps.storage.signedUrl(r.audioPath, until) : '',
    );
  }

  // Every create/update answers with the record exactly as the staff list shows it, so a client
  // can keep it and send it back whole as the next update's body.
  async function categoryRecord(id: string) {
    const row = await repo.findCategory(id, STAFF_VIEW);
    if (!row) throw notFound();
    return presentCategory(row);
  }
  async function themeRecord(id: string) {
    const row = await repo.findTheme(id, STAFF_VIEW);
    if (!row) throw notFound();
    return presentTheme(row);
  }
  async function audioRecord(id: string) {
    const row = await repo.findAudio(id, STAFF_VIEW);
    if (!row) throw notFound();
    return staffAudio(row);
  }

  const reads = {
    async categories(v: Viewer) {
      if (!v.staff) {
        return cache.read('categories:public', CATEGORIES, async () =>
          (await repo.listCategories(PUBLIC)).map(presentCategory),
        );
      }
      return (await repo.listCategories(filterOf(v))).map(presentCategory);
    },
    async themes(v: Viewer, categoryId?: string) {
      return (await repo.listThemes(filterOf(v), categoryId)).map(presentTheme);
    },
    async audios(v: Viewer, filter: { themeId?: string | undefined; categoryId?: string | undefined }) {
      const rows = await repo.listAudios(filterOf(v), {
        ...(filter.themeId ? { themeId: filter.themeId } : {}),
        ...(filter.categoryId ? { categoryId: filter.categoryId } : {}),
      });
      const now = deps.clock.now();
      if (!v.staff) return rows.map((r) => presentAudio(r, now));
      return Promise.all(rows.map(staffAudio));
    },
    /** Real counts for the landing's claims: never promise more than the catalogue has. */
    async stats() {
      const [cats, themes, audios, latest] = await Promise.all([
        repo.listCategories(PUBLIC),
        repo.listThemes(PUBLIC),
        repo.listAudios(PUBLIC),
        repo.latestRelease(),
      ]);
      return {
        categories: cats.length,
        themes: themes.length,
        audios: audios.length,
        // The band names what it counts: the live categories, in the catalogue's order.
        categoryNames: cats.map((c) => c.name),
        latestRelease:
          latest?.releasedAt != null
            ? {
                title: latest.title,
                releasedAt: latest.releasedAt.toISOString(),
                releasedOn: formatDate(latest.releasedAt),
              }
            : null,
      };
    },
    /** The public audios of a public theme. */
    async themeAudios(themeId: string) {
      const theme = await repo.findTheme(themeId, PUBLIC);
      if (!theme) throw notFound();
      const now = deps.clock.now();
      return (await repo.listAudios(PUBLIC, { themeId: theme.id })).map((r) => presentAudio(r, now));
    },
    /**
     * Every public audio, as rows (the library filters them by what a subscription opens): the
     * same for every caller, kept (frozen) until an audio, theme or category changes.
     */
    publicAudios: () => cache.read('audios:public', PUBLIC_AUDIOS, () => repo.listPublicAudios()),
    /** An audio that may be played now (it and its theme and category active), or null. */
    playableAudio: (id: string) => repo.playableAudio(id),
    /** The playable audios among these ids, in one query. */
    playableAudios: (ids: string[]) => repo.playableAudios(ids),
    /** Whether exactly these themes all exist and are active. */
    async allThemesActive(ids: string[]) {
      return (await repo.countActiveThemes(ids)) === ids.length;
    },
    /** Names (titles for audios) by id, for statistics. */
    namesOf: (kind: 'audio' | 'theme' | 'category', ids: string[]) => repo.namesOf(kind, ids),
    audioLengths: (ids: string[]) => repo.audioLengths(ids),
    /** Whether an undeleted audio plays this stored file (it may not be deleted then). */
    fileInUse: (key: string) => repo.fileInUse(key),
  };

  return {
    /** What other domains read of the catalogue (the user answer, a client's test history). */
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

    ...reads,

    async createCategory(input: ItemInput) {
      const id = await cache.writing(
        'categories',
        repo.insertCategory(
          newItemCols(input, await uniqueSlug('categories', input.name), await coverCols(input.coverImage)),
        ),
      );
      return categoryRecord(id);
    },
    async updateCategory(id: string, input: Partial<ItemInput>) {
      found(
        await cache.writing(
          'categories',
          repo.updateCategory(id, changedItemCols(input, await coverCols(input.coverImage))),
        ),
      );
      return categoryRecord(id);
    },
    async deleteCategory(id: string) {
      if (await repo.categoryHasLiveThemes(id)) throw new AppError(409, es.admin.categoryHasThemes);
      found(await cache.writing('categories', repo.updateCategory(id, { isDeleted: true })));
    },

    async createTheme(input: ItemInput & { category: string }) {
      await liveCategory(input.category);
      const id = await cache.writing(
        'themes',
        repo.insertTheme({
          ...newItemCols(input, await uniqueSlug('themes', input.name), await coverCols(input.coverImage)),
          categoryId: input.category,
        }),
      );
      return themeRecord(id);
    },
    async updateTheme(id: string, input: Partial<ItemInput & { category: string }>) {
      if (input.category) await liveCategory(input.category);
      found(
        await cache.writing(
          'themes',
          repo.updateTheme(id, {
            ...changedItemCols(input, await coverCols(input.coverImage)),
            ...(input.category !== undefined ? { categoryId: input.category } : {}),
          }),
        ),
      );
      return themeRecord(id);
    },
    async deleteTheme(id: string) {
      if (await repo.themeHasLiveAudios(id)) throw new AppError(409, es.admin.themeHasAudios);
      found(await cache.writing('themes', repo.updateTheme(id, { isDeleted: true })));
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
      releaseAt?: string | null | undefined;
    }) {
      await liveTheme(input.theme);
      const key = await audioKey(input.audio.audioUrl);
      const release = await releaseChange(null, input.releaseAt);
      const id = await cache.writing(
        'audios',
        repo.insertAudio({
          themeId: input.theme,
          title: input.title,
          description: input.description,
          duration: Math.round(input.duration),
          audioName: input.audio.audioName || key.split('/').pop() || '',
          audioPath: key,
          ...(await coverCols(input.coverImage)),
          tags: normalizeTags(input.tags),
          order: input.order ?? 1,
          // New audios start inactive: staff activate them when ready (or schedule them).
          isActive: false,
          ...release,
        }),
      );
      return audioRecord(id);
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
        releaseAt: string | null;
      }>,
    ) {
      if (input.theme) await liveTheme(input.theme);
      const key = input.audio ? await audioKey(input.audio.audioUrl) : undefined;
      const release = await releaseChange(id, input.releaseAt, input.isActive);
      found(
        await cache.writing(
          'audios',
          repo.updateAudio(id, {
            ...(input.theme !== undefined ? { themeId: input.theme } : {}),
            ...(input.title !== undefined ? { title: input.title } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.duration !== undefined ? { duration: Math.round(input.duration) } : {}),
            ...(key
              ? { audioPath: key, audioName: input.audio?.audioName || key.split('/').pop() || '' }
              : {}),
            ...(await coverCols(input.coverImage)),
            ...(input.tags !== undefined ? { tags: normalizeTags(input.tags) } : {}),
            ...(input.order !== undefined ? { order: input.order } : {}),
            ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
            ...release,
          }),
        ),
      );
      return audioRecord(id);
    },
    async deleteAudio(id: string) {
      found(await cache.writing('audios', repo.updateAudio(id, { isDeleted: true, isActive: false })));
    },
  };
}
export type CatalogueService = ReturnType<typeof catalogueService>;
