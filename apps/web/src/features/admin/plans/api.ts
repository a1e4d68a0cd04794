import type { PlanUpdatedAnswer } from '@sanarte/shared';
import { peopleBaseApi } from '../people/base';

/** PUT /api/plans/update/{id}: the price travels as text from the form, currency USD. */
export interface PlanUpdateBody {
  name: string;
  description: string;
  price: string;
  currency: string;
  durationDays: number;
  features: string[];
  categoryAccess: string[];
  fullCategoryAccess: boolean;
  isActive: boolean;
  order: number;
}

/** Planes' change; the list is the shell's `listAdminPlans` (api/plans.ts), refreshed by the 'Plans' tag. */
export const plansEditApi = peopleBaseApi.injectEndpoints({
  endpoints: (build) => ({
    updateAdminPlan: build.mutation<PlanUpdatedAnswer, { id: string; body: PlanUpdateBody }>({
      query: ({ id, body }) => ({ url: `/plans/update/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Plans']),
    }),
  }),
});

export const { useUpdateAdminPlanMutation } = plansEditApi;
