import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { playbackReportSchema } from '@sanarte/shared';
import type { z } from 'zod';
import { api } from '../api';

/**
 * Listening reports, which the player makes (features/player) and the device's queue keeps until
 * they can be sent (features/offline): the call, its address and its body.
 */

/** The store's dispatch as media code uses it: it starts RTK Query's calls. */
export type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** What the player reports about a stretch of listening. */
export interface ListeningReport {
  audioId: string;
  listenedSeconds: number;
  positionSeconds: number;
}

/** POST /api/stats/playback's body: a report, with its own id and, when it waited, its age. */
export type PlaybackReport = z.infer<typeof playbackReportSchema>;

/** The address of the playback report, for navigator.sendBeacon (which bypasses the base query). */
export const PLAYBACK_REPORT_URL = '/api/stats/playback';

export const listeningApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/stats/playback {audioId, listenedSeconds, positionSeconds, reportId?, ageSeconds?}. */
    playbackReport: build.mutation<unknown, PlaybackReport>({
      query: (body) => ({ url: '/stats/playback', method: 'POST', body }),
    }),
  }),
});
