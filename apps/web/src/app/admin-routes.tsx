import { es } from '@sanarte/shared';
import { Suspense, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoading } from '../components/ui/page-loading';
import { paths } from '../config/paths';
import { peopleRoutes } from '../features/admin/people-routes';
import { RequireStaff } from '../features/auth';

/** Shown in a screen's place while its code loads on a first visit. */
const loading = <PageLoading label={es.common.loading} />;

/**
 * The shell's code: it starts loading with this table (the first visit to an /admin path), beside
 * the screen's code and the session check, instead of once the guard has let a staff member in,
 * one round trip later. Rendered only inside the guard.
 */
const shell = import('../features/admin/shell/admin-layout');
shell.catch(() => undefined); // a failed load surfaces where the shell renders
const AdminLayout = lazy(async () => ({ default: (await shell).AdminLayout }));

/** Child paths of /admin, relative. */
const child = (path: string) => path.slice(paths.admin.path.length + 1);

/**
 * The back-office: /admin with its own layout (outside the site's), reserved to
 * staff (admin; crmUser read-only), each screen loaded on first visit. Child routes of /admin:
 * index (dashboard), kpi, usuarios, clientes, planes, logs-ordenes, assets, audio — each is
 * registered here once its screen exists.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.path,
    element: (
      <RequireStaff>
        <Suspense fallback={loading}>
          <AdminLayout />
        </Suspense>
      </RequireStaff>
    ),
    hydrateFallbackElement: loading,
    children: [
      ...peopleRoutes,
      {
        path: child(paths.admin.assets.path),
        lazy: async () => ({
          Component: (await import('../features/admin/assets/assets-page')).AssetsPage,
        }),
      },
      {
        path: child(paths.admin.audio.path),
        lazy: async () => ({
          Component: (await import('../features/admin/audio/audio-page')).AudioPage,
        }),
      },
    ],
  },
];
