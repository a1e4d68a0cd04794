import { Avatar } from '../../../components/ui/avatar';
import { avatarOf, avatarSrcsetOf } from '../account-links';
import type { SessionUser } from '../types';

/**
 * A user's picture (their uploaded photo, with its resized copies, or Google's), or their initial:
 * `sizes` says how wide it is drawn (e.g. '40px'), `className` its size and type.
 */
export function UserAvatar({
  user,
  sizes,
  className,
}: {
  user: SessionUser | null | undefined;
  sizes: string;
  className: string;
}) {
  return (
    <Avatar
      name={user?.name ?? ''}
      src={user ? avatarOf(user) : null}
      srcSet={user ? avatarSrcsetOf(user) : undefined}
      sizes={sizes}
      className={className}
    />
  );
}
