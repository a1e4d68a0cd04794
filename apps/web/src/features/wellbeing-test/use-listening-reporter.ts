import { TIMINGS } from '@sanarte/shared';
import { useEffect, useRef } from 'react';
import { readCookie, XSRF_COOKIE } from '../../lib/api';
import { PLAYBACK_BEACON_URL, type PlaybackReport, useReportPlaybackMutation } from './api';

/** A gap between two time updates larger than this is a jump (a seek the browser did not announce). */
const MAX_STEP_SECONDS = 5;
const MAX_SECONDS = 86_400;

const round = (n: number) => Math.min(MAX_SECONDS, Math.max(0, Math.round(n * 100) / 100));

/**
 * Reports listening time of `audio` while it plays `audioId`: the seconds
 * actually played — the sum of `timeupdate` steps while playing; seeks, paused time and jumps do
 * not count. The total is sent every 15 s, on pause, on end, when `audioId` changes or the player
 * goes, and — with navigator.sendBeacon, which survives the page closing — when the page is hidden.
 */
export function useListeningReporter(audio: HTMLAudioElement | null, audioId: string | null): void {
  const [report] = useReportPlaybackMutation();
  const listened = useRef(0);
  /** Position of the last counted step; null while paused or seeking. */
  const last = useRef<number | null>(null);
  const currentId = useRef<string | null>(audioId);

  // Sends what was listened since the last report. Kept in a ref so listeners never go stale.
  const flush = useRef<(beacon?: boolean) => void>(() => {});
  flush.current = (beacon = false) => {
    const id = currentId.current;
    const seconds = round(listened.current);
    if (!id || !audio || seconds <= 0) return;
    listened.current = 0;
    const body: PlaybackReport = {
      audioId: id,
      listenedSeconds: seconds,
      positionSeconds: round(Number.isFinite(audio.currentTime) ? audio.currentTime : 0),
    };
    if (beacon && typeof navigator.sendBeacon === 'function') {
      // sendBeacon cannot set headers: the XSRF token travels in the body.
      const payload = JSON.stringify({ ...body, xsrf: readCookie(XSRF_COOKIE) ?? undefined });
      if (navigator.sendBeacon(PLAYBACK_BEACON_URL, new Blob([payload], { type: 'text/plain' }))) return;
    }
    // A lost report only loses statistics: never bother the listener with it.
    report(body)
      .unwrap()
      .catch(() => {});
  };

  // A new audio: what was listened belongs to the previous one.
  useEffect(() => {
    if (currentId.current === audioId) return;
    flush.current();
    currentId.current = audioId;
    last.current = null;
  }, [audioId]);

  useEffect(() => {
    if (!audio) return;

    const step = () => {
      if (last.current === null || audio.seeking) return;
      const delta = audio.currentTime - last.current;
      if (delta > 0 && delta <= MAX_STEP_SECONDS * Math.max(1, audio.playbackRate)) listened.current += delta;
    };
    const onPlaying = () => {
      last.current = audio.currentTime;
    };
    const onTimeUpdate = () => {
      if (audio.paused || audio.seeking) return;
      step();
      last.current = audio.currentTime;
    };
    const onSeeking = () => {
      last.current = null;
    };
    const onSeeked = () => {
      last.current = audio.paused ? null : audio.currentTime;
    };
    const onStop = () => {
      step();
      last.current = null;
      flush.current();
    };
    const onHidden = () => flush.current(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHidden();
    };

    audio.addEventListener('playing', onPlaying);
    audio.addEventListener('timeupdate', onTimeUpdate);
    audio.addEventListener('seeking', onSeeking);
    audio.addEventListener('seeked', onSeeked);
    audio.addEventListener('pause', onStop);
    audio.addEventListener('ended', onStop);
    window.addEventListener('pagehide', onHidden);
    document.addEventListener('visibilitychange', onVisibility);
    const timer = window.setInterval(() => flush.current(), TIMINGS.playbackReportMs);

    return () => {
      audio.removeEventListener('playing', onPlaying);
      audio.removeEventListener('timeupdate', onTimeUpdate);
      audio.removeEventListener('seeking', onSeeking);
      audio.removeEventListener('seeked', onSeeked);
      audio.removeEventListener('pause', onStop);
      audio.removeEventListener('ended', onStop);
      window.removeEventListener('pagehide', onHidden);
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearInterval(timer);
      step();
      last.current = null;
      flush.current();
    };
  }, [audio]);
}
