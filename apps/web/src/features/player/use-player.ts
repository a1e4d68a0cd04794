import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import type { Dispatch } from '../../lib/media/listening';
import { close, pause, play, toggle } from './commands';
import { dismissError, seek, setRate, setSleepTimer, skip } from './controls';
import { connectPlayer } from './engine';
import { playerState, playerTime } from './store';
import type { PlayerState, PlayerTime } from './types';

const commands = { play, toggle, pause, seek, skip, setRate, setSleepTimer, close, dismissError };
export type PlayerControls = PlayerState & typeof commands;

/** The app's player: its state and commands (the player is created on first use). */
export function usePlayer(): PlayerControls {
  const dispatch = useDispatch<Dispatch>();
  useEffect(() => connectPlayer(dispatch), [dispatch]);
  const state = useSyncExternalStore(playerState.subscribe, playerState.get, playerState.get);
  return useMemo(() => ({ ...state, ...commands }), [state]);
}

/** The playing position (changes several times a second: read it only where it is shown). */
export const usePlayerTime = (): PlayerTime =>
  useSyncExternalStore(playerTime.subscribe, playerTime.get, playerTime.get);

/** Where one audio stands in the app's player (a card's play button, its «Sonando» line). */
export function useTrackPlayback(audioId: string) {
  const player = usePlayer();
  const isCurrent = player.track?.audioId === audioId;
  return {
    player,
    isCurrent,
    playing: isCurrent && player.status === 'playing',
    loading: isCurrent && player.status === 'loading',
  };
}
