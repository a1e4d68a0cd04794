import { TIMINGS } from '@sanarte/shared';
import type { PlaybackReport } from '../../lib/media/listening';
import { listenAll } from './listen';
import { createListenClock } from './listen-clock';

export type Transport = 'post' | 'beacon';

/**
 * Listening time of one <audio> element (listen-clock.ts counts it). Reports go every 15 s while
 * playing, on pause, on end, when the audio changes and when the reporter is disposed (as normal
 * calls), and when the page is hidden or left (`transport: 'beacon'`, which survives the page
 * closing). Whole seconds are sent; the fraction waits for the next report. A report with nothing
 * listened is sent only to save a moved position.
 */
export interface PlaybackReporter {
  /** Reports what was listened to the current audio, then follows `audioId`. */
  setAudio(audioId: string | null): void;
  /** Reports now. */
  flush(transport?: Transport): void;
  /** Reports what is left and stops listening to the element and the page. */
  dispose(): void;
}

const MAX_SECONDS = 86_400;

const clampSeconds = (n: number) => Math.min(MAX_SECONDS, Math.max(0, Math.round(n * 100) / 100));

export function attachPlaybackReporter(
  audio: HTMLAudioElement,
  send: (report: PlaybackReport, transport: Transport) => void,
  now: () => number = () => performance.now(),
): PlaybackReporter {
  const clock = createListenClock(audio, now);
  let audioId: string | null = null;
  /** Whether this audio has played at all (a stale event of the previous one must not report). */
  let started = false;
  let lastSentPosition: number | null = null;
  let lastFlushAt = now();

  const flush = (transport: Transport = 'post') => {
    lastFlushAt = now();
    if (!audioId || !started) return;
    const seconds = clock.whole();
    const positionSeconds = clampSeconds(clock.position());
    const moved = lastSentPosition === null || Math.abs(positionSeconds - lastSentPosition) >= 1;
    if (seconds < 1 && !moved) return;
    clock.take(seconds);
    lastSentPosition = positionSeconds;
    send({ audioId, listenedSeconds: Math.min(seconds, MAX_SECONDS), positionSeconds }, transport);
  };

  /** Counts up to now and pauses the count (a seek, a stall). */
  const interrupt = () => {
    clock.step();
    clock.stop();
  };
  /** The same, and reports (the element stopped, or the reporter ends). */
  const stop = () => {
    interrupt();
    flush('post');
  };
  /** Counts up to now and goes on counting from here. */
  const restep = () => {
    clock.step();
    clock.mark();
  };
  const onTimeUpdate = () => {
    if (audio.paused || audio.seeking) return clock.stop();
    if (!clock.running()) return clock.mark();
    restep();
    if (now() - lastFlushAt >= TIMINGS.playbackReportMs) flush('post');
  };
  const onPageHidden = () => {
    restep();
    flush('beacon');
  };

  const unlisten = [
    listenAll(audio, {
      // From paused to playing (not after seeks, loops or buffering): the 15 s count starts.
      play: () => {
        lastFlushAt = now();
      },
      playing: () => {
        started = true;
        clock.mark();
      },
      timeupdate: onTimeUpdate,
      seeking: interrupt,
      waiting: interrupt,
      seeked: () => clock.mark(),
      ratechange: restep,
      pause: stop,
      ended: stop,
    }),
    listenAll(window, { pagehide: onPageHidden }),
    listenAll(document, {
      visibilitychange: () => {
        if (document.visibilityState === 'hidden') onPageHidden();
      },
    }),
  ];

  return {
    setAudio(next) {
      if (next === audioId) return;
      clock.step();
      flush('post');
      audioId = next;
      clock.reset();
      started = false;
      lastSentPosition = null;
    },
    flush,
    dispose() {
      stop();
      for (const off of unlisten) off();
    },
  };
}
