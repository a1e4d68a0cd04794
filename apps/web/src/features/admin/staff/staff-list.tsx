import { ROLE_LABELS, type Role, es, formatDate } from '@sanarte/shared';
import { Avatar } from '../../../components/ui/avatar';
import type { AdminUser } from '../api/users';
import { ActiveToggle } from '../people/active-toggle';
import { Badge, type BadgeTone } from '../people/badge';
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
  return (
    <>
      <TableRegion label={copy.tableLabel}>
        <table className={tableClass} aria-busy={busy || undefined}>
          <caption className="sr-only">{copy.tableLabel}</caption>
          <thead>
            <tr>
              {Object.values(copy.columns).map((column) => (
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
                  <UserName user={user} isMe={user._id === meId} />
                </td>
                <td className={`${tdClass} min-w-40 [overflow-wrap:anywhere]`}>{user.email}</td>
                <td className={tdClass}>
                  <RoleCell user={user} />
                </td>
                <td className={tdClass}>
                  <UserStatusBadge user={user} />
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                </td>
                <td className={tdClass}>
                  <Actions
                    user={user}
                    isMe={user._id === meId}
                    canManage={canManage}
                    onEdit={() => onEdit(user)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <CardList label={copy.tableLabel} busy={busy}>
        {users.map((user) => (
          <Card key={user._id}>
            <UserName user={user} isMe={user._id === meId} email />
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <CardField label={copy.columns.role}>
                <RoleCell user={user} />
              </CardField>
              <CardField label={copy.columns.status}>
                <UserStatusBadge user={user} />
              </CardField>
              <CardField label={copy.columns.created}>
                <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
              </CardField>
            </dl>
            <Actions user={user} isMe={user._id === meId} canManage={canManage} onEdit={() => onEdit(user)} />
          </Card>
        ))}
      </CardList>
    </>
  );
}

function UserName({ user, isMe, email = false }: { user: AdminUser; isMe: boolean; email?: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={user.name} src={user.avatarUrl} />
      <div className="flex min-w-0 flex-col">
        <span className="font-semibold">
          {fullName(user) || user.email}
          {isMe && <span className="ml-2 text-xs font-bold uppercase text-ink-soft">({copy.you})</span>}
        </span>
        {email && <span className="text-sm text-ink-soft [overflow-wrap:anywhere]">{user.email}</span>}
      </div>
    </div>
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

/** Edit, and deactivate or activate (not for one's own account: the server refuses it). */
function Actions({
  user,
  isMe,
  canManage,
  onEdit,
}: {
  user: AdminUser;
  isMe: boolean;
  canManage: boolean;
  onEdit: () => void;
}) {
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
      <ActiveToggle
        user={user}
        kind="staff"
        disabled={!canManage || isMe}
        disabledTitle={canManage ? copy.ownAccount : es.admin.readOnly}
      />
    </div>
  );
}
