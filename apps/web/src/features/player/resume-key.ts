/**
 * Where the player keeps the listener's place (./resume-store.ts reads and writes the entry): what
 * every page needs of it, to forget the place on signing out and to know whether a reload has one
 * to offer, without bringing the entry's parsing into the landing's first JavaScript.
 */
export const RESUME_KEY = 'sanarte.player';

export type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function browserStorage(): KeyValue | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Whether a place is stored at all (./resume-store.ts's hasResume says whether it is readable). */
export function placeStored(storage: KeyValue | null = browserStorage()): boolean {
  try {
    return storage?.getItem(RESUME_KEY) != null;
  } catch {
    return false;
  }
}

export function clearResume(storage: KeyValue | null = browserStorage()): void {
  try {
    storage?.removeItem(RESUME_KEY);
  } catch {
    // Storage refused (privacy mode): there is nothing to forget.
  }
}
