import type { DownloadGrant, DownloadGrantAnswer, LicenceCheck, LicenceCheckAnswer } from '@sanarte/shared';
import { api } from '../../lib/api';

/** Calls of offline listening. Both are mutations: never cached, always asked afresh. */
export const offlineApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/library/downloads {audioId} → the licence, a signed URL of the file and what to show
     * offline; 403 when the user may not play it.
     */
    downloadGrant: build.mutation<DownloadGrant, string>({
      query: (audioId) => ({ url: '/library/downloads', method: 'POST', body: { audioId } }),
      transformResponse: (answer: DownloadGrantAnswer) => answer.data,
    }),
    /** POST /api/library/downloads/check {audioIds} → renewed licences and revoked audios. */
    licenceCheck: build.mutation<LicenceCheck, string[]>({
      query: (audioIds) => ({ url: '/library/downloads/check', method: 'POST', body: { audioIds } }),
      transformResponse: (answer: LicenceCheckAnswer) => ({
        licences: Array.isArray(answer?.data?.licences) ? answer.data.licences : [],
        revoked: Array.isArray(answer?.data?.revoked) ? answer.data.revoked : [],
      }),
    }),
  }),
});
