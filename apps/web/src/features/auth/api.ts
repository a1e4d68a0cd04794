import type {
  ApiMessage,
  EmailLinkCheckAnswer,
  GoogleStatusAnswer,
  LoginRequest,
  RegisterRequest,
  SessionUser,
  UserAnswer as SharedUserAnswer,
  UserAnswerWithUser,
  ValidateAnswer,
  VerifyAnswer,
} from '@sanarte/shared';
import { api } from '../../lib/api';

export type { ValidateAnswer, VerifyAnswer };
type Message = ApiMessage;
/** The answers that carry the user: in `data.user`, and some at the top level too. */
type UserAnswer = SharedUserAnswer | UserAnswerWithUser;
/** Any answer that may carry the user, as `userOf` reads it. */
type CarriesUser = { user?: SessionUser; data?: { user?: SessionUser | null } | null };

/** The user of an answer: `data.user`, or the top-level `user` some calls also carry. */
export const userOf = (answer: CarriesUser | undefined): SessionUser | null =>
  answer?.data?.user ?? answer?.user ?? null;

/**
 * Calls of sign-in, sign-up, verification and passwords. Session calls are
 * mutations: never cached, always sent.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<UserAnswer, LoginRequest>({
      query: (body) => ({ url: '/users/login', method: 'POST', body }),
    }),
    register: build.mutation<UserAnswer, RegisterRequest>({
      query: (body) => ({ url: '/users/register', method: 'POST', body }),
    }),
    validateToken: build.mutation<ValidateAnswer, void>({
      query: () => ({ url: '/users/validate-token' }),
      extraOptions: { refreshWhenSignedOut: true },
    }),
    me: build.mutation<UserAnswer, void>({
      query: () => ({ url: '/users/me' }),
    }),
    logout: build.mutation<Message, void>({
      query: () => ({ url: '/users/logout', method: 'POST' }),
    }),
    verifyEmail: build.mutation<VerifyAnswer, { token: string }>({
      query: (body) => ({ url: '/users/verify', method: 'POST', body }),
    }),
    resendVerification: build.mutation<Message, { email: string }>({
      query: (body) => ({ url: '/users/resend-verification', method: 'POST', body }),
    }),
    requestPasswordEmail: build.mutation<Message, { email: string; purpose?: 'reset' | 'set' }>({
      query: (body) => ({ url: '/users/reset-password-email', method: 'POST', body }),
    }),
    resetPassword: build.mutation<VerifyAnswer, { token: string; newPassword: string }>({
      query: (body) => ({ url: '/users/reset-password', method: 'POST', body }),
    }),
    /** Whether a reset or set-password link can still be used (asked when the page opens). */
    checkResetToken: build.mutation<EmailLinkCheckAnswer, { token: string }>({
      query: (body) => ({ url: '/users/reset-password/check', method: 'POST', body }),
    }),
    updatePasswordGoogle: build.mutation<UserAnswer, { email: string; newPassword: string; token?: string }>({
      query: (body) => ({ url: '/users/update-password-google', method: 'PUT', body }),
    }),
    googleCallback: build.mutation<UserAnswer, { code: string; state: string }>({
      query: (body) => ({ url: '/login-auth/google/callback', method: 'POST', body }),
    }),
    /** Whether Google sign-in is configured on the server. */
    googleStatus: build.query<boolean, void>({
      query: () => '/login-auth/google/status',
      transformResponse: (answer: GoogleStatusAnswer) => answer?.enabled === true,
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useMeMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useRequestPasswordEmailMutation,
  useResetPasswordMutation,
  useCheckResetTokenMutation,
  useUpdatePasswordGoogleMutation,
  useGoogleCallbackMutation,
  useGoogleStatusQuery,
} = authApi;

/** Browser navigation that starts Google sign-in. Not an XHR call. */
export const GOOGLE_START_URL = '/api/login-auth/google';
