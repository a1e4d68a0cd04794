import { ROLE_LABELS, type Role, es } from '@sanarte/shared';
import { type ReactNode, useState } from 'react';
import { type AdminUser, type UsersListArgs, useListUsersQuery } from '../api/users';
import { FilteredList, type FilteredListProps, type Filters, ListCount } from '../components/filtered-list';
import { CreateButton, ExportButton } from '../components/list-controls';
import { AdminPage, useCanManage } from '../components/list-layout';
import { CreateUserDialog } from './create-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { useCsvExport } from './use-csv-export';

type PeopleScreenProps<F extends Filters> = Omit<
  FilteredListProps<AdminUser, F>,
  'query' | 'actions' | 'errorFallback' | 'children'
> & {
  title: string;
  /** The kind of users and the first page (as the shell preloads it). */
  defaults: UsersListArgs;
  csvFile: string;
  /** The roles the dialogs offer. */
  roles: readonly Role[];
  create: { label: string; defaultRole: Role; invite?: boolean };
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
  title,
  defaults,
  csvFile,
  roles,
  create,
  children,
  dialogs,
  ...listProps
}: PeopleScreenProps<F>) {
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
