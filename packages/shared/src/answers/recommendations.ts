/** Answers of "Para ti", the listener's recommendations (see schemas/responses.ts for the envelope). */
import { z } from 'zod';
import { apiData } from '../schemas/responses.js';
import { libraryAudio } from './library.js';

/** A recommended audio: the library's card, and whether the listener's plan opens it now. */
export const forYouAudio = libraryAudio.extend({ open: z.boolean() });
export type ForYouAudio = z.infer<typeof forYouAudio>;

const named = z.object({ slug: z.string(), name: z.string() });

/**
 * "Para ti": what the listener's latest test recommended (null: no test yet), where they left
 * what they were listening to, the audios to start with (the first not heard of each recommended
 * theme, best first), the other recommended audios they have not heard yet, and the new releases.
 */
export const forYou = z.object({
  test: z.object({ category: named.nullable(), themes: z.array(named), takenAt: z.string() }).nullable(),
  continueListening: z.array(forYouAudio),
  startWith: z.array(forYouAudio),
  notHeard: z.array(forYouAudio),
  /** «Nuevo este mes»: the audios published by their schedule in the last 30 days, the latest first. */
  newThisMonth: z.array(forYouAudio),
});
export type ForYou = z.infer<typeof forYou>;
/** GET /api/library/for-you. */
export const forYouAnswer = apiData(forYou);
export type ForYouAnswer = z.infer<typeof forYouAnswer>;

/** "Guardados": the audios the listener saved, the latest first (GET, PUT and DELETE /api/library/saved). */
export const savedAnswer = apiData(z.array(forYouAudio));
export type SavedAnswer = z.infer<typeof savedAnswer>;
