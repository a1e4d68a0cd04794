import type { RouteObject } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading';
import { paths } from '../../config/paths';

/** A child path of /admin, from the route table ('/admin/kpi' → 'kpi'). */
const child = (path: string) => path.slice(paths.admin.path.length + 1);

/** Shown in the screen's place while its code loads (the shell stays). */
const loading = <PageLoading />;

/**
 * The people screens of the back-office, children of the /admin layout, each loaded on
 * first visit: Panel de Control (index), KPI Reproduccion, Usuarios CRM, Clientes, Planes, Órdenes.
 */
export const peopleRoutes: RouteObject[] = [
  {
    index: true,
    hydrateFallbackElement: loading,
    lazy: async () => ({ Component: (await import('./dashboard/dashboard-page')).DashboardPage }),
  },
  {
    path: child(paths.admin.kpi.path),
    hydrateFallbackElement: loading,
    lazy: async () => ({ Component: (await import('./kpi/kpi-page')).KpiPage }),
  },
  {
    path: child(paths.admin.staff.path),
    hydrateFallbackElement: loading,
    lazy: async () => ({ Component: (await import('./staff/staff-page')).StaffPage }),
  },
  {
    path: child(paths.admin.clients.path),
    hydrateFallbackElement: loading,
    lazy: async () => ({ Component: (await import('./clients/clients-page')).ClientsPage }),
  },
  {
    path: child(paths.admin.plans.path),
    hydrateFallbackElement: loading,
    lazy: async () => ({ Component: (await import('./plans/plans-page')).PlansPage }),
  },
  {
    path: child(paths.admin.orders.path),
    hydrateFallbackElement: loading,
    lazy: async () => ({ Component: (await import('./orders/orders-page')).OrdersPage }),
  },
];
