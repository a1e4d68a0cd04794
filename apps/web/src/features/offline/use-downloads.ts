import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import type { Dispatch } from '../../lib/media/listening';
import { type DownloadManager, type DownloadsState, downloads } from './downloads';

/** The download manager the components use: the app's, or a fake one a test provides. */
export const DownloadsContext = createContext<DownloadManager>(downloads);

export const useDownloadManager = (): DownloadManager => useContext(DownloadsContext);

export type DownloadsView = DownloadsState & { manager: DownloadManager };

/** The downloads' state (re-rendering on every change) and the manager to act on them. */
export function useDownloads(): DownloadsView {
  const manager = useDownloadManager();
  const state = useSyncExternalStore(manager.subscribe, manager.getState, manager.getState);
  return useMemo(() => ({ ...state, manager }), [state, manager]);
}

/**
 * Reads the device's downloads for `userId` (null: the account is not known, as offline) and,
 * for a known account, checks their licences in with the server — again whenever the browser
 * comes back online. `undefined` waits (the session is not known yet).
 */
export function useDownloadsSession(userId: string | null | undefined): void {
  const manager = useDownloadManager();
  const dispatch = useDispatch<Dispatch>();
  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    const checkIn = () => {
      if (live && userId) void manager.checkIn(dispatch);
    };
    void manager.load(userId).then(checkIn);
    window.addEventListener('online', checkIn);
    return () => {
      live = false;
      window.removeEventListener('online', checkIn);
    };
  }, [manager, dispatch, userId]);
}
