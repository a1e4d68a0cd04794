import { z } from 'zod';
import { es } from '../messages/es.js';

const slug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9_]+$/, es.test.invalidResult);

/** take-test / retake-test: the recommendation to store (validated against the catalogue). */
export const testResultRequestSchema = z.object({
  categorySlug: slug,
  themesSlugs: z
    .array(slug, { error: es.test.invalidResult })
    .min(1, es.test.invalidResult)
    .max(3, es.test.invalidResult)
    .refine((a) => new Set(a).size === a.length, es.test.invalidResult),
});

export const temporaryAudioRequestSchema = z.object({
  audioId: z.uuid({ error: es.test.selectError }),
});

/** Listening time reported by players (every 15 s, on pause, end and page hide). */
export const playbackReportSchema = z.object({
  audioId: z.uuid(),
  listenedSeconds: z.number().min(0).max(86_400),
  positionSeconds: z.number().min(0).max(86_400),
  /** The XSRF token, for sendBeacon (which cannot set the header). */
  xsrf: z.string().max(200).optional(),
});
