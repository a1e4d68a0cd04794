import { CLIENT_ROLES, ROLE_LABELS, type Role, STAFF_ROLES, es } from '@sanarte/shared';
import { type ReactNode, useState } from 'react';
import {
  type AdminUser,
  DEFAULT_CLIENTS_ARGS,
  DEFAULT_STAFF_ARGS,
  type UsersListArgs,
  useListUsersQuery,
} from '../api/users';
import { clientsCopy } from '../clients/content';
import {
  FilteredList,
  type FilteredListProps,
  type Filters,
  ListCount,
  type SelectFilter,
} from '../components/filtered-list';
import { CreateButton, ExportButton } from '../components/list-controls';
import { AdminPage, useCanManage } from '../components/list-layout';
import { peopleIntros } from '../content';
import { staffCopy } from '../staff/content';
import { CreateUserDialog } from './create-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { useCsvExport } from './use-csv-export';

/**
 * The two people screens: title, the list's kind and first page (as the shell preloads it), the
 * export's file, the roles (the role filter's and the dialogs' choices) and how an account is
 * created (staff are invited).
 */
const KINDS = {
  clients: {
    title: es.admin.menuClients,
    intro: peopleIntros.clients,
    defaults: DEFAULT_CLIENTS_ARGS,
    csvFile: es.admin.clientsCsvFile,
    roles: CLIENT_ROLES,
    roleFilter: { label: clientsCopy.typeLabel, all: clientsCopy.allTypes },
    create: { label: es.admin.clientsCreate, defaultRole: 'visitor', invite: false },
  },
  staff: {
    title: es.admin.menuStaff,
    intro: peopleIntros.staff,
    defaults: DEFAULT_STAFF_ARGS,
    csvFile: es.admin.staffCsvFile,
    roles: STAFF_ROLES,
    roleFilter: { label: staffCopy.roleLabel, all: staffCopy.allRoles },
    create: { label: staffCopy.create, defaultRole: 'tester', invite: true },
  },
} as const;

/** What every people screen filters by: the role ('' for all). */
type RoleFilter = { role: string };

type PeopleScreenProps<F extends Filters & RoleFilter> = Omit<
  FilteredListProps<AdminUser, F>,
  'query' | 'actions' | 'errorFallback' | 'selects' | 'children'
> & {
  kind: keyof typeof KINDS;
  /** The rows; `onEdit` opens 'Editar Usuario'. */
  children: (users: AdminUser[], busy: boolean, onEdit: (user: AdminUser) => void) => ReactNode;
  /** More dialogs of the screen. */
  dialogs?: ReactNode;
};

/**
 * Clientes and Usuarios CRM: the introduction, the count, the users searched and filtered on the server, 'Exportar
 * CSV' of what is filtered, and the create and edit dialogs (admin only; crmUser reads).
 */
export function PeopleScreen<F extends Filters & RoleFilter>({
  kind,
  children,
  dialogs,
  ...listProps
}: PeopleScreenProps<F>) {
  const { title, intro, defaults, csvFile, roles, roleFilter, create } = KINDS[kind];
  const roleSelect: SelectFilter<F> = {
    // F has a string 'role' (RoleFilter), which the generic F hides from the names' type.
    name: 'role' as SelectFilter<F>['name'],
    ...roleFilter,
    choices: roles,
    labelOf: (role: Role) => ROLE_LABELS[role],
  };
  const canManage = useCanManage();
  const args: UsersListArgs = { ...defaults, ...listProps.list.args };
  const query = useListUsersQuery(args);
  const { exportCsv, exporting } = useCsvExport(csvFile);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);

  return (
    <AdminPage title={title} intro={intro} status={<ListCount data={query.data} />}>
      <FilteredList
        {...listProps}
        query={query}
        actions={
          <>
            <ExportButton onClick={() => exportCsv(args)} busy={exporting} />
            <CreateButton label={create.label} onClick={() => setCreating(true)} canManage={canManage} />
          </>
        }
        selects={[roleSelect]}
        errorFallback={es.admin.fetchUsersFailedEn}
      >
        {(users, busy) => children(users, busy, setEditing)}
      </FilteredList>

      <CreateUserDialog
        open={creating}
        onOpenChange={setCreating}
        title={create.label}
        roles={roles}
        defaultRole={create.defaultRole}
        invite={create.invite}
      />
      <EditUserDialog user={editing} onOpenChange={(open) => !open && setEditing(null)} roles={roles} />
      {dialogs}
    </AdminPage>
  );
}
