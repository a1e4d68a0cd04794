import type {
  MediaFolder,
  MediaFolderAnswer,
  MediaItem,
  PresignAnswer,
  PresignedUpload,
} from '@sanarte/shared';
import { spanishCompare } from '@sanarte/shared';
import { ADMIN_CACHE_SECONDS, adminBaseApi } from './base';

/** The answers' types come from the shared contracts the server serializes with. */
export type { MediaItem, MediaFolder, PresignedUpload };

export interface PresignRequest {
  path: string;
  fileName: string;
  contentType: string;
}

/** Encodes each segment of a media path for a URL. */
export const encodeMediaPath = (path: string) =>
  path.split('/').filter(Boolean).map(encodeURIComponent).join('/');

/** The folder that holds a key: 'a/b/c.png' → 'a/b'. */
export const parentFolder = (key: string) => key.split('/').slice(0, -1).join('/');

const byKindThenName = (a: MediaItem, b: MediaItem) =>
  a.isDirectory === b.isDirectory ? spanishCompare(a.name, b.name) : a.isDirectory ? -1 : 1;

/**
 * The media library calls: listings cached per path (one cache entry per folder),
 * delete, and the presigned upload.
 */
export const mediaApi = adminBaseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/cdnFiles/{path} (root: /api/cdnFiles). The argument is the folder path, '' for root. */
    getMediaFolder: build.query<MediaFolder, string>({
      query: (path) => (path ? `/cdnFiles/${encodeMediaPath(path)}` : '/cdnFiles'),
      transformResponse: (answer: MediaFolderAnswer, _meta, path) => ({
        path: answer?.data?.path ?? path,
        items: [...(Array.isArray(answer?.data?.items) ? answer.data.items : [])].sort(byKindThenName),
      }),
      providesTags: (_result, _error, path) => [{ type: 'MediaFolder', id: path }],
      keepUnusedDataFor: ADMIN_CACHE_SECONDS,
    }),
    /** DELETE /api/upload/{path}: the path relative, without a leading slash. */
    deleteMediaFile: build.mutation<{ message?: string }, string>({
      query: (key) => ({ url: `/upload/${encodeMediaPath(key)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, key) =>
        error ? [] : [{ type: 'MediaFolder', id: parentFolder(key) }],
    }),
    /** POST /api/upload/presign → where and how to PUT the file. */
    presignUpload: build.mutation<PresignedUpload, PresignRequest>({
      query: (body) => ({ url: '/upload/presign', method: 'POST', body }),
      transformResponse: (answer: PresignAnswer) => answer.data,
    }),
  }),
});

export const { useGetMediaFolderQuery, useDeleteMediaFileMutation, usePresignUploadMutation } = mediaApi;

/** Marks a folder's cached listing stale (after uploads). */
export const invalidateMediaFolder = (path: string) =>
  mediaApi.util.invalidateTags([{ type: 'MediaFolder', id: path }]);
