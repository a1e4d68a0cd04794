import type { PlanDto, PlanListAnswer } from '@sanarte/shared';
import { ADMIN_CACHE_SECONDS, adminBaseApi } from './base';

/** GET /api/plans/list as staff: every plan, inactive ones included, by `order`. */
export const plansAdminApi = adminBaseApi.injectEndpoints({
  endpoints: (build) => ({
    listAdminPlans: build.query<PlanDto[], void>({
      query: () => '/plans/list',
      transformResponse: (answer: PlanListAnswer) =>
        (Array.isArray(answer?.plans) ? [...answer.plans] : []).sort((a, b) => a.order - b.order),
      providesTags: ['Plans'],
      keepUnusedDataFor: ADMIN_CACHE_SECONDS,
    }),
  }),
});

export const { useListAdminPlansQuery } = plansAdminApi;
