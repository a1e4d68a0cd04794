import type { ReactNode } from 'react';
import type { AdminUser } from '../api/users';
import { CardField, type Column } from '../components/data-table';
import { RecordTable } from '../components/record-table';
import { CreatedAt } from './user-cells';
import { UserStatusBadge } from './user-status';

type UserListProps = {
  label: string;
  users: AdminUser[];
  busy: boolean;
  /** The headers and card labels of the columns every user list has. */
  names: { name: string; email: string; status: string; created: string; actions: string };
  /** Who the user is: without the e-mail in the table, with it on a card. */
  name: (user: AdminUser, email: boolean) => ReactNode;
  /** The list's own columns after the e-mail (e.g. the role). */
  columns: Column<AdminUser>[];
  /** The list's own columns after the status (e.g. the tests). */
  columnsAfterStatus?: Column<AdminUser>[];
  /** The list's own card fields before the status. */
  cardFields: (user: AdminUser) => ReactNode;
  /** The list's own card fields after the status. */
  cardFieldsAfterStatus?: (user: AdminUser) => ReactNode;
  actions: (user: AdminUser) => ReactNode;
};

/**
 * A list of users (Clientes, Usuarios CRM) as a table from 1280 px and as cards below: name, e-mail,
 * the list's own columns, status, creation day and actions.
 */
export function UserList({
  label,
  users,
  busy,
  names,
  name,
  columns,
  columnsAfterStatus = [],
  cardFields,
  cardFieldsAfterStatus,
  actions,
}: UserListProps) {
  return (
    <RecordTable
      label={label}
      rows={users}
      busy={busy}
      columns={[
        { header: names.name, cell: (user) => name(user, false) },
        {
          header: names.email,
          cell: (user) => user.email,
          cellClassName: 'min-w-40 [overflow-wrap:anywhere]',
        },
        ...columns,
        { header: names.status, cell: (user) => <UserStatusBadge user={user} /> },
        ...columnsAfterStatus,
        {
          header: names.created,
          cell: (user) => <CreatedAt user={user} />,
          cellClassName: 'whitespace-nowrap',
        },
        { header: names.actions, cell: actions },
      ]}
      cardTitle={(user) => name(user, true)}
      cardFields={(user) => (
        <>
          {cardFields(user)}
          <CardField label={names.status}>
            <UserStatusBadge user={user} />
          </CardField>
          {cardFieldsAfterStatus?.(user)}
          <CardField label={names.created}>
            <CreatedAt user={user} />
          </CardField>
        </>
      )}
      cardActions={actions}
    />
  );
}
