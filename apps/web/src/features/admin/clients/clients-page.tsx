import { CLIENT_ROLES, es, formatDate, ROLE_LABELS, type Role } from '@sanarte/shared';
import { useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { type AdminUser, DEFAULT_CLIENTS_ARGS, type UsersListArgs, useListUsersQuery } from '../api/users';
import { ActiveToggle } from '../people/active-toggle';
import { Badge } from '../people/badge';
import { CheckboxField, ExportButton, FilterSelect, RefreshButton, SearchField } from '../people/controls';
import { CreateUserDialog } from '../people/create-user-dialog';
import { EditUserDialog } from '../people/edit-user-dialog';
import { countOfTotal, fullName } from '../people/format';
import { PencilIcon, PlusIcon } from '../people/icons';
import {
  AdminPage,
  Panel,
  smallButton,
  TableRegion,
  tableClass,
  tdClass,
  thClass,
  useCanManage,
} from '../people/layout';
import { EmptyState, ErrorState, LoadingState } from '../people/list-states';
import { Pagination } from '../people/pagination';

import { useCsvExport } from '../people/use-csv-export';
import { useDebouncedValue } from '../people/use-debounced-value';
import { UserStatusBadge } from '../people/user-status';
import { clientsCopy as copy } from './content';
import { TestHistoryDialog } from './test-history-dialog';

type ClientType = '' | (typeof CLIENT_ROLES)[number];

/** Clientes (seed 001 §2): visitors and subscribers, filtered and paged on the server. */
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
              <TableRegion label={copy.tableLabel}>
                <table className={tableClass} aria-busy={isFetching || undefined}>
                  <caption className="sr-only">{copy.tableLabel}</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={thClass}>
                        {copy.columns.client}
                      </th>
                      <th scope="col" className={thClass}>
                        {copy.columns.email}
                      </th>
                      <th scope="col" className={thClass}>
                        {copy.columns.type}
                      </th>
                      <th scope="col" className={thClass}>
                        {copy.columns.status}
                      </th>
                      <th scope="col" className={thClass}>
                        {copy.columns.tests}
                      </th>
                      <th scope="col" className={thClass}>
                        {copy.columns.created}
                      </th>
                      <th scope="col" className={thClass}>
                        {copy.columns.actions}
                      </th>
                    </tr>
                  </thead>
                  <tbody className={isFetching ? 'opacity-60 transition-opacity' : ''}>
                    {data?.data.map((user) => (
                      <ClientRow
                        key={user._id}
                        user={user}
                        canManage={canManage}
                        onEdit={() => setEditing(user)}
                        onHistory={() => setHistory(user)}
                      />
                    ))}
                  </tbody>
                </table>
              </TableRegion>
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

function ClientRow({
  user,
  canManage,
  onEdit,
  onHistory,
}: {
  user: AdminUser;
  canManage: boolean;
  onEdit: () => void;
  onHistory: () => void;
}) {
  const name = fullName(user) || user.email;
  return (
    <tr className="hover:bg-sand-50/60">
      <td className={tdClass}>
        <div className="flex items-center gap-3">
          <Avatar name={user.name} src={user.avatarUrl} />
          <div className="flex min-w-0 flex-col items-start gap-0.5">
            <span className="font-semibold">{name}</span>
            {user.tempUser && <Badge tone="amber">{es.admin.noPanelAccess}</Badge>}
          </div>
        </div>
      </td>
      <td className={`${tdClass} break-all`}>{user.email}</td>
      <td className={tdClass}>
        <Badge tone={user.role === 'subscriber' ? 'night' : 'lavender'}>
          {ROLE_LABELS[user.role as Role] ?? user.role}
        </Badge>
      </td>
      <td className={tdClass}>
        <UserStatusBadge user={user} />
      </td>
      <td className={tdClass}>
        {user.testCount > 0 ? (
          <button
            type="button"
            className={`${smallButton} min-w-12`}
            onClick={onHistory}
            aria-label={copy.testsButton(user.testCount, name)}
          >
            {user.testCount}
          </button>
        ) : (
          <span className="inline-block min-w-12 text-center text-ink-soft">0</span>
        )}
      </td>
      <td className={`${tdClass} whitespace-nowrap`}>
        <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
      </td>
      <td className={tdClass}>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={smallButton}
            onClick={onEdit}
            disabled={!canManage}
            title={canManage ? undefined : es.admin.readOnly}
          >
            <PencilIcon />
            {copy.edit}
            <span className="sr-only"> a {name}</span>
          </button>
          <ActiveToggle user={user} kind="client" disabled={!canManage} />
        </div>
      </td>
    </tr>
  );
}
