import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { es } from '@sanarte/shared';
import {
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useDispatch } from 'react-redux';
import { XSRF_COOKIE, errorMessage, isApiError, readCookie } from '../../lib/api';
import { type AudioAccess, PLAYBACK_REPORT_URL, type PlaybackReport, libraryApi } from './api';
import { playerCopy } from './content';
import { clearMediaSession, setMediaActions, setMediaMetadata, setMediaPosition } from './media-session';
import { type PlaybackReporter, type Transport, attachPlaybackReporter } from './playback-reporter';

/** What the player plays: one audio of the library. */
export interface Track {
  audioId: string;
  title: string;
  /** The theme, shown under the title and as the album of the media session. */
  subtitle?: string;
  coverUrl?: string;
  /** Seconds, from the catalogue (until the file's own metadata arrives). */
  duration: number;
}

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5] as const;
export const SLEEP_MINUTES = [15, 30, 45, 60] as const;
export const SKIP_SECONDS = 15;
/** The sleep timer fades the volume out over its last 10 seconds, then pauses. */
const FADE_MS = 10_000;
/** A signed URL this close to expiring is replaced by the fresh one before resuming. */
const URL_MARGIN_MS = 60_000;
/** A saved position this close to the end starts the audio over. */
const END_MARGIN_S = 5;

interface PlayerControls {
  track: Track | null;
  status: PlayerStatus;
  error: string | null;
  rate: number;
  /** Minutes of the running sleep timer, or null. */
  sleepMinutes: number | null;
  /** Plays `track` (resuming it if it is the current one). A fresh signed URL is fetched first. */
  play: (track: Track) => Promise<void>;
  /** Play/pause of `track` (default: the current one). */
  toggle: (track?: Track) => void;
  pause: () => void;
  seek: (seconds: number) => void;
  skip: (deltaSeconds: number) => void;
  setRate: (rate: number) => void;
  setSleepTimer: (minutes: number | null) => void;
  close: () => void;
  dismissError: () => void;
}

interface PlayerTime {
  current: number;
  duration: number;
  /** Seconds left on the sleep timer, or null. */
  sleepLeft: number | null;
}

const ControlsContext = createContext<PlayerControls | null>(null);
const TimeContext = createContext<PlayerTime>({ current: 0, duration: 0, sleepLeft: null });

/** The player's state and commands. Only inside <PlayerProvider>. */
export function usePlayer(): PlayerControls {
  const value = useContext(ControlsContext);
  if (!value) throw new Error('usePlayer outside <PlayerProvider>');
  return value;
}

/** The playing position (changes several times a second: read it only where it is shown). */
export const usePlayerTime = (): PlayerTime => useContext(TimeContext);

/** Whether a player is available (pages can render outside the panel in tests). */
export const useHasPlayer = (): boolean => useContext(ControlsContext) !== null;

const finite = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

