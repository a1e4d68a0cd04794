import type { Track } from '../../lib/media/track';

/**
 * 'resumable': restored after a reload; nothing is loaded until the listener presses play (a fresh
 * signed URL is fetched then).
 */
export type PlayerStatus = 'idle' | 'resumable' | 'loading' | 'playing' | 'paused' | 'error';

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5] as const;
export const SLEEP_MINUTES = [15, 30, 45, 60] as const;
export const SKIP_SECONDS = 15;

/** The commands and the slow-changing state (the position is apart: see PlayerTime). */
export interface PlayerState {
  track: Track | null;
  status: PlayerStatus;
  error: string | null;
  rate: number;
  /** Minutes of the running sleep timer, or null. */
  sleepMinutes: number | null;
}

export interface PlayerTime {
  current: number;
  duration: number;
  /** Seconds left on the sleep timer, or null. */
  sleepLeft: number | null;
}

export const finite = (n: number | undefined): number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;
