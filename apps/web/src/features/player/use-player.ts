import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import { close, pause, play, toggle } from './commands';
import { dismissError, seek, setRate, setSleepTimer, skip } from './controls';
import { connectPlayer } from './engine';
import type { Dispatch } from './signed-url';
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
