import type { ContactRequest, PlanDto } from '@sanarte/shared';
import { api } from '../../lib/api';

type PlansListAnswer = { success: boolean; plans?: PlanDto[] };
type ContactAnswer = { success: boolean; message?: string };

/** Calls of the public site (seed 000 §7). */
export const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/plans/list → active plans, by `order`. */
    getPlans: build.query<PlanDto[], void>({
      query: () => '/plans/list',
      transformResponse: (answer: PlansListAnswer) =>
        (Array.isArray(answer?.plans) ? answer.plans : [])
          .filter((plan) => plan.isActive !== false)
          .sort((a, b) => a.order - b.order),
      providesTags: ['Plans'],
    }),
    /** POST /api/contact/ with only {name, email, message} and the honeypot. */
    sendContact: build.mutation<ContactAnswer, ContactRequest>({
      query: (body) => ({ url: '/contact/', method: 'POST', body }),
    }),
  }),
});

export const { useGetPlansQuery, useSendContactMutation } = siteApi;
