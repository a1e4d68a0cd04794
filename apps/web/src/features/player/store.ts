import { createStore } from '../../lib/external-store';
import type { PlayerState, PlayerTime } from './types';

/** The one player of the app: its state, and its position (which changes several times a second). */
export const playerState = createStore<PlayerState>({
  track: null,
  status: 'idle',
  error: null,
  rate: 1,
  sleepMinutes: null,
});
export const playerTime = createStore<PlayerTime>({ current: 0, duration: 0, sleepLeft: null });
