import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Track } from '../../lib/media/track';
import { type WithAuth, refreshCurrentUser } from '../auth';
import { loadDownloads } from '../offline';
import type { Access } from './api';
import { playerCopy } from './content';
import type { Ctx } from './context';
import { setSleepTimer } from './controls';
import { current } from './engine';
import { presence } from './presence';
import { clearResume } from './resume-key';
import { type ResumeEntry, resumePosition, writeResume } from './resume-store';
import { accessErrorMessage, expiryOf, fetchAccess, trialEnded, urlStillGood } from './signed-url';
import { playerState, playerTime } from './store';
import { finite } from './types';

/** The player's main commands: restore, play, pause, toggle, close (engine.ts owns the element). */

type AuthDispatch = ThunkDispatch<WithAuth, unknown, UnknownAction>;

function unload(c: Ctx): void {
  c.audio.pause();
  c.audio.removeAttribute('src');
  c.audio.load();
}

/** Access to the copy of `track` kept on this device, if it is downloaded and its licence holds. */
async function keptCopy(track: Track): Promise<Access | null> {
  try {
    const downloads = await loadDownloads();
    const audioUrl = await downloads.playableSource(track.audioId);
    const record = downloads.getState().records[track.audioId];
    if (!audioUrl || !record) return null;
    return {
      audioUrl,
      expiresAt: record.licence.expiresAt,
      duration: record.duration,
      positionSeconds: record.positionSeconds,
      audioId: track.audioId,
    };
  } catch {
    return null;
  }
}

/** Shows `entry` (saved before a reload) as a paused track that resumes where it was. */
export function restore(entry: ResumeEntry): void {
  const c = current();
  if (!c || c.track) return;
  c.track = entry.track;
  // The speed chosen before the reload (applied to the element when play loads the audio).
  playerState.set({
    track: entry.track,
    status: 'resumable',
    error: null,
    rate: entry.rate ?? playerState.get().rate,
  });
  playerTime.set({ current: resumePosition(entry), duration: entry.track.duration });
}

/** Plays `next` (resuming it if it is the loaded one). */
export async function play(next: Track): Promise<void> {
  const c = current();
  if (!c) return;
  // Shown again if a sign-out had hidden it.
  presence.want();
  const { audio } = c;
  const seq = ++c.seq;
  const wasResumable = playerState.get().status === 'resumable' && c.track?.audioId === next.audioId;
  const same = c.track?.audioId === next.audioId && Boolean(audio.currentSrc);
  const startAt = wasResumable ? playerTime.get().current : null;
  c.recovering = false;
  if (!same) {
    // What was listened belongs to the previous audio: report it before switching.
    c.reporter.setAudio(next.audioId);
    unload(c);
    c.track = next;
    playerState.set({ track: next });
    if (startAt === null) playerTime.set({ current: 0, duration: finite(next.duration) });
  }
  playerState.set({ status: 'loading', error: null });

  let access: Awaited<ReturnType<typeof fetchAccess>>;
  try {
    // A download kept on this device (with a valid licence) plays from there, online or not.
    access = (await keptCopy(next)) ?? (await fetchAccess(c.dispatch, next));
  } catch (err) {
    if (seq !== c.seq) return;
    const status = wasResumable ? 'resumable' : same ? 'paused' : 'error';
    playerState.set({ status, error: accessErrorMessage(err, next) });
    // The trial's 48 hours are over: the user again, so every place showing the audio says so.
    if (trialEnded(err, next)) void (c.dispatch as AuthDispatch)(refreshCurrentUser());
    return;
  }
  if (seq !== c.seq) return;

  if (!same) {
    audio.src = access.audioUrl;
    audio.defaultPlaybackRate = playerState.get().rate;
    audio.playbackRate = playerState.get().rate;
    const total = finite(access.duration) || finite(next.duration);
    const from = startAt ?? finite(access.positionSeconds);
    const resumeAt = resumePosition({ track: { ...next, duration: total }, position: from });
    if (resumeAt > 0) audio.currentTime = resumeAt;
    playerTime.set({ current: resumeAt, duration: total });
    writeResume({ track: next, position: resumeAt });
  } else if (!urlStillGood(c.urlExpiresAt)) {
    const at = audio.currentTime;
    audio.src = access.audioUrl;
    audio.currentTime = at;
  }
  c.urlExpiresAt = expiryOf(access);

  try {
    await audio.play();
  } catch (err) {
    if (seq !== c.seq || (err instanceof DOMException && err.name === 'AbortError')) return;
    // The browser refused to start without a gesture: the play button is there.
    const refused = err instanceof DOMException && err.name === 'NotAllowedError';
    playerState.set({ status: 'paused', error: refused ? null : playerCopy.playError });
  }
}

export function pause(): void {
  const c = current();
  if (!c) return;
  c.seq += 1;
  c.audio.pause();
  const { status } = playerState.get();
  if (status === 'loading' || status === 'playing') playerState.set({ status: c.track ? 'paused' : 'idle' });
}

/** Play/pause of `next` (default: the current track). */
export function toggle(next?: Track): void {
  const c = current();
  const target = next ?? c?.track;
  if (!c || !target) return;
  if (c.track?.audioId === target.audioId && !c.audio.paused) pause();
  else void play(target);
}

/** Stops, unloads and forgets the track (also the saved place for a reload). */
export function close(): void {
  clearResume();
  const c = current();
  if (!c) return;
  c.seq += 1;
  c.reporter.setAudio(null);
  setSleepTimer(null);
  unload(c);
  c.track = null;
  playerState.set({ track: null, status: 'idle', error: null });
  playerTime.set({ current: 0, duration: 0, sleepLeft: null });
}
