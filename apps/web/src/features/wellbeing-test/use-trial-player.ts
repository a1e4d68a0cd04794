import { es } from '@sanarte/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../components/ui/toasts';
import { isApiError } from '../../lib/api';
import { serverMessage, useCheckTempAudioMutation } from './api';
import { audios as copy } from './content';
import { useListeningReporter } from './use-listening-reporter';

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused';

export interface TrialPlayer {
  /** Callback ref for the page's one <audio> element. */
  audioRef: (element: HTMLAudioElement | null) => void;
  activeId: string | null;
  status: PlayerStatus;
  currentTime: number;
  duration: number;
  /** Plays `audioId` after re-checking access; pauses it when it is the one playing. */
  toggle: (audioId: string) => Promise<void>;
  seek: (seconds: number) => void;
}

/** A signed URL still good for this long is reused (resuming keeps the position). */
const URL_MARGIN_MS = 60_000;

/**
 * The trial audio's player: one <audio> element for the whole page, so
 * only one audio plays at a time. Every play re-checks access first (check-temp-audio): a 401 means
 * the 48 hours are over (warning toast). Pressing play on the playing audio pauses it; the end or an
 * error of playback resets the state. Listening time is reported while it plays.
 */
export function useTrialPlayer(): TrialPlayer {
  const [element, setElement] = useState<HTMLAudioElement | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [status, setStatus] = useState<PlayerStatus>('idle');
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [checkAccess] = useCheckTempAudioMutation();
  const busy = useRef(false);
  const activeRef = useRef<string | null>(null);
  /** The audio loaded in the element and until when its signed URL works. */
  const loaded = useRef<{ audioId: string; until: number } | null>(null);

  useListeningReporter(element, activeId);

  const reset = useCallback(() => {
    activeRef.current = null;
    setActiveId(null);
    setStatus('idle');
    setCurrentTime(0);
  }, []);

  useEffect(() => {
    if (!element) return;
    const onPlaying = () => setStatus('playing');
    const onPause = () => {
      if (!element.ended && activeRef.current) setStatus((s) => (s === 'loading' ? s : 'paused'));
    };
    const onTime = () => setCurrentTime(element.currentTime);
    const onDuration = () => setDuration(Number.isFinite(element.duration) ? element.duration : 0);
    const onEnded = () => reset();
    const onError = () => {
      if (!element.getAttribute('src')) return;
      loaded.current = null;
      element.removeAttribute('src');
      reset();
      toast.error(es.test.fetchError);
    };
    element.addEventListener('playing', onPlaying);
    element.addEventListener('pause', onPause);
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('loadedmetadata', onDuration);
    element.addEventListener('durationchange', onDuration);
    element.addEventListener('ended', onEnded);
    element.addEventListener('error', onError);
    return () => {
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('loadedmetadata', onDuration);
      element.removeEventListener('durationchange', onDuration);
      element.removeEventListener('ended', onEnded);
      element.removeEventListener('error', onError);
      element.pause();
    };
  }, [element, reset]);

  const toggle = useCallback(
    async (audioId: string) => {
      if (!element || busy.current) return;
      if (activeRef.current === audioId && !element.paused) {
        element.pause();
        return;
      }
      if (activeRef.current && activeRef.current !== audioId) element.pause();

      busy.current = true;
      activeRef.current = audioId;
      setActiveId(audioId);
      setStatus('loading');
      try {
        const access = await checkAccess().unwrap();
        if (access.audioId !== audioId) throw new Error('not the trial audio');
        const current = loaded.current;
        if (!current || current.audioId !== audioId || current.until - URL_MARGIN_MS < Date.now()) {
          const position = current?.audioId === audioId ? element.currentTime : 0;
          element.src = access.audioUrl;
          loaded.current = { audioId, until: Date.parse(access.expiresAt) || 0 };
          setCurrentTime(position);
          if (position > 0) element.currentTime = position;
        }
        await element.play();
      } catch (error) {
        if (error instanceof DOMException && error.name === 'NotAllowedError') {
          // The browser wants a fresh gesture: the audio is ready, the next press plays it.
          setStatus('paused');
          toast.info(copy.tapToPlay);
        } else if (error instanceof DOMException && error.name === 'AbortError') {
          // Replaced by another action (a pause or another audio): nothing to report.
        } else {
          reset();
          if (isApiError(error) && error.status === 401) toast.warning(es.test.trialExpired);
          else toast.error(serverMessage(error, es.test.accessError));
        }
      } finally {
        busy.current = false;
      }
    },
    [element, checkAccess, reset],
  );

  const seek = useCallback(
    (seconds: number) => {
      if (!element || !Number.isFinite(seconds)) return;
      element.currentTime = Math.max(0, seconds);
      setCurrentTime(element.currentTime);
    },
    [element],
  );

  return { audioRef: setElement, activeId, status, currentTime, duration, toggle, seek };
}
