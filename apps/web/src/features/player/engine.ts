import type { Dispatch } from '../../lib/media/listening';
import { close, pause, toggle } from './commands';
import { playerCopy } from './content';
import type { Ctx } from './context';
import { seek, skip } from './controls';
import { wireElement } from './element-events';
import { setMediaActions, setMediaMetadata } from './media-session';
import { presence } from './presence';
import { startReporting } from './reporting';
import { playerState } from './store';
import { SKIP_SECONDS } from './types';

/**
 * The app's one audio player. Its <audio> element belongs to the document, not to a page: playback
 * goes on while the listener moves between the site, the test and the panel. Every play asks for a
 * fresh signed URL first (access re-checked); listening time is reported; where the listener is
 * is kept for a reload, which then offers to resume (status 'resumable').
 */
let ctx: Ctx | null = null;

function setup(dispatch: Dispatch): Ctx {
  const audio = document.createElement('audio');
  audio.preload = 'metadata';
  audio.hidden = true;
  document.body.append(audio);
  const created: Ctx = {
    audio,
    dispatch,
    reporter: startReporting(audio),
    track: null,
    seq: 0,
    urlExpiresAt: 0,
    recovering: false,
    stopSleep: null,
  };
  wireElement(created);
  setMediaActions({
    play: () => toggle(),
    pause: () => pause(),
    seekbackward: (offset) => skip(-(offset ?? SKIP_SECONDS)),
    seekforward: (offset) => skip(offset ?? SKIP_SECONDS),
    seekto: (time) => seek(time),
    stop: () => close(),
  });
  presence.onRelease(close);
  presence.want();
  playerState.subscribe(() => {
    const { track, status } = playerState.get();
    setMediaMetadata(track, status, playerCopy.artist);
  });
  return created;
}

/** Creates the player on first use; `dispatch` (the latest store's) reaches the API and the session. */
export function connectPlayer(dispatch: Dispatch): void {
  ctx ??= setup(dispatch);
  ctx.dispatch = dispatch;
}

/** The player's shared parts, once connected. */
export const current = (): Ctx | null => ctx;
