import { es } from '@sanarte/shared';
import { LogOut } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { type SessionUser, useLogout } from '../../auth';
import { ReadOnlyBadge } from '../components/read-only';

type UserCardProps = {
  user: SessionUser;
  readOnly: boolean;
  collapsed?: boolean;
};

/** Who is signed in (avatar or initial, full name, e-mail) and 'Cerrar Sesión'. */
export function UserCard({ user, readOnly, collapsed = false }: UserCardProps) {
  const logout = useLogout();
  const fullName = `${user.name} ${user.lastName}`.trim();
  const avatar = user.avatarUrl ?? user.photo ?? user.profileImage ?? null;
  // Only an uploaded photo (avatarUrl) has resized copies.
  const avatarSrcset = avatar === user.avatarUrl ? user.avatarSrcset : undefined;

  return (
    <div className={`flex flex-col gap-3 ${collapsed ? 'items-center' : ''}`}>
      <div
        className={`flex items-center gap-3 ${collapsed ? 'justify-center' : ''}`}
        title={collapsed ? fullName : undefined}
      >
        <Avatar
          name={user.name}
          src={avatar}
          srcSet={avatarSrcset}
          sizes="40px"
          className="size-10 text-lg"
        />
        <div className={collapsed ? 'sr-only' : 'min-w-0'}>
          <p className="truncate font-semibold text-white">{fullName}</p>
          <p className="truncate text-sm text-lavender-200">{user.email}</p>
        </div>
      </div>
      {readOnly &&
        (collapsed ? (
          <span className="sr-only">{es.admin.readOnly}</span>
        ) : (
          <ReadOnlyBadge onDark className="self-start" />
        ))}
      <button
        type="button"
        onClick={() => void logout()}
        title={collapsed ? es.admin.signOut : undefined}
        className={`inline-flex min-h-11 items-center gap-2 rounded-xl px-3 font-semibold text-lavender-100 ring-1 ring-inset ring-lavender-200/30 hover:bg-white/10 hover:text-white ${
          collapsed ? 'justify-center' : 'justify-start'
        }`}
      >
        <LogOut aria-hidden="true" className="size-5 shrink-0" strokeWidth={1.8} />
        <span className={collapsed ? 'sr-only' : ''}>{es.admin.signOut}</span>
      </button>
    </div>
  );
}
