/** Answers of "Mi progreso" (see schemas/responses.ts for the envelope). */
import { z } from 'zod';
import { apiData } from '../schemas/responses.js';

/**
 * "Mi progreso": minutes and completed sessions this week (from Monday) and this month, in Spain's
 * calendar; the themes listened to most; the last day with listening, and whether the listener
 * has been away long enough for a word of welcome back. No streak.
 */
export const progress = z.object({
  minutesThisWeek: z.number(),
  minutesThisMonth: z.number(),
  sessionsThisWeek: z.number(),
  sessionsThisMonth: z.number(),
  sessionsTotal: z.number(),
  topThemes: z.array(z.object({ _id: z.string(), name: z.string(), minutes: z.number() })),
  lastListenedOn: z.string().nullable(),
  missedYou: z.boolean(),
});
export type Progress = z.infer<typeof progress>;
/** A listener's progress before any listening. */
export const NO_PROGRESS: Progress = {
  minutesThisWeek: 0,
  minutesThisMonth: 0,
  sessionsThisWeek: 0,
  sessionsThisMonth: 0,
  sessionsTotal: 0,
  topThemes: [],
  lastListenedOn: null,
  missedYou: false,
};
/** GET /api/library/progress. */
export const progressAnswer = apiData(progress);
export type ProgressAnswer = z.infer<typeof progressAnswer>;
