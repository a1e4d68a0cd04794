import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { trialIsOver } from '../../lib/media/trial';
import type { SessionUser, WithAuth } from '../auth';

/** Dispatch for the auth feature's thunks (refreshCurrentUser) and actions (updateUser). */
export const useTestDispatch = useDispatch.withTypes<ThunkDispatch<WithAuth, unknown, UnknownAction>>();

/** The trial audio as the user answer carries it (temporaryAudioSelected), narrowed. */
export interface TrialAudio {
  _id: string;
  title: string;
  description: string;
  duration: number;
  coverImageUrl: string | null;
  /** The cover's resized copies (an `<img srcset>` value), when the server made any. */
  coverImageSrcset: string | null;
  /** End of the 48 hours (ISO), when known. */
  expiresAt: string | null;
  /** The 48 hours are over (see lib/media/trial.ts). */
  expired: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function trialAudioOf(user: SessionUser | null | undefined): TrialAudio | null {
  const selected = user?.temporaryAudioSelected;
  const audio = selected?.audio;
  if (!audio || typeof audio._id !== 'string') return null;
  const cover = audio.coverImage as { coverImageUrl?: unknown; coverImageSrcset?: unknown } | undefined;
  return {
    _id: audio._id,
    title: text(audio.title),
    description: text(audio.description),
    duration: typeof audio.duration === 'number' ? audio.duration : Number.NaN,
    coverImageUrl: text(cover?.coverImageUrl) || null,
    coverImageSrcset: text(cover?.coverImageSrcset) || null,
    expiresAt: text(selected.expiresAt) || null,
    expired: trialIsOver(selected),
  };
}

/** A theme of a result: the catalogue id when known (needed to list its audios). */
export interface ThemeRef {
  id: string | null;
  slug: string;
  name: string;
}

/**
 * What the test page needs to know about the signed-in user:
 * - `onMini`: an active mini subscription; in mini mode (buying mini) the page treats the user the
 *   same way: a mini-plan user who took the test cannot retake nor choose a trial audio.
 * - `subscribed`: any active subscription; the trial audio is for users without one.
 */
export function userFlags(user: SessionUser | null | undefined) {
  const subscription = user?.activeSubscription ?? null;
  return {
    tookTest: Boolean(user?.tookTest && user.testResult),
    subscribed: Boolean(subscription),
    onMini: subscription?.plan?.slug === 'mini',
  };
}
