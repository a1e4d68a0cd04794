import type { SessionUser } from '../features/auth/types';

/** A signed-in visitor as the session answer gives it (Ana García), with `patch` over it. */
export const sessionUser = (patch: Partial<SessionUser> = {}): SessionUser => ({
  _id: 'u1',
  name: 'Ana',
  lastName: 'García',
  email: 'ana@example.com',
  role: 'visitor',
  isActive: true,
  isVerified: true,
  ...patch,
});
