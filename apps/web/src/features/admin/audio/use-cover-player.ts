import { useCallback, useEffect, useRef, useState } from 'react';
import { claimPlayback, releasePlayback } from '../components/exclusive-audio';

/**
 * The audio table's player: clicking a cover plays its audio, clicking it again
 * pauses; another cover switches to that audio. One audio at a time, stopped when the screen goes.
 */
export function useCoverPlayer() {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const idRef = useRef<string | null>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);

  useEffect(
    () => () => {
      const audio = audioRef.current;
      if (audio) {
        audio.pause();
        audio.removeAttribute('src');
        releasePlayback(audio);
      }
    },
    [],
  );

  const element = useCallback(() => {
    if (audioRef.current) return audioRef.current;
    const audio = new Audio();
    audio.preload = 'none';
    audio.addEventListener('play', () => setPlayingId(idRef.current));
    audio.addEventListener('pause', () => setPlayingId(null));
    audio.addEventListener('ended', () => setPlayingId(null));
    audio.addEventListener('error', () => setPlayingId(null));
    audioRef.current = audio;
    return audio;
  }, []);

  const toggle = useCallback(
    (id: string, url: string) => {
      const audio = element();
      if (idRef.current === id && !audio.paused) {
        audio.pause();
        return;
      }
      if (idRef.current !== id) {
        idRef.current = id;
        audio.src = url;
      }
      claimPlayback(audio);
      void audio.play().catch(() => setPlayingId(null));
    },
    [element],
  );

  return { playingId, toggle };
}
