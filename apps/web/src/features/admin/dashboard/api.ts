import type { DashboardAnswer, DashboardStats } from '@sanarte/shared';
import { peopleBaseApi } from '../people/base';

/** The answers' types come from the shared contracts the server serializes with. */
export type { DashboardStats };

export const dashboardApi = peopleBaseApi.injectEndpoints({
  endpoints: (build) => ({
    crmDashboard: build.query<DashboardStats, { from?: string; to?: string }>({
      query: ({ from, to }) => ({
        url: '/stats/crm/dashboard',
        params: { ...(from ? { from } : {}), ...(to ? { to } : {}) },
      }),
      transformResponse: (answer: DashboardAnswer) => answer.data,
      providesTags: ['AdminStats'],
    }),
  }),
});

export const { useCrmDashboardQuery } = dashboardApi;
