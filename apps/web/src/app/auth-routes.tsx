import type { RouteObject } from 'react-router';
import { PageLoading } from '../components/ui/page-loading';
import { paths } from '../config/paths';

/** Shown in the page's place while its code loads on a first visit (header and footer stay). */
const loading = <PageLoading />;

/**
 * The sign-in screens, each loaded on first visit. Registered inside the site
 * layout by router.tsx.
 */
export const authRoutes: RouteObject[] = [
  {
    path: paths.login.path,
    hydrateFallbackElement: loading,
    lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }),
  },
  {
    path: paths.loginResetPassword.path,
    hydrateFallbackElement: loading,
    lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }),
  },
  {
    path: paths.loginSetPassword.path,
    hydrateFallbackElement: loading,
    lazy: async () => ({
      Component: (await import('../features/auth/pages/set-password-request-page')).SetPasswordRequestPage,
    }),
  },
  {
    path: paths.resetPassword.path,
    hydrateFallbackElement: loading,
    lazy: async () => ({
      Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage,
    }),
  },
  {
    path: paths.emailVerification.path,
    hydrateFallbackElement: loading,
    lazy: async () => ({
      Component: (await import('../features/auth/pages/email-verification-page')).EmailVerificationPage,
    }),
  },
  {
    path: paths.verifyEmail.path,
    hydrateFallbackElement: loading,
    lazy: async () => ({
      Component: (await import('../features/auth/pages/verify-email-page')).VerifyEmailPage,
    }),
  },
  {
    // The e-mailed link that confirms an account's deletion (accounts without a password).
    path: paths.accountDeletion.path,
    hydrateFallbackElement: loading,
    lazy: async () => ({
      Component: (await import('../features/panel/pages/account-deletion-page')).AccountDeletionPage,
    }),
  },
  {
    path: paths.googleCallback.path,
    hydrateFallbackElement: loading,
    lazy: async () => ({
      Component: (await import('../features/auth/pages/google-callback-page')).GoogleCallbackPage,
    }),
  },
];
