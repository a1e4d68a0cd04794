import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { DOWNLOADS_CACHE, OFFLINE_DB } from '../../lib/media/offline-keys';
import { type KeyValueStore, memoryStore } from './kv';
import type { DownloadRecord, QueuedReport } from './types';

/**
 * The device's storage of offline listening: an IndexedDB database (through `idb`) with the
 * downloads' records and the queue of listening reports, and the downloaded files in Cache Storage
 * (where the service worker answers them from). Private modes may lack either: callers ask
 * `offlineStorageUsable()` and degrade.
 */

const OFFLINE_DB_VERSION = 1;

export interface OfflineSchema extends DBSchema {
  /** Key: audioId. */
  downloads: { key: string; value: DownloadRecord };
  /** Key: reportId. */
  reports: { key: string; value: QueuedReport };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

/** Opens a new connection (rejects where IndexedDB cannot be used). */
export function openOfflineDb(onLost: () => void = () => {}): Promise<OfflineDb> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'));
  return openDB<OfflineSchema>(OFFLINE_DB, OFFLINE_DB_VERSION, {
    upgrade(db) {
      if (!db.objectStoreNames.contains('downloads'))
        db.createObjectStore('downloads', { keyPath: 'audioId' });
      if (!db.objectStoreNames.contains('reports')) db.createObjectStore('reports', { keyPath: 'reportId' });
    },
    // Another tab wants a newer version: step aside (the next call opens again).
    blocking(_current, _blocked, event) {
      (event.target as IDBDatabase | null)?.close();
      onLost();
    },
    terminated: onLost,
  });
}

let shared: Promise<OfflineDb> | null = null;

/** The page's one connection, opened on first use. */
export function offlineDb(): Promise<OfflineDb> {
  if (!shared) {
    shared = openOfflineDb(() => {
      shared = null;
    });
  }
  return shared;
}

type StoreName = 'downloads' | 'reports';

/** One object store of the database as a key-value store. */
export function idbStore<N extends StoreName>(
  name: N,
  db: () => Promise<OfflineDb> = offlineDb,
): KeyValueStore<OfflineSchema[N]['value']> {
  return {
    get: async (key) => (await db()).get(name, key),
    put: async (value) => void (await (await db()).put(name, value)),
    delete: async (key) => (await db()).delete(name, key),
    values: async () => (await db()).getAll(name),
    clear: async () => (await db()).clear(name),
  };
}

/** The downloaded files: same-origin addresses (lib/media/offline-keys.ts) → the stored answers. */
export interface FileStore {
  put(url: string, response: Response): Promise<void>;
  match(url: string): Promise<Response | undefined>;
  delete(url: string): Promise<void>;
  /** The paths of every stored file. */
  paths(): Promise<string[]>;
  clear(): Promise<void>;
}

/** The files in Cache Storage, in the cache the service worker reads. */
export function cacheFileStore(name: string = DOWNLOADS_CACHE): FileStore {
  const open = () => caches.open(name);
  return {
    put: async (url, response) => (await open()).put(url, response),
    match: async (url) => (await open()).match(url),
    delete: async (url) => void (await (await open()).delete(url)),
    paths: async () => (await (await open()).keys()).map((request) => new URL(request.url).pathname),
    clear: async () => void (await caches.delete(name)),
  };
}

/**
 * Whether this browser can keep downloads: IndexedDB opens (it throws in some private modes) and
 * Cache Storage exists (secure contexts only).
 */
export async function offlineStorageUsable(db: () => Promise<OfflineDb> = offlineDb): Promise<boolean> {
  if (typeof caches === 'undefined' || typeof indexedDB === 'undefined') return false;
  try {
    await db();
    await caches.keys();
    return true;
  } catch {
    return false;
  }
}

const keyPaths = { downloads: 'audioId', reports: 'reportId' } as const;

/**
 * An object store of the database, or — where the database cannot be opened (private modes) — a
 * store in the page's memory, so what is kept lasts at least as long as the page.
 */
export function deviceStore<N extends StoreName>(
  name: N,
  db: () => Promise<OfflineDb> = offlineDb,
): KeyValueStore<OfflineSchema[N]['value']> {
  type Value = OfflineSchema[N]['value'];
  const key = keyPaths[name] as keyof Value;
  const fallback = memoryStore<Value>((value) => String(value[key]));
  const durable = idbStore(name, db);
  let chosen: Promise<KeyValueStore<Value>> | null = null;
  const store = () => {
    chosen ??= db().then(
      () => durable,
      () => fallback,
    );
    return chosen;
  };
  return {
    get: async (k) => (await store()).get(k),
    put: async (value) => (await store()).put(value),
    delete: async (k) => (await store()).delete(k),
    values: async () => (await store()).values(),
    clear: async () => (await store()).clear(),
  };
}
