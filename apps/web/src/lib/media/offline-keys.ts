/**
 * The names of what offline listening (features/offline) keeps on the device, which the service
 * worker (src/sw/sw.ts: built on its own, it imports no feature) and the cookie policy name too.
 * Downloaded files live in Cache Storage under same-origin addresses that exist only on the
 * device: the service worker answers them from the cache (with Range support), and nothing else
 * ever asks the server for them.
 */
export const DOWNLOADS_CACHE = 'sanarte-downloads-v1';
/** The IndexedDB database of the downloads' records and the queue of listening reports. */
export const OFFLINE_DB = 'sanarte-offline';
export const OFFLINE_PREFIX = '/offline/';

/** Where a downloaded audio is played from. */
export const offlineAudioUrl = (audioId: string): string => `${OFFLINE_PREFIX}audio/${audioId}`;
/** Where a downloaded audio's cover is shown from. */
export const offlineCoverUrl = (audioId: string): string => `${OFFLINE_PREFIX}cover/${audioId}`;
