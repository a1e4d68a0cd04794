import { safeRedirectPath } from '@sanarte/shared';
import { paths } from '../../config/paths';
import { local, storageKeys } from '../../lib/storage';
import type { SessionUser } from './types';

/** Stored redirects and flags; only same-site relative paths count. */

export function storeLoginRedirect(path: string): void {
  const safe = safeRedirectPath(path);
  if (safe) local.set(storageKeys.loginRedirect, safe);
}

export function peekLoginRedirect(): string | null {
  return safeRedirectPath(local.get(storageKeys.loginRedirect));
}

/** Reads and forgets the stored login redirect. */
export function takeLoginRedirect(): string | null {
  const value = peekLoginRedirect();
  local.remove(storageKeys.loginRedirect);
  return value;
}

/** Reads and forgets the post-verification redirect, falling back to the login redirect. */
export function takePostVerificationRedirect(): string | null {
  const value =
    safeRedirectPath(local.get(storageKeys.postVerificationRedirect)) ??
    safeRedirectPath(local.get(storageKeys.loginRedirect));
  local.remove(storageKeys.postVerificationRedirect, storageKeys.loginRedirect);
  return value;
}

/** Everything logout and session expiry forget: stored redirects and the temporary flag. */
export function forgetStoredRedirects(): void {
  local.remove(
    storageKeys.loginRedirect,
    storageKeys.postVerificationRedirect,
    storageKeys.googleOrigin,
    storageKeys.isTemporary,
  );
}

export const isTemporaryFlagSet = (): boolean => Boolean(local.get(storageKeys.isTemporary));

export const isTemporaryUser = (user: SessionUser | null | undefined): boolean =>
  Boolean(user?.tempUser || user?.isTemporary);

export const isStaff = (user: SessionUser | null | undefined): boolean =>
  user?.role === 'admin' || user?.role === 'crmUser';

/**
 * Where a successful sign-in leads, or null for an inactive account
 * (the caller shows the contact message). Consumes the stored login redirect.
 */
export function destinationAfterLogin(user: SessionUser): string | null {
  if (!user.isActive) return null;
  if (!user.isVerified) return paths.emailVerification.href();
  if (isTemporaryUser(user)) return paths.test.href();
  return takeLoginRedirect() ?? paths.home.href();
}
