import { api } from '../../../lib/api';

/**
 * The back-office's part of the API slice: its cache tags. Every admin endpoint is injected into
 * this enhanced slice (it is the application's one slice, with the tags added).
 */
export const adminBaseApi = api.enhanceEndpoints({
  addTagTypes: ['Categories', 'Themes', 'Audios', 'MediaFolder', 'AdminUsers', 'PaymentRecords'],
});

/** Lists the shell preloads stay cached this long (seconds) without a screen subscribed. */
export const ADMIN_CACHE_SECONDS = 600;

/** The record of a create/update answer: `data`, or the answer itself. */
export function recordOf<T>(answer: unknown): T {
  if (answer && typeof answer === 'object' && 'data' in answer) {
    const { data } = answer as { data: unknown };
    if (data && typeof data === 'object') return data as T;
  }
  return answer as T;
}
