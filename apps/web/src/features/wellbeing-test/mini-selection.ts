import { LIMITS } from '@sanarte/shared';
import { session, storageKeys } from '../../lib/storage';

/**
 * The mini plan's chosen themes, kept for the purchase: session
 * storage `miniSelectedThemes`, a JSON array whose first two entries are the chosen theme ids.
 */
export function readMiniSelection(): string[] {
  const raw = session.get(storageKeys.miniSelectedThemes);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((id): id is string => typeof id === 'string').slice(0, LIMITS.miniThemes);
  } catch {
    return [];
  }
}

export function saveMiniSelection(themeIds: string[]): void {
  session.set(storageKeys.miniSelectedThemes, JSON.stringify(themeIds.slice(0, LIMITS.miniThemes)));
}
