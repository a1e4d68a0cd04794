import { current } from './engine';
import { writeResume } from './resume-store';
import { runSleepTimer, sleepEndsAt, sleepSecondsLeft } from './sleep-timer';
import { playerState, playerTime } from './store';
import { finite } from './types';

/** The player's fine controls: position, speed, sleep timer, the error notice. */

export function seek(seconds: number): void {
  const ctx = current();
  if (!ctx?.audio.currentSrc) return;
  const total = finite(ctx.audio.duration) || finite(ctx.track?.duration);
  const to = Math.max(0, total ? Math.min(seconds, total) : seconds);
  ctx.audio.currentTime = to;
  playerTime.set({ current: to });
}

export function skip(delta: number): void {
  const ctx = current();
  if (ctx) seek(ctx.audio.currentTime + delta);
}

/** Changes the speed, and keeps it for a reload (with the place to resume). */
export function setRate(rate: number): void {
  playerState.set({ rate });
  const ctx = current();
  if (!ctx) return;
  ctx.audio.defaultPlaybackRate = rate;
  ctx.audio.playbackRate = rate;
  if (ctx.track) writeResume({ track: ctx.track, position: playerTime.get().current, rate });
}

export function setSleepTimer(minutes: number | null): void {
  const ctx = current();
  if (!ctx) return;
  ctx.stopSleep?.();
  ctx.stopSleep = null;
  playerState.set({ sleepMinutes: minutes });
  playerTime.set({ sleepLeft: minutes ? minutes * 60 : null });
  if (!minutes) return;
  const endsAt = sleepEndsAt(minutes, Date.now());
  const done = () => {
    ctx.stopSleep = null;
    playerState.set({ sleepMinutes: null });
    playerTime.set({ sleepLeft: null });
  };
  ctx.stopSleep = runSleepTimer(ctx.audio, endsAt, (left) => playerTime.set({ sleepLeft: left }), done);
  playerTime.set({ sleepLeft: sleepSecondsLeft(endsAt, Date.now()) });
}

export function dismissError(): void {
  playerState.set({ error: null });
}
