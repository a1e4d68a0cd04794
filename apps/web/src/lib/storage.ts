import { STORAGE_KEYS } from '@sanarte/shared';

/**
 * Browser storage keys plus two of ours: `hasSession`, a non-secret hint that this browser signed
 * in, and the promotion code a buyer applied. The session itself lives in httpOnly cookies; the
 * hint only spares anonymous visitors a start-up validation call that would answer 401.
 */
export const storageKeys = {
  ...STORAGE_KEYS,
  sessionHint: 'hasSession',
  /** The promotion code a buyer applied (session storage): the checkout sends it. */
  promotionCode: 'sanarte.promotionCode',
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

function area(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage disabled (privacy settings) or no window (tests): behave as empty.
    return null;
  }
}

function makeStore(kind: 'local' | 'session') {
  return {
    get(key: StorageKey): string | null {
      try {
        return area(kind)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: StorageKey, value: string): void {
      try {
        area(kind)?.setItem(key, value);
      } catch {
        // Quota or privacy mode: the app works without it.
      }
    },
    remove(...keys: StorageKey[]): void {
      for (const key of keys) {
        try {
          area(kind)?.removeItem(key);
        } catch {
          // ignore
        }
      }
    },
  };
}

export const local = makeStore('local');
export const session = makeStore('session');
