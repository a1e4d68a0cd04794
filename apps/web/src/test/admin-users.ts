import type { AdminUser } from '../features/admin/api/users';

/**
 * A customer as the back-office lists it: an active, verified visitor with no subscription,
 * created at noon UTC on 1 November 2026 (the same day in every time zone), changed by `patch`.
 */
export const adminUser = (patch: Partial<AdminUser> = {}): AdminUser => ({
  _id: 'id-lucia',
  name: 'Lucía',
  lastName: 'Martín',
  email: 'lucia@example.com',
  role: 'visitor',
  isActive: true,
  isVerified: true,
  tempUser: false,
  planSlug: null,
  avatarUrl: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  testCount: 0,
  deletedAt: null,
  deletedBy: null,
  activeSubscription: null,
  ...patch,
});
