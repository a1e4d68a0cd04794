import { LIMITS } from '@sanarte/shared';
import { session, storageKeys } from './storage';

/**
 * The mini plan's chosen themes, kept in session storage (`miniSelectedThemes`) between the
 * wellbeing test's picker, which writes them, and checkout, which buys them and then forgets them:
 * a JSON array whose first two entries are the chosen theme ids.
 */
export function readMiniSelection(): string[] {
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

export function saveMiniSelection(themeIds: string[]): void {
  session.set(storageKeys.miniSelectedThemes, JSON.stringify(themeIds.slice(0, LIMITS.miniThemes)));
}

/** Forgotten once the payment is confirmed. */
export function clearMiniSelection(): void {
  session.remove(storageKeys.miniSelectedThemes);
}
