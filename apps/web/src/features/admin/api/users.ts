import type { Role } from '@sanarte/shared';
import type { AdminUser, UsersPage as UsersPageAnswer } from '@sanarte/shared';
import { adminBaseApi, pagedList } from './base';

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

/** GET /api/users/list (staff): filtered, sorted and paged on the server. */
export const usersAdminApi = adminBaseApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<UsersPage, UsersListArgs>(pagedList<AdminUser>('/users/list', 'AdminUsers')),
  }),
});

export const { useListUsersQuery } = usersAdminApi;
