/** What the clock reads of a media element. */
export type MediaLike = Pick<
  HTMLMediaElement,
  'paused' | 'seeking' | 'ended' | 'currentTime' | 'playbackRate'
>;

/** One step longer than this (a sleeping device, a frozen tab) is not counted. */
const MAX_STEP_SECONDS = 5;

/**
 * Counts the wall-clock seconds a media element actually played, at any speed. Each step while
 * playing adds the real time elapsed since the mark, never more than the media advanced at the
 * current rate: buffering stalls, seeks, jumps and paused time add nothing, and 10 s at 1.5×
 * count as 10 s.
 */
export function createListenClock(media: MediaLike, now: () => number) {
  let listened = 0;
  /** The last counted moment (wall clock in ms, media time in s); null while not playing. */
  let mark: { wall: number; media: number } | null = null;
  const position = () => (Number.isFinite(media.currentTime) ? media.currentTime : 0);

  return {
    position,
    /** Whether counting is going on (a step has a start). */
    running: () => mark !== null,
    /** Counting starts (again) from here, unless the media is paused, seeking or ended. */
    mark() {
      mark = media.paused || media.seeking || media.ended ? null : { wall: now(), media: position() };
    },
    /** Counting stops until the next mark. */
    stop() {
      mark = null;
    },
    /** Adds the time played since the mark. */
    step() {
      if (!mark) return;
      const wall = (now() - mark.wall) / 1000;
      const advanced = position() - mark.media;
      const rate = media.playbackRate > 0 ? media.playbackRate : 1;
      if (wall > 0 && advanced > 0 && wall <= MAX_STEP_SECONDS) listened += Math.min(wall, advanced / rate);
    },
    /** The whole seconds counted and not yet taken. */
    whole: () => Math.floor(listened),
    /** Takes `seconds` off the count (they were reported). */
    take(seconds: number) {
      listened -= seconds;
    },
    reset() {
      listened = 0;
      mark = null;
    },
  };
}
