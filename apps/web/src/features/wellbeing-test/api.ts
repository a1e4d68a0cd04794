import type { AudioDto, playbackReportSchema, ThemeDto, testResultRequestSchema } from '@sanarte/shared';
import type { z } from 'zod';
import { api, isApiError } from '../../lib/api';
import type { SessionUser } from '../auth';

export type TestResultRequest = z.infer<typeof testResultRequestSchema>;
export type PlaybackReport = z.infer<typeof playbackReportSchema>;

type ListAnswer<T> = { success: boolean; data?: T[] };
type UserAnswer = { success: boolean; message?: string; data?: { user?: SessionUser } };

/** GET /api/users/check-temp-audio → data: a signed URL of the trial audio. */
export interface TrialAccess {
  audioUrl: string;
  /** When the signed URL stops working (never past the 48 hours). */
  expiresAt: string;
  /** The end of the 48 hours. */
  availableUntil: string;
  audioId: string;
}

/**
 * The server's message for a failed call, else `fallback` (the spec's texts): used
 * when no answer arrived at all (offline, timeout), where the generic text would say less.
 */
export function serverMessage(error: unknown, fallback: string): string {
  return isApiError(error) && typeof error.status === 'number' ? error.data.message : fallback;
}

/** The address of the playback report, for navigator.sendBeacon (which bypasses the base query). */
export const PLAYBACK_BEACON_URL = '/api/stats/playback';

/**
 * Calls of the wellbeing test and the trial audio. Session-bound calls are mutations: never cached, always sent.
 */
export const wellbeingTestApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/themes/list → the active themes (public). */
    getThemes: build.query<ThemeDto[], void>({
      query: () => '/themes/list',
      transformResponse: (answer: ListAnswer<ThemeDto>) => (Array.isArray(answer?.data) ? answer.data : []),
    }),
    /** GET /api/themes/:id/audios → the active audios of a theme, public fields only (no URLs). */
    getThemeAudios: build.query<AudioDto[], string>({
      query: (themeId) => `/themes/${encodeURIComponent(themeId)}/audios`,
      transformResponse: (answer: ListAnswer<AudioDto>) => (Array.isArray(answer?.data) ? answer.data : []),
    }),
    takeTest: build.mutation<UserAnswer, TestResultRequest>({
      query: (body) => ({ url: '/users/take-test', method: 'POST', body }),
    }),
    retakeTest: build.mutation<UserAnswer, TestResultRequest>({
      query: (body) => ({ url: '/users/retake-test', method: 'PUT', body }),
    }),
    updateTemporaryAudio: build.mutation<UserAnswer, { audioId: string }>({
      query: (body) => ({ url: '/users/update-temporary-audio', method: 'PUT', body }),
    }),
    /** Re-checked before every play: 401 means the 48 hours are over. */
    checkTempAudio: build.mutation<TrialAccess, void>({
      query: () => ({ url: '/users/check-temp-audio' }),
      transformResponse: (answer: { data: TrialAccess }) => answer.data,
    }),
    reportPlayback: build.mutation<unknown, PlaybackReport>({
      query: (body) => ({ url: '/stats/playback', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetThemesQuery,
  useGetThemeAudiosQuery,
  useTakeTestMutation,
  useRetakeTestMutation,
  useUpdateTemporaryAudioMutation,
  useCheckTempAudioMutation,
  useReportPlaybackMutation,
} = wellbeingTestApi;
