import { z } from 'zod';

/**
 * The answers of the API, as contracts: the server declares each route's answers with these
 * schemas (and serializes through them, so nothing undeclared leaves it), the OpenAPI document is
 * generated from them, and the web app takes its answer types from them.
 */

/** Every failure: a status 4xx/5xx and a Spanish message; a few add a reason in `data`. */
export const apiError = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiError>;

/** `{ success: true, message }`: an action done, nothing to return. */
export const apiMessage = z.object({ success: z.literal(true), message: z.string() });
export type ApiMessage = z.infer<typeof apiMessage>;

/** `{ success: true, data }`, with an optional message. */
export function apiData<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

/**
 * One page of a back-office list: its rows, how many the filters select (`total`) of how many
 * there are (`grandTotal`), what else the list counts (`counts`), and the page asked for.
 */
export function apiPage<T extends z.ZodType, C extends z.ZodRawShape = Record<never, never>>(
  row: T,
  counts: C = {} as C,
) {
  return z.object({
    success: z.literal(true),
    data: z.array(row),
    total: z.number(),
    grandTotal: z.number(),
    ...counts,
    page: z.number(),
    pageSize: z.number(),
  });
}

/** ISO 8601 date-time text, as dates travel in JSON. */
export const isoDate = z.string();
export const nullableIsoDate = z.string().nullable();
