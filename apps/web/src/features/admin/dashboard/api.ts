import { peopleBaseApi } from '../people/base';

/** GET /api/stats/crm/dashboard: counts computed in SQL; new users within [from, to]. */
export interface DashboardStats {
  from: string;
  to: string;
  totalUsers: number;
  activeUsers: number;
  verifiedUsers: number;
  newUsers: number;
  byRole: Record<string, number>;
  newByRole: Record<string, number>;
}

export const dashboardApi = peopleBaseApi.injectEndpoints({
  endpoints: (build) => ({
    crmDashboard: build.query<DashboardStats, { from?: string; to?: string }>({
      query: ({ from, to }) => ({
        url: '/stats/crm/dashboard',
        params: { ...(from ? { from } : {}), ...(to ? { to } : {}) },
      }),
      transformResponse: (answer: { data: DashboardStats }) => answer.data,
      providesTags: ['AdminStats'],
    }),
  }),
});

export const { useCrmDashboardQuery } = dashboardApi;
