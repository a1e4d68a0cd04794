import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '../auth';
import { presence } from './presence';
import { clearResume, placeStored } from './resume-key';

const PlayerRoot = lazy(async () => ({ default: (await import('./player-root')).PlayerRoot }));
const SkipToPlayer = lazy(async () => ({ default: (await import('./player-skip-link')).SkipToPlayer }));

const useWanted = () => useSyncExternalStore(presence.subscribe, presence.get, () => false);

/**
 * «Saltar al reproductor», where the site's layout puts its skip links: its code and the player's
 * copy load once the player is wanted, as the player's do, not with every page's first JavaScript.
 */
export function PlayerSkipLink() {
  if (!useWanted()) return null;
  return (
    <Suspense fallback={null}>
      <SkipToPlayer />
    </Suspense>
  );
}

/**
 * Where the app's player shows: above every page of the site, the test and the panel, so an audio
 * goes on playing while the listener moves around. Its code loads only once something is played
 * or a reload finds a place to resume; signing out stops it and forgets that place.
 */
export function PlayerHost() {
  const wanted = useWanted();
  const { sessionChecked, isAuthenticated, sessionUnavailable } = useAuth();
  // Offline (the session could not be checked) the listener is not signed out: downloads play.
  const signedOut = sessionChecked && !isAuthenticated && !sessionUnavailable;

  useEffect(() => {
    if (signedOut) {
      clearResume();
      presence.release();
      return;
    }
    // A place is stored: the player comes if it is readable (the check loads with the player's
    // store, which a first visit never needs).
    let current = true;
    if (placeStored()) {
      void import('./resume-store').then(({ hasResume }) => {
        if (current && hasResume()) presence.want();
      });
    }
    return () => {
      current = false;
    };
  }, [signedOut]);

  if (!wanted || signedOut) return null;
  return (
    <Suspense fallback={null}>
      <PlayerRoot />
    </Suspense>
  );
}
