/**
 * What the app plays, as the player (features/player), offline listening (features/offline: a kept
 * audio played from the device) and the screens that start an audio (the library, the test's
 * trial) name it.
 */

/** Where a track's signed URL comes from: the library's access call, or the trial audio's check. */
export type TrackSource = 'library' | 'trial';

/** What the player plays: one audio. */
export interface Track {
  audioId: string;
  title: string;
  /** The theme, shown under the title and as the album of the media session. */
  subtitle?: string;
  coverUrl?: string;
  /** The cover's resized copies (an `<img srcset>` value), when the server made any. */
  coverSrcset?: string;
  /** Seconds, from the catalogue (until the file's own metadata arrives). */
  duration: number;
  /** Default 'library'. */
  source?: TrackSource;
}
