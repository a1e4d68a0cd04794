/**
 * The sleep timer: after the chosen minutes the audio pauses, the volume fading out over the last
 * 10 seconds. The arithmetic is pure; `runSleepTimer` drives an element with it.
 */
export const FADE_MS = 10_000;
const TICK_MS = 250;

export const sleepEndsAt = (minutes: number, now: number): number => now + minutes * 60_000;

/** Whole seconds left (never negative). */
export const sleepSecondsLeft = (endsAt: number, now: number): number =>
  Math.max(0, Math.ceil((endsAt - now) / 1000));

/** Volume for this moment: 1 until the fade, then linear down to 0 at the end. */
export function sleepVolume(endsAt: number, now: number): number {
  const left = endsAt - now;
  if (left >= FADE_MS) return 1;
  return Math.max(0, Math.min(1, left / FADE_MS));
}

/**
 * Runs the timer on `audio`: `onTick` gets the seconds left, `onDone` runs once after the pause.
 * Returns the stop function (which restores the volume).
 */
export function runSleepTimer(
  audio: HTMLAudioElement,
  endsAt: number,
  onTick: (secondsLeft: number) => void,
  onDone: () => void,
  now: () => number = Date.now,
): () => void {
  let timer = 0;
  const stop = () => {
    window.clearInterval(timer);
    audio.volume = 1;
  };
  const tick = () => {
    const at = now();
    audio.volume = sleepVolume(endsAt, at);
    onTick(sleepSecondsLeft(endsAt, at));
    if (at >= endsAt) {
      audio.pause();
      stop();
      onDone();
    }
  };
  timer = window.setInterval(tick, TICK_MS);
  tick();
  return stop;
}
