import type { Role } from '@sanarte/shared';
import type {
  AdminTestHistory,
  AdminUserCreated,
  AdminUserUpdated,
  ApiMessage,
  ComplimentaryAccessInput,
  CoverRef,
  AdminTestHistoryEntry as TestHistoryEntry,
} from '@sanarte/shared';
import type { AdminUser } from '../api/users';
import { peopleBaseApi } from './base';

/** The answers' types come from the shared contracts the server serializes with. */
export type { CoverRef, TestHistoryEntry };

/**
 * POST /api/users/create (admin). With a password the account is created verified; without one
 * (always for staff) the person is invited by e-mail to choose it.
 */
export interface CreateUserBody {
  name: string;
  lastName: string;
  email: string;
  password?: string;
  phone?: string;
  role: Role;
  planSlug?: string;
}

/** PUT /api/users/update/{id}: the edit form's fields, or only isActive. */
export interface UpdateUserBody {
  name?: string;
  lastName?: string;
  email?: string;
  role?: Role;
  /** `null`, as the list presents a user without a plan, leaves it unchanged. */
  planSlug?: string | null;
  isActive?: boolean;
}

/** Create and update answer with the user's record, the same shape as the list's. */
type Answer = AdminUserCreated | AdminUserUpdated;

/**
 * The people screens' user calls. Lists come from the shell's `listUsers` (api/users.ts, preloaded);
 * a change invalidates every cached page of both lists and the dashboard's counts.
 */
export const peopleUsersApi = peopleBaseApi.injectEndpoints({
  endpoints: (build) => ({
    createAdminUser: build.mutation<Answer, CreateUserBody>({
      query: (body) => ({ url: '/users/create', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['AdminUsers', 'AdminStats']),
    }),
    updateAdminUser: build.mutation<Answer, { id: string; body: UpdateUserBody }>({
      query: ({ id, body }) => ({ url: `/users/update/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['AdminUsers', 'AdminStats']),
    }),
    /**
     * DELETE /api/users/delete/{id} (admin): a client's account deleted and its personal data
     * anonymised. The lists, the dashboard's counts and Órdenes (its payments' customer) follow; an
     * account found already deleted (409) refreshes them too.
     */
    deleteClientAccount: build.mutation<ApiMessage, string>({
      query: (id) => ({ url: `/users/delete/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, error) =>
        !error || error.status === 409 ? ['AdminUsers', 'AdminStats', 'PaymentRecords'] : [],
    }),
    /** POST /api/complimentary-access/{id} (admin): a plan for some days, or until revoked. */
    grantComplimentaryAccess: build.mutation<
      AdminUserUpdated,
      { id: string; body: ComplimentaryAccessInput }
    >({
      query: ({ id, body }) => ({
        url: `/complimentary-access/${encodeURIComponent(id)}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, error) => (error ? [] : ['AdminUsers', 'AdminStats']),
    }),
    /** DELETE /api/complimentary-access/{id} (admin): it ends now. */
    revokeComplimentaryAccess: build.mutation<AdminUserUpdated, string>({
      query: (id) => ({ url: `/complimentary-access/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : ['AdminUsers', 'AdminStats']),
    }),
    /** GET /api/users/{id}/test-history: newest first. */
    userTestHistory: build.query<TestHistoryEntry[], string>({
      query: (id) => `/users/${encodeURIComponent(id)}/test-history`,
      transformResponse: (answer: AdminTestHistory) => (Array.isArray(answer?.data) ? answer.data : []),
      providesTags: ['AdminUsers'],
    }),
  }),
});

export const {
  useCreateAdminUserMutation,
  useUpdateAdminUserMutation,
  useDeleteClientAccountMutation,
  useGrantComplimentaryAccessMutation,
  useRevokeComplimentaryAccessMutation,
  useUserTestHistoryQuery,
} = peopleUsersApi;
