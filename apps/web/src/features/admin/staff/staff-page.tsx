import { ROLE_LABELS, STAFF_ROLES, es } from '@sanarte/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { useAuth } from '../../auth';
import { type AdminUser, DEFAULT_STAFF_ARGS, type UsersListArgs, useListUsersQuery } from '../api/users';
import { ExportButton, FilterSelect, RefreshButton, SearchField } from '../people/controls';
import { CreateUserDialog } from '../people/create-user-dialog';
import { EditUserDialog } from '../people/edit-user-dialog';
import { countOfTotal } from '../people/format';
import { PlusIcon } from '../people/icons';
import { AdminPage, Panel, smallButton, useCanManage } from '../people/layout';
import { EmptyState, ErrorState, LoadingState } from '../people/list-states';
import { Pagination } from '../people/pagination';
import { useCsvExport } from '../people/use-csv-export';
import { useDebouncedValue } from '../people/use-debounced-value';
import { staffCopy as copy } from './content';
import { StaffList } from './staff-list';

type StaffRole = '' | (typeof STAFF_ROLES)[number];

/** Usuarios CRM: admin, crmUser, creator, tester and therapist accounts. */
export function StaffPage() {
  const canManage = useCanManage();
  const { user: me } = useAuth();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<StaffRole>('');
  const [pageSize, setPageSize] = useState(DEFAULT_STAFF_ARGS.pageSize ?? 20);
  const q = useDebouncedValue(search.trim());

  const filterKey = JSON.stringify([q, role, pageSize]);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });

  const args: UsersListArgs = {
    ...DEFAULT_STAFF_ARGS,
    page,
    pageSize,
    ...(q ? { q } : {}),
    ...(role ? { role } : {}),
  };
  const { data, isLoading, isFetching, isError, error, refetch } = useListUsersQuery(args);
  const { exportCsv, exporting } = useCsvExport(es.admin.staffCsvFile);

  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const filtered = Boolean(search.trim() || role);

  return (
    <AdminPage
      title={es.admin.menuStaff}
      intro={
        <span aria-live="polite" className="font-semibold text-night-900">
          {data ? countOfTotal(data.total, data.grandTotal) : null}
        </span>
      }
    >
      <Panel label={copy.tableLabel}>
        <div className="flex flex-col gap-4 border-b border-night-900/10 p-4 sm:p-5">
          <div className="flex flex-wrap items-center justify-end gap-2">
            <RefreshButton onClick={refetch} busy={isFetching} />
            <ExportButton onClick={() => exportCsv(args)} busy={exporting} />
            <Button
              size="sm"
              onClick={() => setCreating(true)}
              disabled={!canManage}
              title={canManage ? undefined : es.admin.readOnly}
            >
              <PlusIcon />
              {copy.create}
            </Button>
          </div>
          <fieldset className="grid items-end gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]">
            <legend className="sr-only">{copy.filters}</legend>
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
              <button
                type="button"
                className={smallButton}
                onClick={() => {
                  setSearch('');
                  setRole('');
                }}
              >
                {copy.clearFilters}
              </button>
            )}
          </fieldset>
        </div>

        {isLoading ? (
          <LoadingState label={copy.loading} />
        ) : isError && !data ? (
          <ErrorState message={errorMessage(error, es.admin.fetchUsersFailedEn)} onRetry={refetch} />
        ) : (
          <>
            {isError && (
              <ErrorState message={errorMessage(error, es.admin.fetchUsersFailedEn)} onRetry={refetch} />
            )}
            {data && data.data.length === 0 ? (
              <EmptyState>{filtered ? copy.noMatch : copy.empty}</EmptyState>
            ) : (
              <StaffList
                users={data?.data ?? []}
                busy={isFetching}
                meId={me?._id}
                canManage={canManage}
                onEdit={setEditing}
              />
            )}
            {data && data.total > 0 && (
              <Pagination
                page={page}
                pageSize={pageSize}
                total={data.total}
                onPageChange={setPage}
                onPageSizeChange={setPageSize}
              />
            )}
          </>
        )}
      </Panel>

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
