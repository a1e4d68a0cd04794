import { TIMINGS } from '@sanarte/shared';
import type { PlaybackReport } from './api';

export type Transport = 'post' | 'beacon';

/**
 * Listening time of one <audio> element: the wall-clock seconds it actually
 * played, at any speed. Each `timeupdate` step while playing adds the real time elapsed since the
 * previous step, never more than the media advanced at the current rate — so buffering stalls,
 * seeks, jumps and paused time add nothing, and 10 s at 1.5× count as 10 s.
 *
 * Reports go every 15 s while playing, on pause, on end, when the audio changes and when the
 * reporter is disposed (as normal calls), and when the page is hidden or left (`transport:
 * 'beacon'`, which survives the page closing). Whole seconds are sent; the fraction waits for the
 * next report. A report with nothing listened is sent only to save a moved position.
 */
export interface PlaybackReporter {
  /** Reports what was listened to the current audio, then follows `audioId`. */
  setAudio(audioId: string | null): void;
  /** Reports now. */
  flush(transport?: Transport): void;
  /** Reports what is left and stops listening to the element and the page. */
  dispose(): void;
}

/** One step longer than this (a sleeping device, a frozen tab) is not counted. */
const MAX_STEP_SECONDS = 5;
const MAX_SECONDS = 86_400;

const clampSeconds = (n: number) => Math.min(MAX_SECONDS, Math.max(0, Math.round(n * 100) / 100));

export function attachPlaybackReporter(
  audio: HTMLAudioElement,
  send: (report: PlaybackReport, transport: Transport) => void,
  now: () => number = () => performance.now(),
): PlaybackReporter {
  let audioId: string | null = null;
  /** Seconds listened and not yet reported. */
  let listened = 0;
  /** The last counted step (wall clock in ms, media time in s); null while not playing. */
  let mark: { wall: number; media: number } | null = null;
  /** Whether this audio has played at all (a stale event of the previous one must not report). */
  let started = false;
  let lastSentPosition: number | null = null;
  let lastFlushAt = now();

  const position = () => (Number.isFinite(audio.currentTime) ? audio.currentTime : 0);

  const setMark = () => {
    mark = audio.paused || audio.seeking || audio.ended ? null : { wall: now(), media: position() };
  };

  /** Adds the time played since the mark. */
  const step = () => {
    if (!mark) return;
    const wall = (now() - mark.wall) / 1000;
    const media = position() - mark.media;
    const rate = audio.playbackRate > 0 ? audio.playbackRate : 1;
    if (wall > 0 && media > 0 && wall <= MAX_STEP_SECONDS) listened += Math.min(wall, media / rate);
  };

  const flush = (transport: Transport = 'post') => {
    lastFlushAt = now();
    if (!audioId || !started) return;
    const seconds = Math.floor(listened);
    const positionSeconds = clampSeconds(position());
    const moved = lastSentPosition === null || Math.abs(positionSeconds - lastSentPosition) >= 1;
    if (seconds < 1 && !moved) return;
    listened -= seconds;
    lastSentPosition = positionSeconds;
    send({ audioId, listenedSeconds: Math.min(seconds, MAX_SECONDS), positionSeconds }, transport);
  };

  /** From paused to playing (not after seeks, loops or buffering): the 15 s count starts. */
  const onPlay = () => {
    lastFlushAt = now();
  };
  const onPlaying = () => {
    started = true;
    setMark();
  };
  const onTimeUpdate = () => {
    if (audio.paused || audio.seeking) {
      mark = null;
      return;
    }
    if (!mark) {
      setMark();
      return;
    }
    step();
    setMark();
    if (now() - lastFlushAt >= TIMINGS.playbackReportMs) flush('post');
  };
  const onInterrupt = () => {
    step();
    mark = null;
  };
  const onSeeked = () => setMark();
  const onRateChange = () => {
    step();
    setMark();
  };
  const onStop = () => {
    step();
    mark = null;
    flush('post');
  };
  const onPageHidden = () => {
    step();
    setMark();
    flush('beacon');
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') onPageHidden();
  };

  audio.addEventListener('play', onPlay);
  audio.addEventListener('playing', onPlaying);
  audio.addEventListener('timeupdate', onTimeUpdate);
  audio.addEventListener('seeking', onInterrupt);
  audio.addEventListener('waiting', onInterrupt);
  audio.addEventListener('seeked', onSeeked);
  audio.addEventListener('ratechange', onRateChange);
  audio.addEventListener('pause', onStop);
  audio.addEventListener('ended', onStop);
  window.addEventListener('pagehide', onPageHidden);
  document.addEventListener('visibilitychange', onVisibility);

  return {
    setAudio(next) {
      if (next === audioId) return;
      step();
      flush('post');
      audioId = next;
      listened = 0;
      mark = null;
      started = false;
      lastSentPosition = null;
    },
    flush,
    dispose() {
      step();
      mark = null;
      flush('post');
      audio.removeEventListener('play', onPlay);
      audio.removeEventListener('playing', onPlaying);
      audio.removeEventListener('timeupdate', onTimeUpdate);
      audio.removeEventListener('seeking', onInterrupt);
      audio.removeEventListener('waiting', onInterrupt);
      audio.removeEventListener('seeked', onSeeked);
      audio.removeEventListener('ratechange', onRateChange);
      audio.removeEventListener('pause', onStop);
      audio.removeEventListener('ended', onStop);
      window.removeEventListener('pagehide', onPageHidden);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
