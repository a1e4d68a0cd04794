import { useEffect } from 'react';
import { PlayerBar } from '../library/components/player-bar';
import { restore } from './commands';
import { readResume } from './resume-store';
import { usePlayer } from './use-player';

/** The player's bar, with the place saved before a reload offered to resume. Loaded lazily. */
export function PlayerRoot() {
  usePlayer();
  useEffect(() => {
    const entry = readResume();
    if (entry) restore(entry);
  }, []);
  return <PlayerBar />;
}
