import { ROLE_LABELS, type Role } from '@sanarte/shared';
import type { AdminUser } from '../api/users';
import { Badge, type BadgeTone } from '../components/badge';
import { CardField } from '../components/data-table';
import { UserActions, UserName } from '../people/user-cells';
import { UserList } from '../people/user-list';
import { staffCopy as copy } from './content';

const roleTones: Partial<Record<Role, BadgeTone>> = {
  admin: 'night',
  crmUser: 'blue',
  creator: 'amber',
  tester: 'lavender',
  therapist: 'green',
};

type ListProps = {
  users: AdminUser[];
  busy: boolean;
  meId: string | undefined;
  canManage: boolean;
  onEdit: (user: AdminUser) => void;
};

/** The staff users as a table (from 1280 px) and as cards (below). */
export function StaffList({ users, busy, meId, canManage, onEdit }: ListProps) {
  const { columns: names } = copy;
  const name = (user: AdminUser, email = false) => (
    <UserName
      user={user}
      email={email}
      note={
        user._id === meId && (
          <span className="ml-2 text-xs font-bold uppercase text-ink-soft">({copy.you})</span>
        )
      }
    />
  );
  // Nobody deactivates their own account (the server refuses it too).
  const actions = (user: AdminUser) => (
    <UserActions
      user={user}
      kind="staff"
      canManage={canManage}
      onEdit={() => onEdit(user)}
      lockedReason={user._id === meId ? copy.ownAccount : undefined}
    />
  );
  return (
    <UserList
      label={copy.tableLabel}
      users={users}
      busy={busy}
      names={{ ...names, name: names.user }}
      name={name}
      columns={[{ header: names.role, cell: (user) => <RoleCell user={user} /> }]}
      cardFields={(user) => (
        <CardField label={names.role}>
          <RoleCell user={user} />
        </CardField>
      )}
      actions={actions}
    />
  );
}

function RoleCell({ user }: { user: AdminUser }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={roleTones[user.role] ?? 'gray'}>{ROLE_LABELS[user.role] ?? user.role}</Badge>
      {user.role === 'creator' && user.planSlug && (
        <span className="text-xs text-ink-soft">
          {copy.plan}: {user.planSlug}
        </span>
      )}
    </div>
  );
}
