import { es, formatDate } from '@sanarte/shared';
import type { AdminUser } from '../api/users';
import { fill } from '../content';

export { fill };

export const fullName = (p: { name?: string | null; lastName?: string | null }) =>
  [p.name, p.lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');

/**
 * The name a user is shown and announced by: full name, or the e-mail when there is none; a deleted
 * account (its personal data gone) is «Cuenta eliminada».
 */
export const displayName = (user: AdminUser) =>
  user.deletedAt ? es.privacy.deletedAccount : fullName(user) || user.email;

/** «Eliminada el 24 nov 2026 por Ada Admin» (or «… por el propio cliente»). */
export const deletedText = (user: Pick<AdminUser, 'deletedAt' | 'deletedBy'>) =>
  user.deletedAt
    ? es.privacy.deletedOn(formatDate(user.deletedAt), user.deletedBy ?? es.privacy.deletedBySelf)
    : '';

/** Two initials for the orders table ('Ana Pérez' → 'AP'). */
export function initialsOf(p: { name?: string | null; lastName?: string | null }): string {
  const letters = [p.name, p.lastName].map((part) => (part ?? '').trim().charAt(0).toUpperCase()).join('');
  return letters || '?';
}

export type UserStatus = 'active' | 'unverified' | 'inactive';

/** inactive → 'Inactivo'; active and verified → 'Activo'; active, not verified → 'No verificado'. */
export function userStatus(u: { isActive: boolean; isVerified: boolean }): UserStatus {
  if (!u.isActive) return 'inactive';
  return u.isVerified ? 'active' : 'unverified';
}

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: es.admin.statusActive,
  unverified: es.admin.statusUnverified,
  inactive: es.admin.statusInactive,
};

/** A YYYY-MM-DD day in es-ES (e.g. '5 may 2026'), read as a local date. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium' }).format(new Date(y, m - 1, d));
}
