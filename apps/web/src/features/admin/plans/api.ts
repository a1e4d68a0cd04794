import type { PlanCreateInput, PlanUpdatedAnswer } from '@sanarte/shared';
import { peopleBaseApi } from '../people/base';

/** PUT /api/plans/update/{id}: the price travels as text from the form, currency EUR or USD. */
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

/**
 * Planes' changes: a new plan (POST /api/plans) and an edit. The list is the shell's
 * `listAdminPlans` (api/plans.ts), refreshed by the 'Plans' tag; the public list the landing reads
 * is cached by the server, which clears it itself.
 */
export const plansEditApi = peopleBaseApi.injectEndpoints({
  endpoints: (build) => ({
    createAdminPlan: build.mutation<PlanUpdatedAnswer, PlanCreateInput>({
      query: (body) => ({ url: '/plans', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Plans']),
    }),
    updateAdminPlan: build.mutation<PlanUpdatedAnswer, { id: string; body: PlanUpdateBody }>({
      query: ({ id, body }) => ({ url: `/plans/update/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Plans']),
    }),
  }),
});

export const { useCreateAdminPlanMutation, useUpdateAdminPlanMutation } = plansEditApi;
