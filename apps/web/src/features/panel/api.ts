import type {
  ApiMessage,
  PlanDto,
  PortalSessionAnswer,
  Progress,
  ProgressAnswer,
  RefundAnswer,
  SubscriptionActionAnswer,
  TestHistoryAnswer,
  TestTakenAnswer,
  ThemeDto,
  ThemeListAnswer,
  UserAnswerWithUser,
  Withdrawal,
  WithdrawalAnswer,
} from '@sanarte/shared';
import { api } from '../../lib/api';
import { plansListQuery } from '../../lib/plans-query';

/** One earlier take of the wellbeing test (GET /api/users/test-history): the shared contract. */
export type { TestHistoryEntry } from '@sanarte/shared';
import type { TestHistoryEntry } from '@sanarte/shared';

/** The panel's retake body: the immediate result as the scoring returns it. */
export type PanelRetakeRequest = { categoriaPrincipal: string; topTemas: string[] };

export type ProfileRequest = { name: string; lastName: string; avatarImage?: string };
export type ProfileAnswer = UserAnswerWithUser;

/** How long "Mi progreso" just asked for (by the welcome route) is not asked for again as it mounts. */
export const PROGRESS_FRESH_SECONDS = 5;

/** Calls of the end-user panel. */
export const panelApi = api.injectEndpoints({
  endpoints: (build) => ({
    testHistory: build.query<TestHistoryEntry[], void>({
      query: () => '/users/test-history',
      transformResponse: (answer: TestHistoryAnswer) => (Array.isArray(answer?.data) ? answer.data : []),
      providesTags: ['TestHistory'],
    }),
    /** POST /api/users/take-test: the first take, from Mis Tests. */
    panelTakeTest: build.mutation<TestTakenAnswer, { categorySlug: string; themesSlugs: string[] }>({
      query: (body) => ({ url: '/users/take-test', method: 'POST', body }),
      invalidatesTags: ['TestHistory'],
    }),
    /** PUT /api/users/retake-test with the panel's shape { categoriaPrincipal, topTemas }. */
    panelRetakeTest: build.mutation<TestTakenAnswer, PanelRetakeRequest>({
      query: (body) => ({ url: '/users/retake-test', method: 'PUT', body }),
      invalidatesTags: ['TestHistory'],
    }),
    /** The public theme list: names for the theme slugs of earlier results. */
    /** GET /api/library/progress — "Mi progreso": minutes, completed sessions, themes. */
    progress: build.query<Progress, void>({
      query: () => '/library/progress',
      transformResponse: (answer: ProgressAnswer) => answer.data,
    }),
    panelThemes: build.query<ThemeDto[], void>({
      query: () => '/themes/list',
      transformResponse: (answer: ThemeListAnswer) => (Array.isArray(answer?.data) ? answer.data : []),
    }),
    /** GET /api/plans/list for the plan picker. */
    panelPlans: build.query<PlanDto[], void>({
      ...plansListQuery,
      providesTags: ['Plans'],
    }),
    updateProfile: build.mutation<ProfileAnswer, ProfileRequest>({
      query: (body) => ({ url: '/users/profile', method: 'PUT', body }),
    }),
    updatePassword: build.mutation<ApiMessage, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/users/update-password', method: 'PUT', body }),
    }),
    /** POST /api/payments/subscription/cancel: the renewal stops at the period's end. */
    cancelRenewal: build.mutation<SubscriptionActionAnswer, void>({
      query: () => ({ url: '/payments/subscription/cancel', method: 'POST' }),
    }),
    /** POST /api/payments/subscription/resume: a cancelled renewal renews again. */
    resumeRenewal: build.mutation<SubscriptionActionAnswer, void>({
      query: () => ({ url: '/payments/subscription/resume', method: 'POST' }),
    }),
    /** GET /api/payments/withdrawal: until when the purchase may be withdrawn from, or null. */
    withdrawal: build.query<Withdrawal, void>({
      query: () => '/payments/withdrawal',
      transformResponse: (answer: WithdrawalAnswer) => answer?.data ?? null,
    }),
    /** POST /api/payments/withdraw: the purchase given back in full, its plan ended now. */
    withdraw: build.mutation<RefundAnswer, void>({
      query: () => ({ url: '/payments/withdraw', method: 'POST' }),
    }),
    /** POST /api/payments/portal-session: where the billing portal (card, invoices) is. */
    portalSession: build.mutation<PortalSessionAnswer, void>({
      query: () => ({ url: '/payments/portal-session', method: 'POST' }),
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
  useCancelRenewalMutation,
  useResumeRenewalMutation,
  usePortalSessionMutation,
  useProgressQuery,
  useWithdrawalQuery,
  useWithdrawMutation,
} = panelApi;
