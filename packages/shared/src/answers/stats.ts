/** Answers of the stats routes (see schemas/responses.ts for the shared envelope). */
import { z } from 'zod';
import { apiData } from '../schemas/responses.js';

/** POST /api/stats/playback: the seconds credited for this report. */
export const playbackAnswer = apiData(z.object({ credited: z.number() }));

/** GET /api/stats/crm/dashboard: counts; new users within [from, to]. */
export const dashboardStats = z.object({
  from: z.string(),
  to: z.string(),
  totalUsers: z.number(),
  activeUsers: z.number(),
  verifiedUsers: z.number(),
  newUsers: z.number(),
  byRole: z.record(z.string(), z.number()),
  newByRole: z.record(z.string(), z.number()),
});
export type DashboardStats = z.infer<typeof dashboardStats>;
export const dashboardAnswer = apiData(dashboardStats);

/** Listening totals by audio, theme or category; the range is echoed when one was asked for. */
const playtimeAnswerOf = <K extends string>(key: K) =>
  z.object({
    success: z.literal(true),
    data: z.array(
      z.object({ [key]: z.string(), name: z.string(), totalSeconds: z.number() }) as z.ZodObject<
        Record<K, z.ZodString> & { name: z.ZodString; totalSeconds: z.ZodNumber }
      >,
    ),
    from: z.string().optional(),
    to: z.string().optional(),
  });
export const audioPlaytimeAnswer = playtimeAnswerOf('audioId');
export const themePlaytimeAnswer = playtimeAnswerOf('themeId');
export const categoryPlaytimeAnswer = playtimeAnswerOf('categoryId');
export type AudioPlaytime = z.infer<typeof audioPlaytimeAnswer>['data'][number];
export type ThemePlaytime = z.infer<typeof themePlaytimeAnswer>['data'][number];
export type CategoryPlaytime = z.infer<typeof categoryPlaytimeAnswer>['data'][number];
export type PlaybackAnswer = z.infer<typeof playbackAnswer>;
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;
