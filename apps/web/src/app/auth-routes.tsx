import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { lazyPage } from '../lib/lazy-page';

/**
 * The sign-in screens, each loaded on first visit. Registered inside the site
 * layout by router.tsx.
 */
export const authRoutes: RouteObject[] = [
  lazyPage(paths.login.path, async () => (await import('../features/auth/pages/login-page')).LoginPage),
  lazyPage(
    paths.loginResetPassword.path,
    async () => (await import('../features/auth/pages/login-page')).LoginPage,
  ),
  lazyPage(
    paths.loginSetPassword.path,
    async () => (await import('../features/auth/pages/set-password-request-page')).SetPasswordRequestPage,
  ),
  lazyPage(
    paths.resetPassword.path,
    async () => (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage,
  ),
  lazyPage(
    paths.emailVerification.path,
    async () => (await import('../features/auth/pages/email-verification-page')).EmailVerificationPage,
  ),
  lazyPage(
    paths.verifyEmail.path,
    async () => (await import('../features/auth/pages/verify-email-page')).VerifyEmailPage,
  ),
  // The e-mailed link that confirms an account's deletion (accounts without a password).
  lazyPage(
    paths.accountDeletion.path,
    async () => (await import('../features/panel/pages/account-deletion-page')).AccountDeletionPage,
  ),
  lazyPage(
    paths.googleCallback.path,
    async () => (await import('../features/auth/pages/google-callback-page')).GoogleCallbackPage,
  ),
];
