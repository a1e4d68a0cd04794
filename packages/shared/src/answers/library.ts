/** Answers of the library routes (see schemas/responses.ts for the shared envelope). */
import { z } from 'zod';
import { audioCard, audioDto } from '../schemas/catalogue.js';
import { apiData } from '../schemas/responses.js';

/** An audio of the library, with where the user left it. */
export const libraryAudio = audioDto.extend({ positionSeconds: z.number() });
export type LibraryAudio = z.infer<typeof libraryAudio>;
export const libraryTheme = z.object({ _id: z.string(), name: z.string(), audios: z.array(libraryAudio) });
export type LibraryTheme = z.infer<typeof libraryTheme>;
export const libraryCategory = z.object({ _id: z.string(), name: z.string(), themes: z.array(libraryTheme) });
export type LibraryCategory = z.infer<typeof libraryCategory>;
export const library = z.object({ hasSubscription: z.boolean(), categories: z.array(libraryCategory) });
export type Library = z.infer<typeof library>;
/** GET /api/library. */
export const libraryAnswer = apiData(library);

/** GET /api/audios/:id/access: a signed URL of the audio and where the user left it. */
export const audioAccess = z.object({
  audioUrl: z.string(),
  expiresAt: z.string(),
  positionSeconds: z.number(),
  audio: audioCard,
});
export type AudioAccess = z.infer<typeof audioAccess>;
export const audioAccessAnswer = apiData(audioAccess);
export type LibraryAnswer = z.infer<typeof libraryAnswer>;
export type AudioAccessAnswer = z.infer<typeof audioAccessAnswer>;
