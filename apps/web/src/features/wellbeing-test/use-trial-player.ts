import { es } from '@sanarte/shared';
import { useCallback } from 'react';
import type { Track } from '../../lib/media/track';
import { usePlayer, usePlayerTime } from '../player';
import type { AudioItemData } from './components/audio-item';

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused';

/** A catalogue audio (cover under coverImage) or the user's trial audio (coverImageUrl). */
type TrialAudioLike = AudioItemData & {
  coverImage?: { coverImageUrl?: string | null; coverImageSrcset?: string | null } | null;
};

export interface TrialPlayer {
  /** The trial audio loaded in the app's player, if any. */
  activeId: string | null;
  status: PlayerStatus;
  currentTime: number;
  duration: number;
  /** Plays `audio` after re-checking access; pauses it when it is the one playing. */
  toggle: (audio: TrialAudioLike) => void;
  seek: (seconds: number) => void;
}

const statusOf = (status: ReturnType<typeof usePlayer>['status']): PlayerStatus =>
  status === 'playing' || status === 'loading'
    ? status
    : status === 'idle' || status === 'error'
      ? 'idle'
      : 'paused';

export const trialTrack = (audio: TrialAudioLike): Track => ({
  audioId: audio._id,
  title: audio.title || es.common.noTitle,
  coverUrl: audio.coverImageUrl || audio.coverImage?.coverImageUrl || undefined,
  // The copies of the cover shown: the trial audio's own, else the catalogue audio's.
  coverSrcset:
    (audio.coverImageUrl ? audio.coverImageSrcset : audio.coverImage?.coverImageSrcset) || undefined,
  duration: typeof audio.duration === 'number' && Number.isFinite(audio.duration) ? audio.duration : 0,
  source: 'trial',
});

/**
 * The trial audio through the app's one player (features/player), so it goes on playing while
 * the listener leaves the test. Every play re-checks access (check-temp-audio): once the 48 hours
 * are over the player says so ('El audio de prueba ha expirado'). Pressing play on the playing
 * audio pauses it; listening time is reported by the player.
 */
export function useTrialPlayer(): TrialPlayer {
  const player = usePlayer();
  const time = usePlayerTime();
  const active = player.track?.source === 'trial' ? player.track.audioId : null;
  const { toggle: toggleTrack, seek } = player;
  const toggle = useCallback((audio: TrialAudioLike) => toggleTrack(trialTrack(audio)), [toggleTrack]);
  return {
    activeId: active,
    status: active ? statusOf(player.status) : 'idle',
    currentTime: active ? time.current : 0,
    duration: active ? time.duration : 0,
    toggle,
    seek,
  };
}
