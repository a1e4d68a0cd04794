import { CLIENT_ROLES, ROLE_LABELS, es } from '@sanarte/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { type AdminUser, DEFAULT_CLIENTS_ARGS, type UsersListArgs, useListUsersQuery } from '../api/users';
import { CheckboxField, ExportButton, FilterSelect, RefreshButton, SearchField } from '../people/controls';
import { CreateUserDialog } from '../people/create-user-dialog';
import { EditUserDialog } from '../people/edit-user-dialog';
import { countOfTotal } from '../people/format';
import { PlusIcon } from '../people/icons';
import { AdminPage, Panel, smallButton, useCanManage } from '../people/layout';
import { EmptyState, ErrorState, LoadingState } from '../people/list-states';
import { Pagination } from '../people/pagination';
import { useCsvExport } from '../people/use-csv-export';
import { useDebouncedValue } from '../people/use-debounced-value';
import { ClientList } from './client-list';
import { clientsCopy as copy } from './content';
import { TestHistoryDialog } from './test-history-dialog';

type ClientType = '' | (typeof CLIENT_ROLES)[number];

/** Clientes: visitors and subscribers, filtered and paged on the server. */
export function ClientsPage() {
  const canManage = useCanManage();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<ClientType>('');
  const [withTests, setWithTests] = useState(false);
  const [withSubscription, setWithSubscription] = useState(false);
  const [pageSize, setPageSize] = useState(DEFAULT_CLIENTS_ARGS.pageSize ?? 20);
  const q = useDebouncedValue(search.trim());

  // The page goes back to 1 whenever a filter changes.
  const filterKey = JSON.stringify([q, type, withTests, withSubscription, pageSize]);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });

  const args: UsersListArgs = {
    ...DEFAULT_CLIENTS_ARGS,
    page,
    pageSize,
    ...(q ? { q } : {}),
    ...(type ? { role: type } : {}),
    ...(withTests ? { hasTests: true } : {}),
    ...(withSubscription ? { hasActiveSubscription: true } : {}),
  };
  const { data, isLoading, isFetching, isError, error, refetch } = useListUsersQuery(args);
  const { exportCsv, exporting } = useCsvExport(es.admin.clientsCsvFile);

  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [history, setHistory] = useState<AdminUser | null>(null);

  const filtered = Boolean(search.trim() || type || withTests || withSubscription);
  const clearFilters = () => {
    setSearch('');
    setType('');
    setWithTests(false);
    setWithSubscription(false);
  };

  return (
    <AdminPage
      title={es.admin.menuClients}
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
              {es.admin.clientsCreate}
            </Button>
          </div>
          <fieldset className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]">
            <legend className="sr-only">{copy.filters}</legend>
            <SearchField
              label={copy.searchLabel}
              placeholder={copy.searchPlaceholder}
              value={search}
              onChange={setSearch}
            />
            <FilterSelect
              label={copy.typeLabel}
              value={type}
              onChange={(e) => setType(e.target.value as ClientType)}
            >
              <option value="">{copy.allTypes}</option>
              {CLIENT_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </FilterSelect>
            <div className="flex flex-wrap items-end gap-x-5 gap-y-1 md:col-span-2 lg:col-span-1">
              <CheckboxField label={es.admin.clientsWithTests} checked={withTests} onChange={setWithTests} />
              <CheckboxField
                label={es.admin.clientsWithActiveSubscription}
                checked={withSubscription}
                onChange={setWithSubscription}
              />
              <button type="button" className={smallButton} onClick={clearFilters}>
                {es.admin.clientsClearFilters}
              </button>
            </div>
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
              <ClientList
                users={data?.data ?? []}
                busy={isFetching}
                canManage={canManage}
                onEdit={setEditing}
                onHistory={setHistory}
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
        title={es.admin.clientsCreate}
        roles={CLIENT_ROLES}
        defaultRole="visitor"
      />
      <EditUserDialog
        user={editing}
        onOpenChange={(open) => !open && setEditing(null)}
        roles={CLIENT_ROLES}
      />
      <TestHistoryDialog user={history} onOpenChange={(open) => !open && setHistory(null)} />
    </AdminPage>
  );
}
