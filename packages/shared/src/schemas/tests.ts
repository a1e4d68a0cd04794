import { z } from 'zod';
import { OFFLINE } from '../constants.js';
import { es } from '../messages/es.js';

const slug = z
  .string({ error: es.test.invalidResult })
  .min(1, es.test.invalidResult)
  .max(80, es.test.invalidResult)
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

/**
 * retake-test: the same body as take-test, or the panel's shape `{ categoriaPrincipal, topTemas }`
 * (the immediate result as `recommend` returns it), read as `{ categorySlug, themesSlugs }` with
 * the same rules and messages.
 */
export const retakeTestRequestSchema = z.preprocess((body) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  if ('categorySlug' in record || 'themesSlugs' in record) return body;
  if (!('categoriaPrincipal' in record) && !('topTemas' in record)) return body;
  const { categoriaPrincipal, topTemas, ...rest } = record;
  return { ...rest, categorySlug: categoriaPrincipal, themesSlugs: topTemas };
}, testResultRequestSchema);

export const temporaryAudioRequestSchema = z.object({
  audioId: z.uuid({ error: es.test.selectError }),
});

/** Listening time reported by players (every 15 s, on pause, end and page hide). */
export const playbackReportSchema = z.object({
  audioId: z.uuid(),
  listenedSeconds: z.number().min(0).max(86_400),
  positionSeconds: z.number().min(0).max(86_400),
  /**
   * The report's own id (a UUID the player makes): a report delivered twice (a retry, a beacon and
   * the queue, two tabs) counts once.
   */
  reportId: z.uuid().optional(),
  /**
   * How long ago the report was made, in seconds, when it waited in the device's queue (listening
   * offline). The server places it on its own clock at now − ageSeconds.
   */
  ageSeconds: z
    .number()
    .min(0)
    .max(OFFLINE.reportMaxAgeDays * 86_400)
    .optional(),
  /** The XSRF token, for sendBeacon (which cannot set the header). */
  xsrf: z.string().max(200).optional(),
});
