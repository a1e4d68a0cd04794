import { ROLE_LABELS } from '@sanarte/shared';
import type { AdminUser } from '../api/users';
import { Badge } from '../components/badge';
import { CardField, type Column, DataTable } from '../components/data-table';
import { rowButton } from '../components/list-layout';
import { SubscriptionState } from '../people/subscription-state';
import { CreatedAt, UserActions, UserName, displayName } from '../people/user-cells';
import { UserStatusBadge } from '../people/user-status';
import { clientsCopy as copy } from './content';

type ListProps = {
  users: AdminUser[];
  busy: boolean;
  canManage: boolean;
  onEdit: (user: AdminUser) => void;
  onHistory: (user: AdminUser) => void;
};

/**
 * The clients as a table (from 1280 px) and as cards (below): same data, same actions. Each shows
 * the subscription that gives access: plan, state, next renewal or end.
 */
export function ClientList({ users, busy, canManage, onEdit, onHistory }: ListProps) {
  const { columns: names } = copy;
  const actions = (user: AdminUser) => (
    <UserActions user={user} kind="client" canManage={canManage} onEdit={() => onEdit(user)} />
  );
  const tests = (user: AdminUser) => <TestsButton user={user} onHistory={() => onHistory(user)} />;
  const columns: Column<AdminUser>[] = [
    { header: names.client, cell: (user) => <UserName user={user} /> },
    { header: names.email, cell: (user) => user.email, cellClassName: 'min-w-40 [overflow-wrap:anywhere]' },
    // The type and the subscription share a column: at 1280 px a column more would not fit.
    {
      header: names.typeAndSubscription,
      cell: (user) => (
        <div className="flex flex-col items-start gap-1.5">
          <TypeBadge user={user} />
          <SubscriptionState user={user} />
        </div>
      ),
      cellClassName: 'min-w-40',
    },
    { header: names.status, cell: (user) => <UserStatusBadge user={user} /> },
    { header: names.tests, cell: tests },
    { header: names.created, cell: (user) => <CreatedAt user={user} />, cellClassName: 'whitespace-nowrap' },
    { header: names.actions, cell: actions },
  ];
  return (
    <DataTable
      label={copy.tableLabel}
      rows={users}
      rowKey={(user) => user._id}
      busy={busy}
      columns={columns}
      card={(user) => (
        <>
          <UserName user={user} email />
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <CardField label={names.type}>
              <TypeBadge user={user} />
            </CardField>
            <CardField label={names.status}>
              <UserStatusBadge user={user} />
            </CardField>
            <CardField label={names.subscription} className="col-span-2">
              <SubscriptionState user={user} />
            </CardField>
            <CardField label={names.tests}>{tests(user)}</CardField>
            <CardField label={names.created}>
              <CreatedAt user={user} />
            </CardField>
          </dl>
          {actions(user)}
        </>
      )}
    />
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
      aria-label={copy.testsButton(user.testCount, displayName(user))}
    >
      {user.testCount}
    </button>
  );
}
