import type {
  AudioDto,
  AudioListAnswer,
  TestTakenAnswer,
  ThemeDto,
  ThemeListAnswer,
  TrialChosenAnswer,
  testResultRequestSchema,
} from '@sanarte/shared';
import type { z } from 'zod';
import { api, isApiError } from '../../lib/api';

export type TestResultRequest = z.infer<typeof testResultRequestSchema>;

/**
 * The server's message for a failed call, else `fallback` (the spec's texts): used
 * when no answer arrived at all (offline, timeout), where the generic text would say less.
 */
export function serverMessage(error: unknown, fallback: string): string {
  return isApiError(error) && typeof error.status === 'number' ? error.data.message : fallback;
}

/**
 * Calls of the wellbeing test and the trial audio. Session-bound calls are mutations: never cached, always sent.
 */
export const wellbeingTestApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/themes/list → the active themes (public). */
    getThemes: build.query<ThemeDto[], void>({
      query: () => '/themes/list',
      transformResponse: (answer: ThemeListAnswer) => (Array.isArray(answer?.data) ? answer.data : []),
    }),
    /** GET /api/themes/:id/audios → the active audios of a theme, public fields only (no URLs). */
    getThemeAudios: build.query<AudioDto[], string>({
      query: (themeId) => `/themes/${encodeURIComponent(themeId)}/audios`,
      transformResponse: (answer: AudioListAnswer) => (Array.isArray(answer?.data) ? answer.data : []),
    }),
    takeTest: build.mutation<TestTakenAnswer, TestResultRequest>({
      query: (body) => ({ url: '/users/take-test', method: 'POST', body }),
    }),
    retakeTest: build.mutation<TestTakenAnswer, TestResultRequest>({
      query: (body) => ({ url: '/users/retake-test', method: 'PUT', body }),
    }),
    updateTemporaryAudio: build.mutation<TrialChosenAnswer, { audioId: string }>({
      query: (body) => ({ url: '/users/update-temporary-audio', method: 'PUT', body }),
    }),
  }),
});

export const {
  useGetThemesQuery,
  useGetThemeAudiosQuery,
  useTakeTestMutation,
  useRetakeTestMutation,
  useUpdateTemporaryAudioMutation,
} = wellbeingTestApi;
