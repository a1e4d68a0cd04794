import { es } from '@sanarte/shared';
import { isApiError } from '../../lib/api';
import { playerCopy } from './content';
import type { Ctx } from './context';
import { listenAll } from './listen';
import { setMediaPosition } from './media-session';
import { writeResume } from './resume-store';
import { expiryOf, fetchAccess, trialEnded } from './signed-url';
import { playerState, playerTime } from './store';
import { finite } from './types';

/** The position is saved for a reload at most this often while playing (and on every pause). */
const SAVE_EVERY_MS = 3_000;

/** The element's own events drive the state; the position is kept for a reload. */
export function wireElement(ctx: Ctx): void {
  const { audio } = ctx;
  let savedAt = 0;
  const save = () => {
    savedAt = Date.now();
    if (ctx.track) writeResume({ track: ctx.track, position: audio.currentTime });
  };

  const onPlay = () => playerState.set({ status: 'playing' });
  const onPause = () => {
    if (!ctx.track) return;
    playerState.set((s) => (s.status === 'loading' || s.status === 'error' ? {} : { status: 'paused' }));
    save();
  };
  const onTime = () => {
    playerTime.set({ current: audio.currentTime });
    if (!audio.paused && Date.now() - savedAt >= SAVE_EVERY_MS) save();
  };
  const onDuration = () => {
    playerTime.set({ duration: finite(audio.duration) || finite(ctx.track?.duration) });
    setMediaPosition(audio);
  };
  const fail = () => playerState.set({ status: 'error', error: playerCopy.playError });
  const onError = () => {
    const track = ctx.track;
    if (!track || !audio.getAttribute('src')) return;
    if (ctx.recovering) return fail();
    // A signed URL may expire mid-listen: fetch a fresh one once and carry on from here.
    ctx.recovering = true;
    const at = audio.currentTime;
    const seq = ++ctx.seq;
    fetchAccess(ctx.dispatch, track)
      .then((access) => {
        if (seq !== ctx.seq) return;
        audio.src = access.audioUrl;
        audio.currentTime = at;
        ctx.urlExpiresAt = expiryOf(access);
        return audio.play();
      })
      .catch((err: unknown) => {
        if (seq !== ctx.seq) return;
        // Refused now: the access ran out while listening (the trial's 48 hours, or the plan's time).
        if (trialEnded(err, track)) playerState.set({ status: 'error', error: es.test.trialExpired });
        else if (isApiError(err) && (err.status === 401 || err.status === 403))
          playerState.set({ status: 'error', error: es.test.accessExpired });
        else fail();
      });
  };
  const onPositionChange = () => setMediaPosition(audio);

  listenAll(audio, {
    play: onPlay,
    playing: [onPlay, onPositionChange],
    pause: onPause,
    timeupdate: onTime,
    loadedmetadata: onDuration,
    durationchange: onDuration,
    error: onError,
    seeked: onPositionChange,
    ratechange: onPositionChange,
  });
  window.addEventListener('pagehide', () => {
    if (ctx.track && playerState.get().status !== 'resumable') save();
  });
}
