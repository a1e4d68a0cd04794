import { es, formatDate } from '@sanarte/shared';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import type { AdminUser } from '../api/users';
import { Badge } from '../components/badge';
import { rowButton } from '../components/list-layout';
import { ActiveToggle } from './active-toggle';
import { userCopy } from './content';
import { fullName } from './format';

/** The name a user is shown and announced by: full name, or the e-mail when there is none. */
export const displayName = (user: AdminUser) => fullName(user) || user.email;

/** Avatar and full name; on cards also the e-mail; a trial account is marked 'Sin acceso al panel'. */
export function UserName({
  user,
  email = false,
  note,
}: {
  user: AdminUser;
  email?: boolean;
  /** After the name (e.g. '(Tú)'). */
  note?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={user.name} src={user.avatarUrl} />
      <div className="flex min-w-0 flex-col items-start gap-0.5">
        <span className="font-semibold">
          {displayName(user)}
          {note}
        </span>
        {email && <span className="text-sm text-ink-soft [overflow-wrap:anywhere]">{user.email}</span>}
        {user.tempUser && <Badge tone="amber">{es.admin.noPanelAccess}</Badge>}
      </div>
    </div>
  );
}

/** The account's creation day. */
export function CreatedAt({ user }: { user: AdminUser }) {
  return <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>;
}

/**
 * 'Editar' and 'Desactivar'/'Activar' of a user row, both named after the user. Read-only users see
 * them disabled; `lockedReason` disables the toggle for an admin too (one's own account).
 */
export function UserActions({
  user,
  kind,
  canManage,
  onEdit,
  lockedReason,
}: {
  user: AdminUser;
  kind: 'client' | 'staff';
  canManage: boolean;
  onEdit: () => void;
  lockedReason?: string;
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
        {userCopy.edit}
        <span className="sr-only"> a {displayName(user)}</span>
      </button>
      <ActiveToggle
        user={user}
        kind={kind}
        disabled={!canManage || Boolean(lockedReason)}
        disabledTitle={canManage ? lockedReason : es.admin.readOnly}
      />
    </div>
  );
}
