import type { AudioAccessAnswer, TrialAudioAnswer } from '@sanarte/shared';
import { api } from '../../lib/api';

/** A fresh signed URL of one audio, from either access call (the player's view of both answers). */
export interface Access {
  audioUrl: string;
  /** When the signed URL stops working. */
  expiresAt: string;
  /** Where the server last saw the listener (library audios only). */
  positionSeconds?: number;
  /** The file's duration in seconds, when the answer says it. */
  duration?: number;
  /** The audio the answer is about. */
  audioId?: string;
}

/**
 * The player's calls: an audio's signed URL (access is asked before every play: mutations, never
 * cached). Listening reports are lib/media/listening.ts's.
 */
export const playerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/audios/{id}/access → signed URL and saved position; 403 when the plan does not open it. */
    libraryAccess: build.mutation<Access, string>({
      query: (audioId) => `/audios/${encodeURIComponent(audioId)}/access`,
      transformResponse: (answer: AudioAccessAnswer) => ({
        audioUrl: answer.data.audioUrl,
        expiresAt: answer.data.expiresAt,
        positionSeconds: answer.data.positionSeconds,
        duration: answer.data.audio.duration,
        audioId: answer.data.audio._id,
      }),
    }),
    /** GET /api/users/check-temp-audio → the trial audio's signed URL; 401 once the 48 hours are over. */
    trialAccess: build.mutation<Access, void>({
      query: () => ({ url: '/users/check-temp-audio' }),
      transformResponse: (answer: TrialAudioAnswer) => ({
        audioUrl: answer.data.audioUrl,
        expiresAt: answer.data.expiresAt,
        audioId: answer.data.audioId,
      }),
    }),
  }),
});
