/** Answers of the storage routes (see schemas/responses.ts for the shared envelope). */
import { z } from 'zod';
import { apiData, apiMessage } from '../schemas/responses.js';

/** One entry of a media folder. */
export const mediaItem = z.object({
  name: z.string(),
  /** Key relative to the media root, e.g. 'audios/calma_1712.mp3'. */
  path: z.string(),
  isDirectory: z.boolean(),
  size: z.number(),
  lastModified: z.string(),
  /** Public URL (images) or a signed, expiring one (audio and other files); '' for folders. */
  url: z.string(),
});
export type MediaItem = z.infer<typeof mediaItem>;
export const mediaFolder = z.object({ path: z.string(), items: z.array(mediaItem) });
export type MediaFolder = z.infer<typeof mediaFolder>;
/** GET /api/cdnFiles/*. */
export const mediaFolderAnswer = apiData(mediaFolder);

/** POST /api/upload/presign: where and how to PUT the file. */
export const presignedUpload = z.object({
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  key: z.string(),
  fileName: z.string(),
  fileUrl: z.string(),
  maxBytes: z.number(),
});
export type PresignedUpload = z.infer<typeof presignedUpload>;
export const presignAnswer = apiData(presignedUpload);

/** PUT /cdn-upload/* (local storage): the stored key and size. */
export const uploadAnswer = apiData(z.object({ key: z.string(), size: z.number() }));
export type StoredUpload = z.infer<typeof uploadAnswer>['data'];

/** DELETE /api/upload/*. */
export const fileDeletedAnswer = apiMessage;
export type MediaFolderAnswer = z.infer<typeof mediaFolderAnswer>;
export type PresignAnswer = z.infer<typeof presignAnswer>;
export type FileDeletedAnswer = z.infer<typeof fileDeletedAnswer>;
