import { CLIENT_ROLES, ROLE_LABELS, es } from '@sanarte/shared';
import { useState } from 'react';
import { type AdminUser, DEFAULT_CLIENTS_ARGS, type UsersListArgs, useListUsersQuery } from '../api/users';
import {
  CheckboxField,
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
import { ClientList } from './client-list';
import { clientsCopy as copy } from './content';
import { TestHistoryDialog } from './test-history-dialog';

type ClientType = '' | (typeof CLIENT_ROLES)[number];

/** Clientes: visitors and subscribers, filtered and paged on the server. */
export function ClientsPage() {
  const canManage = useCanManage();
  const [type, setType] = useState<ClientType>('');
  const [withTests, setWithTests] = useState(false);
  const [withSubscription, setWithSubscription] = useState(false);
  const paging = usePagedSearch(DEFAULT_CLIENTS_ARGS.pageSize ?? 20, [type, withTests, withSubscription]);
  const { search, setSearch, q } = paging;

  const args: UsersListArgs = {
    ...DEFAULT_CLIENTS_ARGS,
    page: paging.page,
    pageSize: paging.pageSize,
    ...(q ? { q } : {}),
    ...(type ? { role: type } : {}),
    ...(withTests ? { hasTests: true } : {}),
    ...(withSubscription ? { hasActiveSubscription: true } : {}),
  };
  const query = useListUsersQuery(args);
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
    <AdminPage title={es.admin.menuClients} intro={<ListCount data={query.data} />}>
      <PagedList
        label={copy.tableLabel}
        query={query}
        paging={paging}
        actions={
          <>
            <RefreshButton onClick={query.refetch} busy={query.isFetching} />
            <ExportButton onClick={() => exportCsv(args)} busy={exporting} />
            <CreateButton
              label={es.admin.clientsCreate}
              onClick={() => setCreating(true)}
              canManage={canManage}
            />
          </>
        }
        filtersLegend={copy.filters}
        filtersClassName="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
        filters={
          <>
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
              <CheckboxField
                small
                label={es.admin.clientsWithTests}
                checked={withTests}
                onChange={(e) => setWithTests(e.target.checked)}
              />
              <CheckboxField
                small
                label={es.admin.clientsWithActiveSubscription}
                checked={withSubscription}
                onChange={(e) => setWithSubscription(e.target.checked)}
              />
              <ClearFiltersButton label={es.admin.clientsClearFilters} onClick={clearFilters} />
            </div>
          </>
        }
        loadingLabel={copy.loading}
        errorFallback={es.admin.fetchUsersFailedEn}
        emptyText={filtered ? copy.noMatch : copy.empty}
      >
        {(users, busy) => (
          <ClientList
            users={users}
            busy={busy}
            canManage={canManage}
            onEdit={setEditing}
            onHistory={setHistory}
          />
        )}
      </PagedList>

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
