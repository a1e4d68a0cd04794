import { es, formatDate } from '@sanarte/shared';
import { UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import type { AdminUser } from '../api/users';
import { Badge } from '../components/badge';
import { changeControl } from '../components/read-only';
import { ActiveToggle } from './active-toggle';
import { ComplimentaryAccessAction } from './complimentary-access';
import { userCopy } from './content';
import { DeleteClientAction } from './delete-client';
import { deletedText, displayName } from './format';
import { UserActionButton } from './user-action';

export { displayName };

/**
 * Avatar and full name; on cards also the e-mail; a trial account is marked 'Sin acceso al panel'.
 * A deleted account shows «Cuenta eliminada» and when and by whom, with no name or e-mail.
 */
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
  if (user.deletedAt) return <DeletedName user={user} />;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={user.name} src={user.avatarUrl} srcSet={user.avatarSrcset} sizes="36px" />
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

/** In a deleted account's place of the avatar (or initials): a crossed-out person. */
export function DeletedAvatar() {
  return (
    <span
      aria-hidden="true"
      className="grid size-9 shrink-0 place-items-center rounded-full bg-night-900/10 text-night-700"
    >
      <UserX className="size-4.5" strokeWidth={1.8} />
    </span>
  );
}

function DeletedName({ user }: { user: AdminUser }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <DeletedAvatar />
      <div className="flex min-w-0 flex-col items-start gap-0.5">
        <span className="font-semibold text-ink-soft">{es.privacy.deletedAccount}</span>
        <span className="text-sm text-ink-soft">
          <time dateTime={user.deletedAt ?? undefined}>{deletedText(user)}</time>
        </span>
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
 * them disabled; `lockedReason` disables the toggle for an admin too (one's own account). Clients
 * also have «Eliminar cuenta», which only admins see. A deleted account has none.
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
  // A deleted account has nothing left to edit, switch or delete.
  if (user.deletedAt) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <UserActionButton user={user} onClick={onEdit} {...changeControl(!canManage)}>
        {userCopy.edit}
      </UserActionButton>
      <ActiveToggle
        user={user}
        kind={kind}
        disabled={!canManage || Boolean(lockedReason)}
        disabledTitle={canManage ? lockedReason : es.admin.readOnly}
      />
      {kind === 'client' && <ComplimentaryAccessAction user={user} />}
      {kind === 'client' && <DeleteClientAction user={user} />}
    </div>
  );
}
