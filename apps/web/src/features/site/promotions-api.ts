import type { PromotionCheckAnswer } from '@sanarte/shared';
import { api } from '../../lib/api';

/**
 * The pricing section's promotion code check. Apart from api.ts: only the promotion code's own
 * chunk, loaded when the visitor nears it, carries it (the landing's first JavaScript does not).
 */
export const promotionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/promotion-codes/check → the plans the code applies to, and each first payment. */
    checkPromotionCode: build.mutation<PromotionCheckAnswer, { code: string; planIds: string[] }>({
      query: (body) => ({ url: '/promotion-codes/check', method: 'POST', body }),
    }),
  }),
});

export const { useCheckPromotionCodeMutation } = promotionsApi;
