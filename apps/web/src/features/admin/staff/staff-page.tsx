import { ROLE_LABELS, STAFF_ROLES, es } from '@sanarte/shared';
import { useState } from 'react';
import { useAuth } from '../../auth';
import { type AdminUser, DEFAULT_STAFF_ARGS, type UsersListArgs, useListUsersQuery } from '../api/users';
import {
  ClearFiltersButton,
  CreateButton,
  ExportButton,
  FilterSelect,
  RefreshButton,
  SearchField,
} from '../components/list-controls';
import { AdminPage, useCanManage } from '../components/list-layout';
import { ListCount, PagedList, usePagedSearch } from '../components/paged-list';
import { CreateUserDialog } from '../people/create-user-dialog';
import { EditUserDialog } from '../people/edit-user-dialog';
import { useCsvExport } from '../people/use-csv-export';
import { staffCopy as copy } from './content';
import { StaffList } from './staff-list';

type StaffRole = '' | (typeof STAFF_ROLES)[number];

/** Usuarios CRM: admin, crmUser, creator, tester and therapist accounts. */
export function StaffPage() {
  const canManage = useCanManage();
  const { user: me } = useAuth();
  const [role, setRole] = useState<StaffRole>('');
  const paging = usePagedSearch(DEFAULT_STAFF_ARGS.pageSize ?? 20, [role]);
  const { search, setSearch, q } = paging;
  const args: UsersListArgs = {
    ...DEFAULT_STAFF_ARGS,
    page: paging.page,
    pageSize: paging.pageSize,
    ...(q ? { q } : {}),
    ...(role ? { role } : {}),
  };
  const query = useListUsersQuery(args);
  const { exportCsv, exporting } = useCsvExport(es.admin.staffCsvFile);

  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const filtered = Boolean(search.trim() || role);

  return (
    <AdminPage title={es.admin.menuStaff} intro={<ListCount data={query.data} />}>
      <PagedList
        label={copy.tableLabel}
        query={query}
        paging={paging}
        actions={
          <>
            <RefreshButton onClick={query.refetch} busy={query.isFetching} />
            <ExportButton onClick={() => exportCsv(args)} busy={exporting} />
            <CreateButton label={copy.create} onClick={() => setCreating(true)} canManage={canManage} />
          </>
        }
        filtersLegend={copy.filters}
        filtersClassName="grid items-end gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
        filters={
          <>
            <SearchField
              label={copy.searchLabel}
              placeholder={copy.searchPlaceholder}
              value={search}
              onChange={setSearch}
            />
            <FilterSelect
              label={copy.roleLabel}
              value={role}
              onChange={(e) => setRole(e.target.value as StaffRole)}
            >
              <option value="">{copy.allRoles}</option>
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </FilterSelect>
            {filtered && (
              <ClearFiltersButton
                label={copy.clearFilters}
                onClick={() => {
                  setSearch('');
                  setRole('');
                }}
              />
            )}
          </>
        }
        loadingLabel={copy.loading}
        errorFallback={es.admin.fetchUsersFailedEn}
        emptyText={filtered ? copy.noMatch : copy.empty}
      >
        {(users, busy) => (
          <StaffList users={users} busy={busy} meId={me?._id} canManage={canManage} onEdit={setEditing} />
        )}
      </PagedList>

      <CreateUserDialog
        open={creating}
        onOpenChange={setCreating}
        title={copy.create}
        roles={STAFF_ROLES}
        defaultRole="tester"
        invite
      />
      <EditUserDialog user={editing} onOpenChange={(open) => !open && setEditing(null)} roles={STAFF_ROLES} />
    </AdminPage>
  );
}
