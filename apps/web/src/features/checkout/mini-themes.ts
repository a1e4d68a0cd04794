import { LIMITS } from '@sanarte/shared';
import { session, storageKeys } from '../../lib/storage';

/**
 * The mini plan's chosen themes: session storage
 * `miniSelectedThemes`, a JSON array whose first two entries are the chosen theme ids.
 */
export function readMiniThemes(): string[] {
  const raw = session.get(storageKeys.miniSelectedThemes);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((id): id is string => typeof id === 'string' && id.length > 0)
      .slice(0, LIMITS.miniThemes);
  } catch {
    return [];
  }
}

/** Forgotten once the payment is confirmed. */
export function clearMiniThemes(): void {
  session.remove(storageKeys.miniSelectedThemes);
}
