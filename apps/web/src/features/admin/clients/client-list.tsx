import { ROLE_LABELS } from '@sanarte/shared';
import type { AdminUser } from '../api/users';
import { Badge } from '../components/badge';
import { CardField } from '../components/data-table';
import { rowButton } from '../components/list-layout';
import { SubscriptionState } from '../people/subscription-state';
import { UserActions, UserName, displayName } from '../people/user-cells';
import { UserList } from '../people/user-list';
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
  const tests = (user: AdminUser) => <TestsButton user={user} onHistory={() => onHistory(user)} />;
  return (
    <UserList
      label={copy.tableLabel}
      users={users}
      busy={busy}
      names={{ ...names, name: names.client }}
      name={(user, email) => <UserName user={user} email={email} />}
      columns={[
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
      ]}
      columnsAfterStatus={[{ header: names.tests, cell: tests }]}
      cardFields={(user) => (
        <CardField label={names.type}>
          <TypeBadge user={user} />
        </CardField>
      )}
      cardFieldsAfterStatus={(user) => (
        <>
          <CardField label={names.subscription} className="col-span-2">
            <SubscriptionState user={user} />
          </CardField>
          <CardField label={names.tests}>{tests(user)}</CardField>
        </>
      )}
      actions={(user) => (
        <UserActions user={user} kind="client" canManage={canManage} onEdit={() => onEdit(user)} />
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
