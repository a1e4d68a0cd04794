import { useSyncExternalStore } from 'react';
import { SkipLink } from '../../components/ui/skip-link';
import { playerCopy } from './content';
import { PLAYER_MAIN_ID } from './ids';
import { playerState } from './store';

const hasTrack = () => playerState.get().track !== null;
const none = () => false;

/**
 * «Saltar al reproductor», beside «Saltar al contenido» while an audio is loaded: the focus goes
 * straight to the player's play-pause button, pinned at the bottom, past every link of a long page
 * (the library's audios). Loaded with the player (PlayerSkipLink in player-host.tsx): its copy is
 * the player's.
 */
export function SkipToPlayer() {
  const shown = useSyncExternalStore(playerState.subscribe, hasTrack, none);
  if (!shown) return null;
  return (
    <SkipLink targetId={PLAYER_MAIN_ID} scroll={false}>
      {playerCopy.skipLink}
    </SkipLink>
  );
}
