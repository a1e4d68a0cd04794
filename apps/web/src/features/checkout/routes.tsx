import type { RouteObject } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading';
import { paths } from '../../config/paths';
import { RequireAuth } from '../auth';

const loading = <PageLoading />;

const paymentSuccess = async () => ({
  Component: (await import('./pages/payment-success-page')).PaymentSuccessPage,
});

/**
 * The purchase screen and the payment confirmation, for signed-in users, each loaded
 * on first visit. Registered inside the site layout by app/router.tsx.
 */
export const checkoutRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: paths.checkout.path,
        hydrateFallbackElement: loading,
        lazy: async () => ({ Component: (await import('./pages/checkout-page')).CheckoutPage }),
      },
      { path: paths.paymentSuccess.path, hydrateFallbackElement: loading, lazy: paymentSuccess },
      { path: paths.paymentSuccessLegacy.path, hydrateFallbackElement: loading, lazy: paymentSuccess },
    ],
  },
];
