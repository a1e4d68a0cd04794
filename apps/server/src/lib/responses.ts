import { apiError } from '@sanarte/shared';
import type { z } from 'zod';

/** What every route may answer when it fails (see plugins/app/errors.ts). */
const failures = { '4xx': apiError, '5xx': apiError } as const;

/**
 * A route's declared answers: its success schemas by status, plus the shared failure shape.
 * `schema: { response: responses({ 200: planListResponse }) }`
 */
export function responses<T extends Record<number, z.ZodType>>(ok: T): T & typeof failures {
  return { ...ok, ...failures };
}
