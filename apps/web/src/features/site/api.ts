import type {
  ApiMessage,
  CatalogueStatsAnswer,
  ContactAnswer,
  ContactRequest,
  PlanDto,
} from '@sanarte/shared';
import { api } from '../../lib/api';
import { plansListQuery } from '../../lib/plans-query';
import type { CatalogueStats } from './claims';

/** Calls of the public site. */
export const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/plans/list → active plans, by `order`. */
    getPlans: build.query<PlanDto[], void>({
      ...plansListQuery,
      providesTags: ['Plans'],
    }),
    /** GET /api/catalogue/stats → real counts of the live catalogue, for the landing's claims. */
    getCatalogueStats: build.query<CatalogueStats, void>({
      query: () => '/catalogue/stats',
      transformResponse: (answer: CatalogueStatsAnswer) => ({
        categories: Number(answer?.data?.categories ?? 0),
        themes: Number(answer?.data?.themes ?? 0),
        audios: Number(answer?.data?.audios ?? 0),
        categoryNames: Array.isArray(answer?.data?.categoryNames)
          ? answer.data.categoryNames.filter((n): n is string => typeof n === 'string')
          : [],
        latestRelease: answer?.data?.latestRelease ?? null,
      }),
    }),
    /** POST /api/contact/ with only {name, email, message} and the honeypot. */
    sendContact: build.mutation<ContactAnswer, ContactRequest>({
      query: (body) => ({ url: '/contact/', method: 'POST', body }),
    }),
    /** POST /api/users/trial/register: a temporary account for the free trial. */
    trialRegister: build.mutation<ApiMessage, { name: string; lastName: string; email: string }>({
      query: (body) => ({ url: '/users/trial/register', method: 'POST', body }),
    }),
    /** POST /api/users/trial/continue: success when a temporary account exists for the e-mail. */
    trialContinue: build.mutation<ApiMessage, { email: string }>({
      query: (body) => ({ url: '/users/trial/continue', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetPlansQuery,
  useGetCatalogueStatsQuery,
  useSendContactMutation,
  useTrialRegisterMutation,
  useTrialContinueMutation,
} = siteApi;
