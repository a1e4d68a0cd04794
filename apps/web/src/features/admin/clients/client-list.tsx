import { ROLE_LABELS, es, formatDate } from '@sanarte/shared';
import { Avatar } from '../../../components/ui/avatar';
import type { AdminUser } from '../api/users';
import { ActiveToggle } from '../people/active-toggle';
import { Badge } from '../people/badge';
import { fullName } from '../people/format';
import {
  Card,
  CardField,
  CardList,
  TableRegion,
  rowButton,
  tableClass,
  tdClass,
  thClass,
} from '../people/layout';
import { UserStatusBadge } from '../people/user-status';
import { clientsCopy as copy } from './content';

type ListProps = {
  users: AdminUser[];
  busy: boolean;
  canManage: boolean;
  onEdit: (user: AdminUser) => void;
  onHistory: (user: AdminUser) => void;
};

/** The clients as a table (from 1280 px) and as cards (below): same data, same actions. */
export function ClientList({ users, busy, canManage, onEdit, onHistory }: ListProps) {
  const columns = copy.columns;
  return (
    <>
      <TableRegion label={copy.tableLabel}>
        <table className={tableClass} aria-busy={busy || undefined}>
          <caption className="sr-only">{copy.tableLabel}</caption>
          <thead>
            <tr>
              {[
                columns.client,
                columns.email,
                columns.type,
                columns.status,
                columns.tests,
                columns.created,
                columns.actions,
              ].map((column) => (
                <th key={column} scope="col" className={thClass}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={busy ? 'opacity-60 transition-opacity' : ''}>
            {users.map((user) => (
              <tr key={user._id} className="hover:bg-sand-50/60">
                <td className={tdClass}>
                  <ClientName user={user} />
                </td>
                <td className={`${tdClass} min-w-40 [overflow-wrap:anywhere]`}>{user.email}</td>
                <td className={tdClass}>
                  <TypeBadge user={user} />
                </td>
                <td className={tdClass}>
                  <UserStatusBadge user={user} />
                </td>
                <td className={tdClass}>
                  <TestsButton user={user} onHistory={() => onHistory(user)} />
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                </td>
                <td className={tdClass}>
                  <Actions user={user} canManage={canManage} onEdit={() => onEdit(user)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <CardList label={copy.tableLabel} busy={busy}>
        {users.map((user) => (
          <Card key={user._id}>
            <ClientName user={user} email />
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <CardField label={columns.type}>
                <TypeBadge user={user} />
              </CardField>
              <CardField label={columns.status}>
                <UserStatusBadge user={user} />
              </CardField>
              <CardField label={columns.tests}>
                <TestsButton user={user} onHistory={() => onHistory(user)} />
              </CardField>
              <CardField label={columns.created}>
                <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
              </CardField>
            </dl>
            <Actions user={user} canManage={canManage} onEdit={() => onEdit(user)} />
          </Card>
        ))}
      </CardList>
    </>
  );
}

function ClientName({ user, email = false }: { user: AdminUser; email?: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={user.name} src={user.avatarUrl} />
      <div className="flex min-w-0 flex-col items-start gap-0.5">
        <span className="font-semibold">{fullName(user) || user.email}</span>
        {email && <span className="text-sm text-ink-soft [overflow-wrap:anywhere]">{user.email}</span>}
        {user.tempUser && <Badge tone="amber">{es.admin.noPanelAccess}</Badge>}
      </div>
    </div>
  );
}

function TypeBadge({ user }: { user: AdminUser }) {
  return (
    <Badge tone={user.role === 'subscriber' ? 'night' : 'lavender'}>
      {ROLE_LABELS[user.role] ?? user.role}
    </Badge>
  );
}

/** The test count opens the test history; no button when there is none. */
function TestsButton({ user, onHistory }: { user: AdminUser; onHistory: () => void }) {
  if (user.testCount === 0) return <span className="inline-block min-w-11 text-center text-ink-soft">0</span>;
  return (
    <button
      type="button"
      className={`${rowButton} min-w-11`}
      onClick={onHistory}
      aria-label={copy.testsButton(user.testCount, fullName(user) || user.email)}
    >
      {user.testCount}
    </button>
  );
}

function Actions({ user, canManage, onEdit }: { user: AdminUser; canManage: boolean; onEdit: () => void }) {
  return (
    <div className="flex flex-nowrap gap-2">
      <button
        type="button"
        className={rowButton}
        onClick={onEdit}
        disabled={!canManage}
        title={canManage ? undefined : es.admin.readOnly}
      >
        {copy.edit}
        <span className="sr-only"> a {fullName(user) || user.email}</span>
      </button>
      <ActiveToggle user={user} kind="client" disabled={!canManage} />
    </div>
  );
}
