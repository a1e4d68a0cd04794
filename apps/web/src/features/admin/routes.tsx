import { es } from '@sanarte/shared';
import type { RouteObject } from 'react-router';
import { type RouteHandle, screen } from '../../app/screens';
import { PageLoading } from '../../components/ui/page-loading';
import { paths } from '../../config/paths';
import { RequireStaff } from '../auth';
import { catalogueApi } from './api/catalogue';
import { mediaApi } from './api/media';
import { DEFAULT_PAYMENT_RECORDS_ARGS, paymentsAdminApi } from './api/payments';
import { plansAdminApi } from './api/plans';
import { DEFAULT_CLIENTS_ARGS, DEFAULT_STAFF_ARGS, usersAdminApi } from './api/users';
import { assetsCopy, audioCopy, peopleIntros, plansIntro } from './content';
import { messagesCopy } from './content';
import { kpiApi } from './kpi/api';
import { kpiCopy } from './kpi/content';
import { cleanFolderPath } from './media/file-kind';
import { DEFAULT_MESSAGES_ARGS, messagesApi } from './messages/api';
import { presetRange } from './people/date-range';
import { promotionsApi } from './promotions/api';

/** A child path of /admin, from the route table ('/admin/kpi' → 'kpi'). */
const child = (path: string) => path.slice(paths.admin.path.length + 1);

/** Shown in the shell's or a screen's place while its code loads on a first visit. */
const loading = <PageLoading label={es.common.loading} />;

/**
 * The back-office: /admin with its own layout (outside the site's), reserved to staff (admin;
 * crmUser read-only). The shell and each screen load on first visit, together (the router loads
 * every matched route's code at once), beside the screen's first data (`data`: app/screens.ts).
 * A new screen is one entry here, plus its item in the menu (shell/menu.ts): the build derives its
 * preloads, first calls and outline from this entry.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.path,
    element: <RequireStaff />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./shell/admin-layout')).AdminLayout }),
        hydrateFallbackElement: loading,
        handle: { area: 'admin' } satisfies RouteHandle,
        children: [
          // Its data asks for the last days up to today: the page's own call.
          screen(
            {
              index: true,
              hydrateFallbackElement: loading,
              lazy: async () => ({ Component: (await import('./dashboard/dashboard-page')).DashboardPage }),
            },
            { outline: { title: es.admin.dashboardTitle, welcome: 'staff' } },
          ),
          screen(
            {
              path: child(paths.admin.kpi.path),
              hydrateFallbackElement: loading,
              lazy: async () => ({ Component: (await import('./kpi/kpi-page')).KpiPage }),
            },
            {
              // All time, as the page opens.
              data: () => [kpiApi.endpoints.playtimeTotals.initiate(presetRange('all'))],
              outline: { title: es.admin.kpiTitle, intro: kpiCopy.intro },
            },
          ),
          screen(
            {
              path: child(paths.admin.staff.path),
              hydrateFallbackElement: loading,
              lazy: async () => ({ Component: (await import('./staff/staff-page')).StaffPage }),
            },
            {
              data: () => [usersAdminApi.endpoints.listUsers.initiate(DEFAULT_STAFF_ARGS)],
              outline: { title: es.admin.menuStaff, intro: peopleIntros.staff },
            },
          ),
          screen(
            {
              path: child(paths.admin.clients.path),
              hydrateFallbackElement: loading,
              lazy: async () => ({ Component: (await import('./clients/clients-page')).ClientsPage }),
            },
            {
              data: () => [usersAdminApi.endpoints.listUsers.initiate(DEFAULT_CLIENTS_ARGS)],
              outline: { title: es.admin.menuClients, intro: peopleIntros.clients },
            },
          ),
          screen(
            {
              path: child(paths.admin.plans.path),
              hydrateFallbackElement: loading,
              lazy: async () => ({ Component: (await import('./plans/plans-page')).PlansPage }),
            },
            {
              data: () => [plansAdminApi.endpoints.listAdminPlans.initiate()],
              outline: { title: es.admin.plansTitle, intro: plansIntro },
            },
          ),
          screen(
            {
              path: child(paths.admin.orders.path),
              hydrateFallbackElement: loading,
              lazy: async () => ({ Component: (await import('./orders/orders-page')).OrdersPage }),
            },
            {
              data: () => [
                paymentsAdminApi.endpoints.listPaymentRecords.initiate(DEFAULT_PAYMENT_RECORDS_ARGS),
              ],
              outline: { title: es.admin.menuOrders, intro: es.admin.ordersHeader },
            },
          ),
          screen(
            {
              path: child(paths.admin.promotions.path),
              hydrateFallbackElement: loading,
              lazy: async () => ({
                Component: (await import('./promotions/promotions-page')).PromotionsPage,
              }),
            },
            {
              // The codes, and the plans whose names the codes' «Planes» show.
              data: () => [
                promotionsApi.endpoints.listPromotionCodes.initiate(),
                plansAdminApi.endpoints.listAdminPlans.initiate(),
              ],
              outline: { title: es.promotions.menu, intro: es.promotions.intro },
            },
          ),
          screen(
            {
              path: child(paths.admin.assets.path),
              lazy: async () => ({ Component: (await import('./assets/assets-page')).AssetsPage }),
            },
            {
              // The open folder is in the address (?path=).
              data: (url) => [
                mediaApi.endpoints.getMediaFolder.initiate(cleanFolderPath(url.searchParams.get('path'))),
              ],
              outline: { title: assetsCopy.title, intro: assetsCopy.intro },
            },
          ),
          screen(
            {
              path: child(paths.admin.audio.path),
              lazy: async () => ({ Component: (await import('./audio/audio-page')).AudioPage }),
            },
            {
              data: () => [
                catalogueApi.endpoints.getCategories.initiate(),
                catalogueApi.endpoints.getThemes.initiate(),
                catalogueApi.endpoints.getAudios.initiate(),
              ],
              outline: { title: audioCopy.title, intro: audioCopy.intro },
            },
          ),
          screen(
            {
              path: child(paths.admin.messages.path),
              hydrateFallbackElement: loading,
              lazy: async () => ({ Component: (await import('./messages/messages-page')).MessagesPage }),
            },
            {
              data: () => [messagesApi.endpoints.listContactMessages.initiate(DEFAULT_MESSAGES_ARGS)],
              outline: { title: messagesCopy.title, intro: messagesCopy.intro },
            },
          ),
        ],
      },
    ],
  },
];
