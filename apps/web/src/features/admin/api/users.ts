import type { Role } from '@sanarte/shared';
import type { AdminUser, UsersPage as UsersPageAnswer } from '@sanarte/shared';
import { ADMIN_CACHE_SECONDS, adminBaseApi } from './base';

/** The answers' types come from the shared contracts the server serializes with. */
export type { AdminUser };
/** One page of the list, as the screens keep it. */
export type UsersPage = Omit<UsersPageAnswer, 'success'>;

/** The list's filters and page (paged in SQL). */
export interface UsersListArgs {
  page?: number;
  pageSize?: number;
  q?: string;
  kind?: 'clients' | 'staff';
  role?: Role;
  hasTests?: boolean;
  hasActiveSubscription?: boolean;
}

/** The first page of each users screen, as the shell preloads it (screens open with the same). */
export const DEFAULT_CLIENTS_ARGS: UsersListArgs = { kind: 'clients', page: 1, pageSize: 20 };
export const DEFAULT_STAFF_ARGS: UsersListArgs = { kind: 'staff', page: 1, pageSize: 20 };

function params(args: UsersListArgs): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(args)) {
    if (value !== undefined && value !== '') out[key] = String(value);
  }
  return out;
}

/** GET /api/users/list (staff): filtered, sorted and paged on the server. */
export const usersAdminApi = adminBaseApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<UsersPage, UsersListArgs>({
      query: (args) => ({ url: '/users/list', params: params(args) }),
      transformResponse: (answer: Partial<UsersPage>, _meta, args) => ({
        data: Array.isArray(answer?.data) ? answer.data : [],
        total: answer?.total ?? 0,
        grandTotal: answer?.grandTotal ?? answer?.total ?? 0,
        totalCapped: answer?.totalCapped === true,
        page: answer?.page ?? args.page ?? 1,
        pageSize: answer?.pageSize ?? args.pageSize ?? 20,
      }),
      providesTags: ['AdminUsers'],
      keepUnusedDataFor: ADMIN_CACHE_SECONDS,
    }),
  }),
});

export const { useListUsersQuery } = usersAdminApi;
