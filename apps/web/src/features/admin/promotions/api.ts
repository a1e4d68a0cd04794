import type {
  CreatePromotionCodeInput,
  PromotionCode,
  PromotionCodeAnswer,
  PromotionCodesAnswer,
  PromotionRedemptionsAnswer,
} from '@sanarte/shared';
import { ADMIN_CACHE_SECONDS, adminBaseApi } from '../api/base';

/** The answers' types come from the shared contracts the server serializes with. */
export type { PromotionCode };
/** One purchase made with a code. */
export type PromotionRedemption = PromotionRedemptionsAnswer['data'][number];

/**
 * Códigos promocionales: GET /api/promotion-codes and a code's uses (staff); creating a code and
 * switching one off or on (admin), which refresh the list.
 */
export const promotionsApi = adminBaseApi
  .enhanceEndpoints({ addTagTypes: ['PromotionCodes'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listPromotionCodes: build.query<PromotionCode[], void>({
        query: () => '/promotion-codes',
        transformResponse: (answer: PromotionCodesAnswer) => (Array.isArray(answer?.data) ? answer.data : []),
        providesTags: ['PromotionCodes'],
        keepUnusedDataFor: ADMIN_CACHE_SECONDS,
      }),
      promotionRedemptions: build.query<PromotionRedemption[], string>({
        query: (id) => `/promotion-codes/${encodeURIComponent(id)}/redemptions`,
        transformResponse: (answer: PromotionRedemptionsAnswer) =>
          Array.isArray(answer?.data) ? answer.data : [],
        providesTags: (_r, _e, id) => [{ type: 'PromotionCodes', id }],
      }),
      createPromotionCode: build.mutation<PromotionCodeAnswer, CreatePromotionCodeInput>({
        query: (body) => ({ url: '/promotion-codes', method: 'POST', body }),
        invalidatesTags: (_r, error) => (error ? [] : ['PromotionCodes']),
      }),
      setPromotionCodeActive: build.mutation<PromotionCodeAnswer, { id: string; isActive: boolean }>({
        query: ({ id, isActive }) => ({
          url: `/promotion-codes/${encodeURIComponent(id)}`,
          method: 'PUT',
          body: { isActive },
        }),
        invalidatesTags: (_r, error) => (error ? [] : ['PromotionCodes']),
      }),
    }),
  });

export const {
  useListPromotionCodesQuery,
  usePromotionRedemptionsQuery,
  useCreatePromotionCodeMutation,
  useSetPromotionCodeActiveMutation,
} = promotionsApi;
