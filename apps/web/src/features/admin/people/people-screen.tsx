import { CLIENT_ROLES, ROLE_LABELS, type Role, STAFF_ROLES, es } from '@sanarte/shared';
import { type ReactNode, useState } from 'react';
import {
  type AdminUser,
  DEFAULT_CLIENTS_ARGS,
  DEFAULT_STAFF_ARGS,
  type UsersListArgs,
  useListUsersQuery,
} from '../api/users';
import { FilteredList, type FilteredListProps, type Filters, ListCount } from '../components/filtered-list';
import { CreateButton, ExportButton } from '../components/list-controls';
import { AdminPage, useCanManage } from '../components/list-layout';
import { staffCopy } from '../staff/content';
import { CreateUserDialog } from './create-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { useCsvExport } from './use-csv-export';

/**
 * The two people screens: title, the list's kind and first page (as the shell preloads it), the
 * export's file, the roles the dialogs offer and how an account is created (staff are invited).
 */
const KINDS = {
  clients: {
    title: es.admin.menuClients,
    defaults: DEFAULT_CLIENTS_ARGS,
    csvFile: es.admin.clientsCsvFile,
    roles: CLIENT_ROLES,
    create: { label: es.admin.clientsCreate, defaultRole: 'visitor', invite: false },
  },
  staff: {
    title: es.admin.menuStaff,
    defaults: DEFAULT_STAFF_ARGS,
    csvFile: es.admin.staffCsvFile,
    roles: STAFF_ROLES,
    create: { label: staffCopy.create, defaultRole: 'tester', invite: true },
  },
} as const;

type PeopleScreenProps<F extends Filters> = Omit<
  FilteredListProps<AdminUser, F>,
  'query' | 'actions' | 'errorFallback' | 'children'
> & {
  kind: keyof typeof KINDS;
  /** The rows; `onEdit` opens 'Editar Usuario'. */
  children: (users: AdminUser[], busy: boolean, onEdit: (user: AdminUser) => void) => ReactNode;
  /** More dialogs of the screen. */
  dialogs?: ReactNode;
};

/**
 * Clientes and Usuarios CRM: the count, the users searched and filtered on the server, 'Exportar
 * CSV' of what is filtered, and the create and edit dialogs (admin only; crmUser reads).
 */
export function PeopleScreen<F extends Filters>({
  kind,
  children,
  dialogs,
  ...listProps
}: PeopleScreenProps<F>) {
  const { title, defaults, csvFile, roles, create } = KINDS[kind];
  const canManage = useCanManage();
  const args: UsersListArgs = { ...defaults, ...listProps.list.args };
  const query = useListUsersQuery(args);
  const { exportCsv, exporting } = useCsvExport(csvFile);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);

  return (
    <AdminPage title={title} intro={<ListCount data={query.data} />}>
      <FilteredList
        {...listProps}
        query={query}
        actions={
          <>
            <ExportButton onClick={() => exportCsv(args)} busy={exporting} />
            <CreateButton label={create.label} onClick={() => setCreating(true)} canManage={canManage} />
          </>
        }
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

/** The role select of a people screen's filters. */
export const roleSelect = (roles: readonly Role[], label: string, all: string) => ({
  name: 'role' as const,
  label,
  all,
  options: roles.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
});
