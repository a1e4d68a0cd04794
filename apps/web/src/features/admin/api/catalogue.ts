import type {
  AudioDto,
  CategoryDto,
  ThemeDto,
  audioInputSchema,
  categoryInputSchema,
  themeInputSchema,
} from '@sanarte/shared';
import type { z } from 'zod';
import { ADMIN_CACHE_SECONDS, adminBaseApi, recordOf } from './base';

export type CategoryBody = z.output<typeof categoryInputSchema>;
export type ThemeBody = z.output<typeof themeInputSchema>;
export type AudioBody = z.output<typeof audioInputSchema>;
/** The toggle's partial body. */
export type ActiveOnly = { isActive: boolean };

type ListAnswer<T> = { data?: T[] };
const listOf = <T>(answer: ListAnswer<T>): T[] => (Array.isArray(answer?.data) ? answer.data : []);
const byOrderThenName =
  <T extends { order: number }>(name: (t: T) => string) =>
  (a: T, b: T) =>
    a.order - b.order || name(a).localeCompare(name(b), 'es');

/** A change to one entity shows in the three lists (names and covers are embedded). */
const CATALOGUE_TAGS = ['Categories', 'Themes', 'Audios'] as const;
const invalidateOnSuccess = (_result: unknown, error: unknown) => (error ? [] : [...CATALOGUE_TAGS]);

/**
 * Gestión de Audio's calls. Staff lists include inactive items and, for audios,
 * a signed `audio.audioUrl`; deleted items are excluded (`isDeleted=false`).
 */
export const catalogueApi = adminBaseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<CategoryDto[], void>({
      query: () => '/categories/list?isDeleted=false',
      transformResponse: (answer: ListAnswer<CategoryDto>) =>
        listOf(answer).sort(byOrderThenName((c) => c.name)),
      providesTags: ['Categories'],
      keepUnusedDataFor: ADMIN_CACHE_SECONDS,
    }),
    getThemes: build.query<ThemeDto[], void>({
      query: () => '/themes/list?isDeleted=false',
      transformResponse: (answer: ListAnswer<ThemeDto>) =>
        listOf(answer).sort(byOrderThenName((t) => t.name)),
      providesTags: ['Themes'],
      keepUnusedDataFor: ADMIN_CACHE_SECONDS,
    }),
    getAudios: build.query<AudioDto[], void>({
      query: () => '/audios/list?isDeleted=false',
      transformResponse: (answer: ListAnswer<AudioDto>) =>
        listOf(answer).sort(byOrderThenName((a) => a.title)),
      providesTags: ['Audios'],
      keepUnusedDataFor: ADMIN_CACHE_SECONDS,
    }),

    createCategory: build.mutation<CategoryDto, CategoryBody>({
      query: (body) => ({ url: '/categories/create', method: 'POST', body }),
      transformResponse: recordOf<CategoryDto>,
      invalidatesTags: invalidateOnSuccess,
    }),
    updateCategory: build.mutation<CategoryDto, { id: string; body: CategoryBody | ActiveOnly }>({
      query: ({ id, body }) => ({ url: `/categories/update/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformResponse: recordOf<CategoryDto>,
      invalidatesTags: invalidateOnSuccess,
    }),
    deleteCategory: build.mutation<unknown, string>({
      query: (id) => ({ url: `/categories/delete/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: invalidateOnSuccess,
    }),

    createTheme: build.mutation<ThemeDto, ThemeBody>({
      query: (body) => ({ url: '/themes/create', method: 'POST', body }),
      transformResponse: recordOf<ThemeDto>,
      invalidatesTags: invalidateOnSuccess,
    }),
    updateTheme: build.mutation<ThemeDto, { id: string; body: ThemeBody | ActiveOnly }>({
      query: ({ id, body }) => ({ url: `/themes/update/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformResponse: recordOf<ThemeDto>,
      invalidatesTags: invalidateOnSuccess,
    }),
    deleteTheme: build.mutation<unknown, string>({
      query: (id) => ({ url: `/themes/delete/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: invalidateOnSuccess,
    }),

    createAudio: build.mutation<AudioDto, AudioBody>({
      query: (body) => ({ url: '/audios/create', method: 'POST', body }),
      transformResponse: recordOf<AudioDto>,
      invalidatesTags: invalidateOnSuccess,
    }),
    updateAudio: build.mutation<AudioDto, { id: string; body: AudioBody | ActiveOnly }>({
      query: ({ id, body }) => ({ url: `/audios/update/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformResponse: recordOf<AudioDto>,
      invalidatesTags: invalidateOnSuccess,
    }),
    deleteAudio: build.mutation<unknown, string>({
      query: (id) => ({ url: `/audios/delete/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: invalidateOnSuccess,
    }),
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
