import type { ConsentChoice, consentRecordedAnswer } from '@sanarte/shared';
import type { z } from 'zod';
import { api } from '../../lib/api';

/** POST /api/users/me/consents's answer. */
export type ConsentRecordedAnswer = z.infer<typeof consentRecordedAnswer>;

/** The signed-in visitor's cookie choice, recorded with the account (proof of consent). */
export const consentApi = api.injectEndpoints({
  endpoints: (build) => ({
    recordConsent: build.mutation<ConsentRecordedAnswer, ConsentChoice>({
      query: (body) => ({ url: '/users/me/consents', method: 'POST', body }),
    }),
  }),
});
