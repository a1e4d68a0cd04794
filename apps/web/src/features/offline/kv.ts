/**
 * The small asynchronous key-value store the offline features keep their data in: IndexedDB in the
 * app (db.ts), a Map in tests and where IndexedDB cannot be used. Every value carries its own key.
 */
export interface KeyValueStore<T> {
  get(key: string): Promise<T | undefined>;
  /** Stores `value` under its own key (replacing what was there). */
  put(value: T): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every value, in no particular order. */
  values(): Promise<T[]>;
  clear(): Promise<void>;
}

/** A store that lives as long as the page (or the test); `keyOf` reads a value's key. */
export function memoryStore<T>(
  keyOf: (value: T) => string,
  data: Map<string, T> = new Map(),
): KeyValueStore<T> {
  return {
    get: async (key) => data.get(key),
    put: async (value) => void data.set(keyOf(value), value),
    delete: async (key) => void data.delete(key),
    values: async () => [...data.values()],
    clear: async () => data.clear(),
  };
}
