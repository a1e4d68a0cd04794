import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import type { Dispatch } from '../../../lib/media/listening';
import { useAuth } from '../../auth';
import { ownerOfDownloads } from '../downloads';
import { reportQueue } from '../report-queue';
import { useDownloadManager, useDownloadsSession } from '../use-downloads';

/**
 * The device side of offline listening while someone is (or may be) signed in: the downloads are
 * read for the account (or kept as they are when the session could not be checked, offline) and
 * checked in with the server whenever it is reachable; the queue of listening reports sends
 * through the API slice, on start, when the connection returns and every minute while reports wait.
 * The downloads go when the session ends (features/auth/end-session.ts), not here.
 */
export function OfflineSync() {
  const dispatch = useDispatch<Dispatch>();
  const { sessionChecked, isAuthenticated, user, sessionUnavailable } = useAuth();
  const userId = !sessionChecked
    ? undefined
    : isAuthenticated && user
      ? user._id
      : sessionUnavailable
        ? null
        : undefined;
  const current = useRef(userId);
  current.current = userId;
  const manager = useDownloadManager();
  useDownloadsSession(userId);
  // Offline the account is not known, but what is listened offline is a download, whose account is:
  // the report waits for it, and is never sent under another account should the session have ended.
  useEffect(
    () => reportQueue.attach(dispatch, () => current.current ?? ownerOfDownloads(manager.getState())),
    [dispatch, manager],
  );
  return null;
}
