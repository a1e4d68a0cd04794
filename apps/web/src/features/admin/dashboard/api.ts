import type { DashboardAnswer, DashboardStats, OwnerReport, OwnerReportAnswer } from '@sanarte/shared';
import { peopleBaseApi } from '../people/base';

/** The answers' types come from the shared contracts the server serializes with. */
export type { DashboardStats, OwnerReport };

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
    /** The owner's reports: the last 12 months (the oldest first) and revenue by promotion code. */
    ownerReport: build.query<OwnerReport, void>({
      query: () => ({ url: '/stats/crm/reports' }),
      transformResponse: (answer: OwnerReportAnswer) => answer.data,
      providesTags: ['AdminStats'],
    }),
  }),
});

export const { useCrmDashboardQuery, useOwnerReportQuery } = dashboardApi;
