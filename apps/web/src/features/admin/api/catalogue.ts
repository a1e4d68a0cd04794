import type {
  AudioDto,
  CategoryDto,
  ThemeDto,
  audioInputSchema,
  categoryInputSchema,
  themeInputSchema,
} from '@sanarte/shared';
import { spanishCompare } from '@sanarte/shared';
import type { z } from 'zod';
import { ADMIN_CACHE_SECONDS, adminBaseApi, recordOf } from './base';

export type CategoryBody = z.output<typeof categoryInputSchema>;
export type ThemeBody = z.output<typeof themeInputSchema>;
export type AudioBody = z.output<typeof audioInputSchema>;
/** The toggle's partial body. */
export type ActiveOnly = { isActive: boolean };
/** An update call's argument: the record's id and the whole form or the toggle's partial body. */
type UpdateArgs<B> = { id: string; body: B | ActiveOnly };

type ListAnswer<T> = { data?: T[] };
const listOf = <T>(answer: ListAnswer<T>): T[] => (Array.isArray(answer?.data) ? answer.data : []);
const byOrderThenName =
  <T extends { order: number }>(name: (t: T) => string) =>
  (a: T, b: T) =>
    a.order - b.order || spanishCompare(name(a), name(b));

/** A change to one entity shows in the three lists (names and covers are embedded). */
const CATALOGUE_TAGS = ['Categories', 'Themes', 'Audios'] as const;
const invalidateOnSuccess = (_result: unknown, error: unknown) => (error ? [] : [...CATALOGUE_TAGS]);

/** The catalogue's three collections, as their paths name them. */
type Collection = 'categories' | 'themes' | 'audios';

/** GET /{collection}/list as staff, by order and then by `name`, cached as long as the shell's preloads. */
function listCall<T extends { order: number }>(
  collection: Collection,
  tag: (typeof CATALOGUE_TAGS)[number],
  name: (t: T) => string,
) {
  return {
    query: () => `/${collection}/list?isDeleted=false`,
    transformResponse: (answer: ListAnswer<T>) => listOf(answer).sort(byOrderThenName(name)),
    providesTags: [tag],
    keepUnusedDataFor: ADMIN_CACHE_SECONDS,
  };
}

/** POST /{collection}/create, answered with the new record. */
function createCall<T, B>(collection: Collection) {
  return {
    query: (body: B) => ({ url: `/${collection}/create`, method: 'POST', body }),
    transformResponse: recordOf<T>,
    invalidatesTags: invalidateOnSuccess,
  };
}

/** PUT /{collection}/update/:id with the whole form or the toggle's partial body, answered with the record. */
function updateCall<T, B>(collection: Collection) {
  return {
    query: ({ id, body }: UpdateArgs<B>) => ({
      url: `/${collection}/update/${encodeURIComponent(id)}`,
      method: 'PUT',
      body,
    }),
    transformResponse: recordOf<T>,
    invalidatesTags: invalidateOnSuccess,
  };
}

/** DELETE /{collection}/delete/:id. */
function deleteCall(collection: Collection) {
  return {
    query: (id: string) => ({ url: `/${collection}/delete/${encodeURIComponent(id)}`, method: 'DELETE' }),
    invalidatesTags: invalidateOnSuccess,
  };
}

/**
 * Gestión de Audio's calls. Staff lists include inactive items and, for audios,
 * a signed `audio.audioUrl`; deleted items are excluded (`isDeleted=false`).
 */
export const catalogueApi = adminBaseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<CategoryDto[], void>(listCall('categories', 'Categories', (c) => c.name)),
    getThemes: build.query<ThemeDto[], void>(listCall('themes', 'Themes', (t) => t.name)),
    getAudios: build.query<AudioDto[], void>(listCall('audios', 'Audios', (a) => a.title)),

    createCategory: build.mutation<CategoryDto, CategoryBody>(createCall('categories')),
    createTheme: build.mutation<ThemeDto, ThemeBody>(createCall('themes')),
    createAudio: build.mutation<AudioDto, AudioBody>(createCall('audios')),

    updateCategory: build.mutation<CategoryDto, UpdateArgs<CategoryBody>>(updateCall('categories')),
    updateTheme: build.mutation<ThemeDto, UpdateArgs<ThemeBody>>(updateCall('themes')),
    updateAudio: build.mutation<AudioDto, UpdateArgs<AudioBody>>(updateCall('audios')),

    deleteCategory: build.mutation<unknown, string>(deleteCall('categories')),
    deleteTheme: build.mutation<unknown, string>(deleteCall('themes')),
    deleteAudio: build.mutation<unknown, string>(deleteCall('audios')),
  }),
});

export const {
  useGetCategoriesQuery,
  useGetThemesQuery,
  useGetAudiosQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useCreateThemeMutation,
  useUpdateThemeMutation,
  useDeleteThemeMutation,
  useCreateAudioMutation,
  useUpdateAudioMutation,
  useDeleteAudioMutation,
} = catalogueApi;
