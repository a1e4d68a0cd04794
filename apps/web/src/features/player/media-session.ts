import type { Track } from '../../lib/media/track';
import type { PlayerStatus } from './types';

/**
 * The Media Session API (lock screen, notification, hardware media keys). Every call is guarded:
 * browsers without it, or without one of the actions, simply ignore it.
 */

type Actions = {
  play: () => void;
  pause: () => void;
  seekbackward: (offset?: number) => void;
  seekforward: (offset?: number) => void;
  seekto: (time: number) => void;
  stop: () => void;
};

const session = (): MediaSession | null =>
  typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;

function setHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
  try {
    session()?.setActionHandler(action, handler);
  } catch {
    // Action not supported by this browser.
  }
}

export function setMediaActions(actions: Actions): void {
  setHandler('play', () => actions.play());
  setHandler('pause', () => actions.pause());
  setHandler('seekbackward', (details) => actions.seekbackward(details.seekOffset));
  setHandler('seekforward', (details) => actions.seekforward(details.seekOffset));
  setHandler('seekto', (details) => {
    if (typeof details.seekTime === 'number') actions.seekto(details.seekTime);
  });
  setHandler('stop', () => actions.stop());
}

function artworkOf(url: string | undefined): MediaImage[] {
  if (!url) return [];
  const src = new URL(url, window.location.origin).href;
  const type = /\.svg(?:$|\?)/i.test(url) ? 'image/svg+xml' : undefined;
  return [{ src, sizes: '512x512', ...(type ? { type } : {}) }];
}

/** The audio whose metadata the session shows. */
let shownAudioId: string | null = null;

export function setMediaMetadata(track: Track | null, status: PlayerStatus, artist: string): void {
  const ms = session();
  if (!ms) return;
  if (!track) {
    shownAudioId = null;
    ms.metadata = null;
    ms.playbackState = 'none';
    return;
  }
  if (typeof MediaMetadata !== 'undefined' && (shownAudioId !== track.audioId || !ms.metadata)) {
    shownAudioId = track.audioId;
    ms.metadata = new MediaMetadata({
      title: track.title,
      artist,
      album: track.subtitle ?? '',
      artwork: artworkOf(track.coverUrl),
    });
  }
  ms.playbackState = status === 'playing' ? 'playing' : 'paused';
}

/** Where the lock screen's progress bar stands. */
export function setMediaPosition(audio: HTMLAudioElement): void {
  const ms = session();
  if (!ms || typeof ms.setPositionState !== 'function') return;
  const duration = audio.duration;
  if (!Number.isFinite(duration) || duration <= 0) return;
  try {
    ms.setPositionState({
      duration,
      playbackRate: audio.playbackRate || 1,
      position: Math.min(Math.max(0, audio.currentTime), duration),
    });
  } catch {
    // Inconsistent values while loading: the next event sets them.
  }
}