/**
 * The library's audio player, provided by the panel layout above its routed pages so playback
 * continues while moving between them. One <audio> element: one audio at a time. Every play asks
 * /api/audios/{id}/access first (access re-checked, fresh signed URL), a new audio resumes from the
 * server's saved position, listening time is reported (playback-reporter.ts), and the Media
 * Session API shows the audio on the lock screen and hardware keys.
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const audioRef = useRef<HTMLAudioElement>(null);
  const reporter = useRef<PlaybackReporter | null>(null);
  const trackRef = useRef<Track | null>(null);
  const rateRef = useRef(1);
  /** Increases with every play/pause/close: a slower earlier load must not start playing. */
  const loadSeq = useRef(0);
  const urlExpiresAt = useRef(0);
  /** Set while the element reloads a fresh URL after a media error (once per play). */
  const recovering = useRef(false);

  const [track, setTrack] = useState<Track | null>(null);
  const [status, setStatus] = useState<PlayerStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [rate, setRateState] = useState(1);
  const [sleep, setSleep] = useState<{ minutes: number; endsAt: number } | null>(null);
  const [time, setTime] = useState<{ current: number; duration: number }>({ current: 0, duration: 0 });
  const [sleepLeft, setSleepLeft] = useState<number | null>(null);

  const fetchAccess = useCallback(
    (audioId: string): Promise<AudioAccess> =>
      dispatch(libraryApi.endpoints.audioAccess.initiate(audioId, { track: false })).unwrap(),
    [dispatch],
  );

  const sendReport = useCallback(
    (body: PlaybackReport, transport: Transport) => {
      if (transport === 'beacon' && typeof navigator.sendBeacon === 'function') {
        // sendBeacon cannot set headers: the XSRF token travels in the body.
        const payload = JSON.stringify({ ...body, xsrf: readCookie(XSRF_COOKIE) ?? undefined });
        if (navigator.sendBeacon(PLAYBACK_REPORT_URL, new Blob([payload], { type: 'text/plain' }))) return;
      }
      // A lost report only loses statistics: never bother the listener with it.
      dispatch(libraryApi.endpoints.reportListening.initiate(body, { track: false }))
        .unwrap()
        .catch(() => {});
    },
    [dispatch],
  );

  const play = useCallback(
    async (next: Track) => {
      const audio = audioRef.current;
      if (!audio) return;
      const seq = ++loadSeq.current;
      const same = trackRef.current?.audioId === next.audioId && Boolean(audio.currentSrc);
      setError(null);
      recovering.current = false;
      if (!same) {
        // What was listened belongs to the previous audio: report it before switching.
        reporter.current?.setAudio(next.audioId);
        audio.pause();
        audio.removeAttribute('src');
        audio.load();
        trackRef.current = next;
        setTrack(next);
        setTime({ current: 0, duration: finite(next.duration) });
      }
      setStatus('loading');

      let access: AudioAccess;
      try {
        access = await fetchAccess(next.audioId);
      } catch (err) {
        if (seq !== loadSeq.current) return;
        setStatus(same ? 'paused' : 'error');
        setError(
          isApiError(err) && err.status === 403 ? playerCopy.noAccess : errorMessage(err, es.test.fetchError),
        );
        return;
      }
      if (seq !== loadSeq.current) return;

      if (!same) {
        audio.src = access.audioUrl;
        audio.defaultPlaybackRate = rateRef.current;
        audio.playbackRate = rateRef.current;
        const total = finite(access.audio?.duration) || finite(next.duration);
        const resumeAt = finite(access.positionSeconds);
        if (resumeAt > 0 && (!total || resumeAt < total - END_MARGIN_S)) {
          audio.currentTime = resumeAt;
          setTime({ current: resumeAt, duration: total });
        }
      } else if (urlExpiresAt.current - Date.now() < URL_MARGIN_MS) {
        const at = audio.currentTime;
        audio.src = access.audioUrl;
        audio.currentTime = at;
      }
      urlExpiresAt.current = Date.parse(access.expiresAt) || 0;

      try {
        await audio.play();
      } catch (err) {
        if (seq !== loadSeq.current || (err instanceof DOMException && err.name === 'AbortError')) return;
        setStatus('paused');
        // The browser refused to start without a gesture: the play button is there.
        if (!(err instanceof DOMException && err.name === 'NotAllowedError')) setError(playerCopy.playError);
      }
    },
    [fetchAccess],
  );

  const pause = useCallback(() => {
    loadSeq.current += 1;
    audioRef.current?.pause();
    setStatus(trackRef.current ? 'paused' : 'idle');
  }, []);

  const toggle = useCallback(
    (next?: Track) => {
      const audio = audioRef.current;
      const current = trackRef.current;
      const target = next ?? current;
      if (!audio || !target) return;
      if (current?.audioId === target.audioId && !audio.paused) {
        pause();
        return;
      }
      void play(target);
    },
    [pause, play],
  );

  const seek = useCallback((seconds: number) => {
    const audio = audioRef.current;
    if (!audio?.currentSrc) return;
    const total = finite(audio.duration) || finite(trackRef.current?.duration ?? 0);
    const to = Math.max(0, total ? Math.min(seconds, total) : seconds);
    audio.currentTime = to;
    setTime((t) => ({ ...t, current: to }));
  }, []);

  const skip = useCallback(
    (delta: number) => {
      const audio = audioRef.current;
      if (audio) seek(audio.currentTime + delta);
    },
    [seek],
  );

  const setRate = useCallback((next: number) => {
    rateRef.current = next;
    setRateState(next);
    const audio = audioRef.current;
    if (audio) {
      audio.defaultPlaybackRate = next;
      audio.playbackRate = next;
    }
  }, []);

  const setSleepTimer = useCallback((minutes: number | null) => {
    if (audioRef.current) audioRef.current.volume = 1;
    setSleep(minutes ? { minutes, endsAt: Date.now() + minutes * 60_000 } : null);
    setSleepLeft(minutes ? minutes * 60 : null);
  }, []);

  const close = useCallback(() => {
    loadSeq.current += 1;
    const audio = audioRef.current;
    reporter.current?.setAudio(null);
    if (audio) {
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
      audio.volume = 1;
    }
    trackRef.current = null;
    setTrack(null);
    setStatus('idle');
    setError(null);
    setSleep(null);
    setSleepLeft(null);
    setTime({ current: 0, duration: 0 });
  }, []);

  const dismissError = useCallback(() => setError(null), []);

  // The element's own events drive the state; the reporter listens to the same element.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const r = attachPlaybackReporter(audio, sendReport);
    reporter.current = r;
    if (trackRef.current) r.setAudio(trackRef.current.audioId);

    const onPlay = () => setStatus('playing');
    const onPause = () => {
      if (trackRef.current) setStatus((s) => (s === 'loading' || s === 'error' ? s : 'paused'));
    };
    const onTime = () => setTime((t) => ({ ...t, current: audio.currentTime }));
    const onDuration = () => {
      const duration = finite(audio.duration) || finite(trackRef.current?.duration ?? 0);
      setTime((t) => ({ ...t, duration }));
      setMediaPosition(audio);
    };
    const onError = () => {
      const current = trackRef.current;
      if (!current || !audio.getAttribute('src')) return;
      // A signed URL may expire mid-listen: fetch a fresh one once and carry on from here.
      if (!recovering.current) {
        recovering.current = true;
        const at = audio.currentTime;
        const seq = ++loadSeq.current;
        fetchAccess(current.audioId)
          .then((access) => {
            if (seq !== loadSeq.current) return;
            audio.src = access.audioUrl;
            audio.currentTime = at;
            urlExpiresAt.current = Date.parse(access.expiresAt) || 0;
            return audio.play();
          })
          .catch(() => {
            if (seq !== loadSeq.current) return;
            setStatus('error');
            setError(playerCopy.playError);
          });
        return;
      }
      setStatus('error');
      setError(playerCopy.playError);
    };
    const onPositionChange = () => setMediaPosition(audio);

    audio.addEventListener('play', onPlay);
    audio.addEventListener('playing', onPlay);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('timeupdate', onTime);
    audio.addEventListener('loadedmetadata', onDuration);
    audio.addEventListener('durationchange', onDuration);
    audio.addEventListener('error', onError);
    audio.addEventListener('seeked', onPositionChange);
    audio.addEventListener('ratechange', onPositionChange);
    audio.addEventListener('playing', onPositionChange);

    return () => {
      audio.removeEventListener('play', onPlay);
      audio.removeEventListener('playing', onPlay);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('timeupdate', onTime);
      audio.removeEventListener('loadedmetadata', onDuration);
      audio.removeEventListener('durationchange', onDuration);
      audio.removeEventListener('error', onError);
      audio.removeEventListener('seeked', onPositionChange);
      audio.removeEventListener('ratechange', onPositionChange);
      audio.removeEventListener('playing', onPositionChange);
      // Leaving the panel: report what is left, then stop.
      r.dispose();
      reporter.current = null;
      audio.pause();
    };
  }, [sendReport, fetchAccess]);

  // The sleep timer: fade out over the last 10 s, then pause.
  useEffect(() => {
    if (!sleep) return;
    const audio = audioRef.current;
    const tick = () => {
      const left = sleep.endsAt - Date.now();
      if (audio) audio.volume = left < FADE_MS ? Math.max(0, Math.min(1, left / FADE_MS)) : 1;
      setSleepLeft(Math.max(0, Math.ceil(left / 1000)));
      if (left <= 0) {
        audio?.pause();
        if (audio) audio.volume = 1;
        setSleep(null);
        setSleepLeft(null);
      }
    };
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [sleep]);

  // Media Session: lock screen, notification and hardware keys.
  const actions = useRef({ toggle, pause, skip, seek, close });
  actions.current = { toggle, pause, skip, seek, close };
  useEffect(() => {
    setMediaActions({
      play: () => actions.current.toggle(),
      pause: () => actions.current.pause(),
      seekbackward: (offset) => actions.current.skip(-(offset ?? SKIP_SECONDS)),
      seekforward: (offset) => actions.current.skip(offset ?? SKIP_SECONDS),
      seekto: (time) => actions.current.seek(time),
      stop: () => actions.current.close(),
    });
    return () => clearMediaSession();
  }, []);

  useEffect(() => {
    setMediaMetadata(track, status, playerCopy.artist);
  }, [track, status]);

  const controls = useMemo<PlayerControls>(
    () => ({
      track,
      status,
      error,
      rate,
      sleepMinutes: sleep?.minutes ?? null,
      play,
      toggle,
      pause,
      seek,
      skip,
      setRate,
      setSleepTimer,
      close,
      dismissError,
    }),
    [
      track,
      status,
      error,
      rate,
      sleep,
      play,
      toggle,
      pause,
      seek,
      skip,
      setRate,
      setSleepTimer,
      close,
      dismissError,
    ],
  );
  const playerTime = useMemo<PlayerTime>(() => ({ ...time, sleepLeft }), [time, sleepLeft]);

  return (
    <ControlsContext.Provider value={controls}>
      <TimeContext.Provider value={playerTime}>
        {/* biome-ignore lint/a11y/useMediaCaption: spoken-word audio; the player bar offers the controls */}
        <audio ref={audioRef} preload="metadata" hidden />
        {children}
      </TimeContext.Provider>
    </ControlsContext.Provider>
  );
}
