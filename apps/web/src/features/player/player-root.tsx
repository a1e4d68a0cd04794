import { useEffect } from 'react';
import { restore } from './commands';
import { PlayerBar } from './player-bar';
import { listenToPlayerKeys } from './player-keys';
import { readResume } from './resume-store';
import { usePlayer } from './use-player';

/**
 * The player's bar, with the place saved before a reload offered to resume, and the player's keys
 * (player-keys.ts). Loaded lazily.
 */
export function PlayerRoot() {
  usePlayer();
  useEffect(() => {
    const entry = readResume();
    if (entry) restore(entry);
  }, []);
  useEffect(() => listenToPlayerKeys(), []);
  return <PlayerBar />;
}
