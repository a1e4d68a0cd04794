/**
 * One audio at a time in the back-office: a player claims playback before it
 * starts, which pauses whichever audio was playing.
 */
let current: HTMLAudioElement | null = null;

export function claimPlayback(audio: HTMLAudioElement): void {
  if (current && current !== audio && !current.paused) current.pause();
  current = audio;
}

export function releasePlayback(audio: HTMLAudioElement): void {
  if (current === audio) current = null;
}
