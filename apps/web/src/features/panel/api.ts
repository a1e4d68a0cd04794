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

/** The panel's retake body: the immediate result as the scoring returns it. */
export type PanelRetakeRequest = { categoriaPrincipal: string; topTemas: string[] };
type UserAnswer = Message & { data?: { user?: SessionUser } };

export type ProfileRequest = { name: string; lastName: string; avatarImage?: string };
export type ProfileAnswer = Message & { user?: SessionUser; data?: { user?: SessionUser } };

/** Calls of the end-user panel. */
export const panelApi = api.injectEndpoints({
  endpoints: (build) => ({
    testHistory: build.query<TestHistoryEntry[], void>({
      query: () => '/users/test-history',
      transformResponse: (answer: { data?: TestHistoryEntry[] }) =>
        Array.isArray(answer?.data) ? answer.data : [],
      providesTags: ['TestHistory'],
    }),
    /** POST /api/users/take-test: the first take, from Mis Tests. */
    panelTakeTest: build.mutation<UserAnswer, { categorySlug: string; themesSlugs: string[] }>({
      query: (body) => ({ url: '/users/take-test', method: 'POST', body }),
      invalidatesTags: ['TestHistory'],
    }),
    /** PUT /api/users/retake-test with the panel's shape { categoriaPrincipal, topTemas }. */
    panelRetakeTest: build.mutation<UserAnswer, PanelRetakeRequest>({
      query: (body) => ({ url: '/users/retake-test', method: 'PUT', body }),
      invalidatesTags: ['TestHistory'],
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
  usePanelTakeTestMutation,
  usePanelRetakeTestMutation,
  usePanelThemesQuery,
  usePanelPlansQuery,
  useUpdateProfileMutation,
  useUpdatePasswordMutation,
} = panelApi;
