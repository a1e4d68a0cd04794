import type { PlanDto, ThemeDto } from '@sanarte/shared';
import { api } from '../../lib/api';
import type { SessionUser } from '../auth';

type Message = { success: boolean; message?: string };

/** One earlier take of the wellbeing test (GET /api/users/test-history). */
export interface TestHistoryEntry {
  _id: string;
  categoriaPrincipal: string;
  topTemas: string[];
  createdAt: string;
}

export type ProfileRequest = { name: string; lastName: string; avatarImage?: string };
export type ProfileAnswer = Message & { user?: SessionUser; data?: { user?: SessionUser } };

/** Calls of the end-user panel. */
export const panelApi = api.injectEndpoints({
  endpoints: (build) => ({
    testHistory: build.query<TestHistoryEntry[], void>({
      query: () => '/users/test-history',
      transformResponse: (answer: { data?: TestHistoryEntry[] }) =>
        Array.isArray(answer?.data) ? answer.data : [],
    }),
    /** The public theme list: names for the theme slugs of earlier results. */
    panelThemes: build.query<ThemeDto[], void>({
      query: () => '/themes/list',
      transformResponse: (answer: { data?: ThemeDto[] }) => (Array.isArray(answer?.data) ? answer.data : []),
    }),
    /** GET /api/plans/list for the plan picker. */
    panelPlans: build.query<PlanDto[], void>({
      query: () => '/plans/list',
      transformResponse: (answer: { plans?: PlanDto[] }) =>
        (Array.isArray(answer?.plans) ? answer.plans : [])
          .filter((plan) => plan.isActive !== false)
          .sort((a, b) => a.order - b.order),
      providesTags: ['Plans'],
    }),
    updateProfile: build.mutation<ProfileAnswer, ProfileRequest>({
      query: (body) => ({ url: '/users/profile', method: 'PUT', body }),
    }),
    updatePassword: build.mutation<Message, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/users/update-password', method: 'PUT', body }),
    }),
  }),
});

export const {
  useTestHistoryQuery,
  usePanelThemesQuery,
  usePanelPlansQuery,
  useUpdateProfileMutation,
  useUpdatePasswordMutation,
} = panelApi;
