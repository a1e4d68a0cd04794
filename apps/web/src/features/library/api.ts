import type { AudioDto, playbackReportSchema } from '@sanarte/shared';
import type { z } from 'zod';
import { api } from '../../lib/api';

export type PlaybackReport = z.infer<typeof playbackReportSchema>;

/** An audio of the library, with where the user left it. */
export type LibraryAudio = Omit<AudioDto, 'theme' | 'order' | 'isActive'> &
  Partial<Pick<AudioDto, 'theme'>> & { positionSeconds?: number };
export interface LibraryTheme {
  _id: string;
  name: string;
  audios: LibraryAudio[];
}
export interface LibraryCategory {
  _id: string;
  name: string;
  themes: LibraryTheme[];
}
export interface Library {
  hasSubscription: boolean;
  categories: LibraryCategory[];
}

/** GET /api/audios/{id}/access → a fresh signed URL and the saved position. */
export interface AudioAccess {
  audioUrl: string;
  expiresAt: string;
  positionSeconds: number;
  audio: {
    _id: string;
    title: string;
    description: string;
    duration: number;
    coverImage?: { coverImageUrl?: string };
  };
}

/** The address of the playback report, for navigator.sendBeacon (which bypasses the base query). */
export const PLAYBACK_REPORT_URL = '/api/stats/playback';

const emptyLibrary: Library = { hasSubscription: false, categories: [] };

/** Calls of Mi Biblioteca: the library, signed access, listening time. */
export const libraryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/library?q= — what the subscription opens, searched by title and tag. */
    library: build.query<Library, string>({
      query: (q) => (q ? `/library?q=${encodeURIComponent(q)}` : '/library'),
      transformResponse: (answer: { data?: Partial<Library> }) => ({
        hasSubscription: answer?.data?.hasSubscription === true,
        categories: Array.isArray(answer?.data?.categories) ? answer.data.categories : [],
      }),
      keepUnusedDataFor: 30,
    }),
    /** Asked before every play: never cached. 403 when the plan does not open the audio. */
    audioAccess: build.mutation<AudioAccess, string>({
      query: (audioId) => `/audios/${encodeURIComponent(audioId)}/access`,
      transformResponse: (answer: { data: AudioAccess }) => answer.data,
    }),
    /** POST /api/stats/playback {audioId, listenedSeconds, positionSeconds}. */
    reportListening: build.mutation<unknown, PlaybackReport>({
      query: (body) => ({ url: '/stats/playback', method: 'POST', body }),
    }),
  }),
});

export { emptyLibrary };
export const { useLibraryQuery, useAudioAccessMutation, useReportListeningMutation } = libraryApi;
