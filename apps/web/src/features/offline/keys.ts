/**
 * Names the page and the service worker (src/sw.ts) share. Downloaded files live in Cache Storage
 * under these same-origin addresses, which exist only on the device: the service worker answers
 * them from the cache (with Range support), and nothing else ever asks the server for them.
 */
export const DOWNLOADS_CACHE = 'sanarte-downloads-v1';
export const OFFLINE_PREFIX = '/offline/';

/** Where a downloaded audio is played from. */
export const offlineAudioUrl = (audioId: string): string => `${OFFLINE_PREFIX}audio/${audioId}`;
/** Where a downloaded audio's cover is shown from. */
export const offlineCoverUrl = (audioId: string): string => `${OFFLINE_PREFIX}cover/${audioId}`;
