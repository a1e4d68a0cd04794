import { Badge, type BadgeTone } from '../components/badge';
import { USER_STATUS_LABELS, type UserStatus, userStatus } from './format';

const tones: Record<UserStatus, BadgeTone> = { active: 'green', unverified: 'amber', inactive: 'red' };

/** 'Activo' / 'No verificado' / 'Inactivo'. */
export function UserStatusBadge({ user }: { user: { isActive: boolean; isVerified: boolean } }) {
  const status = userStatus(user);
  return <Badge tone={tones[status]}>{USER_STATUS_LABELS[status]}</Badge>;
}
