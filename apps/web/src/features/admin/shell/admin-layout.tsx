import { es } from '@sanarte/shared';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { SkipLink } from '../../../components/ui/skip-link';
import { paths } from '../../../config/paths';
import { useAuth } from '../../auth';
import { CookieConsent } from '../../consent';
import { ReadOnlyBadge, useReadOnly } from '../components/read-only';
import { shellCopy } from '../content';
import { MobileMenu } from './mobile-menu';
import { SideNav } from './side-nav';
import { usePreload } from './use-preload';
import { UserCard } from './user-card';

const MAIN_ID = 'admin-content';

/**
 * The back-office shell at /admin: a side menu that collapses on desktop and opens
 * as a full-screen overlay on small screens, the signed-in user and 'Cerrar Sesión', the preload
 * of the screens' data on mount and its warning, and the 'Solo lectura' mark for crmUser.
 * Rendered inside RequireStaff, so a user is always present.
 */
export function AdminLayout() {
  const { user } = useAuth();
  const readOnly = useReadOnly();
  const preloadFailed = usePreload();
  const [collapsed, setCollapsed] = useState(false);
  const [warningDismissed, setWarningDismissed] = useState(false);

  if (!user) return null;

  return (
    <div className="surface-light min-h-dvh bg-sand-50 text-night-900 lg:flex">
      <SkipLink targetId={MAIN_ID}>{shellCopy.skipToContent}</SkipLink>
      <CookieConsent />

      {/* Small screens: a top bar with the menu button. */}
      <header className="sticky top-0 z-30 flex items-center justify-between gap-3 bg-night-950 px-4 py-3 text-lavender-50 lg:hidden">
        <Link to={paths.admin.href()} className="flex items-center gap-2 font-display text-xl font-semibold">
          {es.common.brand}
          <span className="rounded-full bg-lavender-200 px-2 py-0.5 font-sans text-xs font-bold text-night-950">
            {shellCopy.title}
          </span>
        </Link>
        <div className="flex items-center gap-2">
          {readOnly && <ReadOnlyBadge onDark className="hidden sm:inline-flex" />}
          <MobileMenu user={user} readOnly={readOnly} />
        </div>
      </header>

      {/* Desktop: the side menu, collapsible to icons. */}
      <aside
        className={`sticky top-0 hidden h-dvh shrink-0 flex-col gap-6 overflow-y-auto bg-night-950 px-3 py-5 text-lavender-50 transition-[width] duration-200 motion-reduce:transition-none lg:flex ${
          collapsed ? 'w-20' : 'w-68'
        }`}
      >
        <div className={`flex items-center gap-2 ${collapsed ? 'flex-col' : 'justify-between px-2'}`}>
          <Link
            to={paths.admin.href()}
            className="flex items-center gap-2 font-display text-xl font-semibold"
            aria-label={collapsed ? `${es.common.brand} ${shellCopy.title}` : undefined}
          >
            {collapsed ? es.common.brand.charAt(0) : es.common.brand}
            {!collapsed && (
              <span className="rounded-full bg-lavender-200 px-2 py-0.5 font-sans text-xs font-bold text-night-950">
                {shellCopy.title}
              </span>
            )}
          </Link>
          <button
            type="button"
            onClick={() => setCollapsed((value) => !value)}
            aria-expanded={!collapsed}
            aria-label={collapsed ? shellCopy.expandMenu : shellCopy.collapseMenu}
            title={collapsed ? shellCopy.expandMenu : shellCopy.collapseMenu}
            className="grid size-10 place-items-center rounded-full text-lavender-100 ring-1 ring-inset ring-lavender-200/30 hover:bg-white/10"
          >
            {collapsed ? (
              <ChevronRight aria-hidden="true" className="size-5" />
            ) : (
              <ChevronLeft aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
        <div className="flex-1">
          <SideNav label={shellCopy.menuLabel} collapsed={collapsed} />
        </div>
        <div className="border-t border-white/10 pt-5">
          <UserCard user={user} readOnly={readOnly} collapsed={collapsed} />
        </div>
      </aside>

      <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
          {preloadFailed && !warningDismissed && (
            // biome-ignore lint/a11y/useSemanticElements: a polite notice with its close button, not a form result
            <div
              role="status"
              className="flex items-start justify-between gap-3 rounded-2xl bg-accent-300/40 px-4 py-3 text-sm font-semibold text-night-950 ring-1 ring-inset ring-accent-500/50"
            >
              <p>{es.admin.preloadWarning}</p>
              <button
                type="button"
                onClick={() => setWarningDismissed(true)}
                aria-label={shellCopy.dismiss}
                className="-my-1 grid size-8 shrink-0 place-items-center rounded-full hover:bg-night-900/10"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
          )}
          <Outlet />
        </div>
      </main>
    </div>
  );
}
