import { ROLE_LABELS, type Role } from '@sanarte/shared';
import type { AdminUser } from '../api/users';
import { Badge, type BadgeTone } from '../components/badge';
import { CardField, type Column, DataTable } from '../components/data-table';
import { CreatedAt, UserActions, UserName } from '../people/user-cells';
import { UserStatusBadge } from '../people/user-status';
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
  const columns: Column<AdminUser>[] = [
    { header: names.user, cell: (user) => name(user) },
    { header: names.email, cell: (user) => user.email, cellClassName: 'min-w-40 [overflow-wrap:anywhere]' },
    { header: names.role, cell: (user) => <RoleCell user={user} /> },
    { header: names.status, cell: (user) => <UserStatusBadge user={user} /> },
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
          {name(user, true)}
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <CardField label={names.role}>
              <RoleCell user={user} />
            </CardField>
            <CardField label={names.status}>
              <UserStatusBadge user={user} />
            </CardField>
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
