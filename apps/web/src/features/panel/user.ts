import type { UserSubscription } from '@sanarte/shared';
import type { SessionUser } from '../auth';

export type { UserSubscription };

/** The image to show for a user, if any. */
export const avatarOf = (user: SessionUser | null | undefined): string | null =>
  user?.avatarUrl || user?.profileImage || user?.photo || null;
