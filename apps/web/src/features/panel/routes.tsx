import { Suspense, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading';
import { paths } from '../../config/paths';
import { RequireAuth, RequireMember } from '../auth';
import { libraryRoutes } from '../library/routes';

const loading = <PageLoading />;
// Offline, the panel shows the downloads (Mi Biblioteca) or says the page needs the connection.
const OfflinePanel = lazy(async () => ({
  default: (await import('../offline/components/offline-panel')).OfflinePanel,
}));
const unreachable = (
  <Suspense fallback={loading}>
    <OfflinePanel />
  </Suspense>
);

/**
 * The end-user panel: for signed-in users; its layout and pages load on first visit.
 * Configuración and Mi Biblioteca are for members only (temporary users go back to /panel).
 * Registered inside the site layout by app/router.tsx.
 */
export const panelRoutes: RouteObject[] = [
  {
    path: paths.panel.path,
    element: <RequireAuth unreachable={unreachable} />,
    children: [
      {
        hydrateFallbackElement: loading,
        lazy: async () => ({ Component: (await import('./components/panel-layout')).PanelLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./pages/welcome-page')).WelcomePage }),
          },
          {
            path: paths.panel.myTests.path,
            lazy: async () => ({ Component: (await import('./pages/my-tests-page')).MyTestsPage }),
          },
          {
            path: paths.panel.subscription.path,
            lazy: async () => ({ Component: (await import('./pages/subscription-page')).SubscriptionPage }),
          },
          {
            element: <RequireMember />,
            children: [
              {
                path: paths.panel.settings.path,
                lazy: async () => ({ Component: (await import('./pages/settings-page')).SettingsPage }),
              },
              ...libraryRoutes,
            ],
          },
        ],
      },
    ],
  },
];
