import type { Dispatch } from '../../lib/media/listening';
import type { Track } from '../../lib/media/track';
import type { PlaybackReporter } from './playback-reporter';

/** What the engine's parts share: the one <audio> element and the bookkeeping around it. */
export interface Ctx {
  audio: HTMLAudioElement;
  dispatch: Dispatch;
  reporter: PlaybackReporter;
  /** The track loaded in the element (the store's track, readable without a render). */
  track: Track | null;
  /** Increases with every play/pause/close: a slower earlier load must not start playing. */
  seq: number;
  /** When the element's signed URL stops working (ms). */
  urlExpiresAt: number;
  /** Set while the element reloads a fresh URL after a media error (once per play). */
  recovering: boolean;
  /** Stops the running sleep timer. */
  stopSleep: (() => void) | null;
}
