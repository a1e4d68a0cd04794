import { es } from '@sanarte/shared';
import { Suspense, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { type RouteHandle, screen } from '../../app/screens';
import { PageLoading } from '../../components/ui/page-loading';
import { paths } from '../../config/paths';
import { RequireAuth, RequireMember, authApi } from '../auth';
import { forYouCall, libraryRoutes } from '../library';
import { savedCall } from '../saved';
import { PROGRESS_FRESH_SECONDS, panelApi } from './api';
import { subscriptionCopy, testsCopy, welcomeCopy } from './content';

const loading = <PageLoading />;
// Offline, the panel shows the downloads (Mi Biblioteca) or says the page needs the connection.
const OfflinePanel = lazy(async () => ({
  default: (await import('./components/offline-panel')).OfflinePanel,
}));
const unreachable = (
  <Suspense fallback={loading}>
    <OfflinePanel />
  </Suspense>
);

/** The user's refresh each page below sends as it mounts (its subscription, its test). */
const userRefresh = () => [authApi.endpoints.me.initiate(undefined, { track: false })];

/**
 * The end-user panel: for signed-in users; its layout and pages load on first visit.
 * Configuración and Mi Biblioteca are for members only (temporary users go back to /panel).
 * Registered inside the site layout by app/site-routes.tsx.
 */
export const panelRoutes: RouteObject[] = [
  {
    path: paths.panel.path,
    element: <RequireAuth unreachable={unreachable} />,
    children: [
      {
        hydrateFallbackElement: loading,
        lazy: async () => ({ Component: (await import('./components/panel-layout')).PanelLayout }),
        handle: { area: 'panel' } satisfies RouteHandle,
        children: [
          screen(
            {
              index: true,
              lazy: async () => ({ Component: (await import('./pages/welcome-page')).WelcomePage }),
            },
            // "Para ti", "Guardados" and "Mi progreso", which the page shows, asked for as the route
            // starts; the greeting by name, painted from the outline (the server writes the name).
            {
              outline: { title: es.panel.welcome, intro: welcomeCopy.intro, welcome: 'listener' },
              data: () => [
                forYouCall(),
                savedCall(),
                panelApi.endpoints.progress.initiate(undefined, { forceRefetch: PROGRESS_FRESH_SECONDS }),
              ],
            },
          ),
          screen(
            {
              path: paths.panel.myTests.path,
              lazy: async () => ({ Component: (await import('./pages/my-tests-page')).MyTestsPage }),
            },
            {
              data: () => [panelApi.endpoints.panelThemes.initiate()],
              // The history is asked for fresh as the page mounts (refetchOnMountOrArgChange).
              onMount: () => [panelApi.endpoints.testHistory.initiate(), ...userRefresh()],
              // Its heading, and outside the mini flow its introduction, are the same for every
              // account: the mini flow's introduction depends on the account's test.
              outline: {
                title: es.panel.myTestTitle,
                intro: testsCopy.intro,
                byQuery: { 'miniFlow=1': { title: es.panel.miniFlowTitle } },
              },
            },
          ),
          screen(
            {
              path: paths.panel.subscription.path,
              lazy: async () => ({ Component: (await import('./pages/subscription-page')).SubscriptionPage }),
            },
            {
              onMount: userRefresh,
              outline: { title: subscriptionCopy.title, intro: subscriptionCopy.intro },
            },
          ),
          {
            element: <RequireMember />,
            children: [
              screen(
                {
                  path: paths.panel.settings.path,
                  lazy: async () => ({ Component: (await import('./pages/settings-page')).SettingsPage }),
                },
                { outline: { title: es.panel.settings } },
              ),
              ...libraryRoutes,
            ],
          },
        ],
      },
    ],
  },
];
