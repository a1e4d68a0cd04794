/**
 * The worker's own check of a download's licence before it serves the stored file: the page
 * deletes expired downloads (features/offline), and the worker refuses to play one the page has
 * not yet swept. It reads the record the page wrote (IndexedDB 'sanarte-offline', store
 * 'downloads'); no record, or a licence past its date, refuses.
 */
const DB_NAME = 'sanarte-offline';
const STORE = 'downloads';

interface StoredLicence {
  licence?: { expiresAt?: string };
}

function read(audioId: string): Promise<StoredLicence | undefined> {
  return new Promise((resolve) => {
    const open = indexedDB.open(DB_NAME);
    open.onerror = () => resolve(undefined);
    open.onupgradeneeded = () => {
      // Nothing was ever stored: no database to create here (the page owns its schema).
      open.transaction?.abort();
      resolve(undefined);
    };
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(STORE)) {
        db.close();
        resolve(undefined);
        return;
      }
      const get = db.transaction(STORE, 'readonly').objectStore(STORE).get(audioId);
      get.onsuccess = () => {
        db.close();
        resolve(get.result as StoredLicence | undefined);
      };
      get.onerror = () => {
        db.close();
        resolve(undefined);
      };
    };
  });
}

/** Whether the stored download of `audioId` may be played now. */
export async function licenceAllows(audioId: string, now: number = Date.now()): Promise<boolean> {
  const record = await read(audioId);
  const expiresAt = Date.parse(record?.licence?.expiresAt ?? '');
  return Number.isFinite(expiresAt) && expiresAt > now;
}
