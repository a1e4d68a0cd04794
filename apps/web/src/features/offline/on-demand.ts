import { lazy } from 'react';

/**
 * What others use of offline listening that loads when needed, so that no page's first JavaScript
 * carries it: the download manager (the player looks for a kept copy with it; the end of a session
 * deletes the downloads) and what the site's layout mounts only with a session, or only while the
 * session cannot be checked (offline).
 */

/** The app's download manager, loaded on first use. */
export const loadDownloads = async () => (await import('./downloads')).downloads;

/**
 * Deletes this device's downloads, files and licences: what a session leaves behind when it ends
 * (the composition root hands it to features/auth). Resolves once they are gone.
 */
export async function forgetDownloads(): Promise<void> {
  try {
    await (await loadDownloads()).clearForSignOut();
  } catch {
    // The download manager could not be loaded (a deploy replaced its file): nothing was kept by it.
  }
}

/** The device side of offline listening (downloads, the queue of reports): only with a session. */
export const OfflineSync = lazy(async () => ({
  default: (await import('./components/offline-sync')).OfflineSync,
}));

// The account while the session cannot be checked (offline): only then.
const loadOfflineAccount = () => import('./components/offline-account');
export const OfflineAccount = lazy(async () => ({ default: (await loadOfflineAccount()).OfflineAccount }));
export const OfflineAccountLinks = lazy(async () => ({
  default: (await loadOfflineAccount()).OfflineAccountLinks,
}));
