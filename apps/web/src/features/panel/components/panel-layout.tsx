import * as Dialog from '@radix-ui/react-dialog';
import { es } from '@sanarte/shared';
import { House, Menu, PanelLeftClose, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Glow } from '../../../components/ui/glow';
import { paths } from '../../../config/paths';
import { type SessionUser, UserAvatar, useAuth } from '../../auth';
import { shellCopy as copy } from '../content';
import { type PanelNavItem, panelNavItems } from '../nav-items';

/**
 * The end-user panel's shell: a sidebar that collapses to icons on
 * desktop (a button with aria-expanded) and becomes a full-screen drawer on mobile (focus trapped,
 * Escape closes); the routed page on a light surface. The player lives in the site's layout, above
 * every page.
 */
export function PanelLayout() {
  const { user } = useAuth();
  const [collapsed, setCollapsed] = useState(false);
  const navId = useId();
  const items = panelNavItems(user);

  return (
    <div className="relative isolate">
      <Glow className="bg-[radial-gradient(50rem_30rem_at_15%_-10%,rgba(139,120,214,0.22),transparent_70%),radial-gradient(36rem_24rem_at_100%_30%,rgba(111,179,226,0.10),transparent_70%)]" />
      <div className="mx-auto flex max-w-7xl gap-6 px-3 py-4 sm:px-6 sm:py-8 lg:px-8 lg:py-10">
        <aside
          className={`hidden shrink-0 transition-[width] duration-200 md:block ${collapsed ? 'w-[4.75rem]' : 'w-60'}`}
        >
          <div className="sticky top-24 flex flex-col gap-4">
            <div className={`flex items-center gap-2 ${collapsed ? 'flex-col' : 'justify-between'}`}>
              <Link
                to={paths.panel.href()}
                className="flex min-h-11 min-w-0 items-center gap-3 rounded-2xl px-2 text-lavender-50 hover:bg-white/5"
              >
                <UserAvatar user={user} sizes="40px" className="size-10 text-lg" />
                <span className={collapsed ? 'sr-only' : 'min-w-0'}>
                  <span className="block text-xs font-semibold uppercase tracking-wider text-lavender-300">
                    {es.nav.panel}
                  </span>
                  <span className="block truncate font-semibold text-white">{user?.name}</span>
                </span>
              </Link>
              <button
                type="button"
                onClick={() => setCollapsed((v) => !v)}
                aria-expanded={!collapsed}
                aria-controls={navId}
                aria-label={copy.collapseToggle}
                title={collapsed ? copy.expand : copy.collapse}
                className="grid size-11 shrink-0 place-items-center rounded-full text-lavender-200 ring-1 ring-inset ring-white/10 hover:bg-white/10 hover:text-white"
              >
                <PanelLeftClose
                  strokeWidth={1.8}
                  className={`size-5 transition-transform ${collapsed ? 'rotate-180' : ''}`}
                />
              </button>
            </div>
            <nav id={navId} aria-label={copy.navLabel}>
              <NavList items={items} compact={collapsed} />
            </nav>
          </div>
        </aside>

        <div className="min-w-0 flex-1">
          <MobileMenu items={items} user={user} />
          <div className="surface-light min-h-[60vh] rounded-3xl bg-sand-50 px-4 py-6 text-night-900 shadow-2xl shadow-night-950/30 sm:px-8 sm:py-8 lg:px-10 lg:py-10">
            <Outlet />
          </div>
        </div>
      </div>
    </div>
  );
}

function NavList({
  items,
  compact = false,
  onNavigate,
  large = false,
}: {
  items: PanelNavItem[];
  compact?: boolean;
  onNavigate?: () => void;
  large?: boolean;
}) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ to, label, Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            title={compact ? label : undefined}
            className={({ isActive }) =>
              `group relative flex items-center gap-3 rounded-2xl font-semibold transition-colors ${
                large ? 'min-h-14 px-4 text-lg' : 'min-h-12 px-3.5'
              } ${compact ? 'justify-center' : ''} ${
                isActive
                  ? 'bg-white/10 text-white ring-1 ring-inset ring-white/15'
                  : 'text-lavender-100 hover:bg-white/5 hover:text-white'
              }`
            }
          >
            {({ isActive }) => (
              <>
                {isActive && (
                  <span
                    aria-hidden="true"
                    className="absolute inset-y-2.5 left-0 w-1 rounded-full bg-accent-400"
                  />
                )}
                <Icon
                  strokeWidth={1.8}
                  className={`size-5 shrink-0 ${isActive ? 'text-accent-300' : 'text-lavender-300'}`}
                />
                <span className={compact ? 'sr-only' : 'truncate'}>{label}</span>
              </>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Below `md`: a bar with the current section and a button opening the full-screen drawer. */
function MobileMenu({ items, user }: { items: PanelNavItem[]; user: SessionUser | null }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const current = items.find((item) => pathname.startsWith(item.to));

  // The drawer exists below `md` only: widening the window closes it (nothing stays inert).
  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia('(min-width: 48rem)');
    const onChange = () => {
      if (query.matches) setOpen(false);
    };
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <div className="mb-3 flex items-center justify-between gap-3 md:hidden">
        <Link
          to={paths.panel.href()}
          className="flex min-h-11 min-w-0 items-center gap-2.5 rounded-2xl pr-2 text-lavender-50"
        >
          <UserAvatar user={user} sizes="36px" className="size-9 text-base" />
          <span className="truncate font-semibold">{current?.label ?? es.nav.panel}</span>
        </Link>
        <Dialog.Trigger
          aria-label={copy.openMenu}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-4 font-semibold text-lavender-50 ring-1 ring-inset ring-lavender-200/40 hover:bg-white/10"
        >
          <Menu className="size-5" strokeWidth={1.8} />
          <span aria-hidden="true">{copy.sections}</span>
        </Dialog.Trigger>
      </div>
      <Dialog.Portal>
        <Dialog.Content className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-night-950 px-5 pb-8 pt-4 text-lavender-50 focus:outline-none md:hidden">
          <div className="flex items-center justify-between gap-3">
            <Dialog.Title className="font-display text-2xl font-semibold text-white">
              {es.nav.panel}
            </Dialog.Title>
            <Dialog.Close
              aria-label={copy.closeMenu}
              className="grid size-11 place-items-center rounded-full text-lavender-100 ring-1 ring-inset ring-white/15 hover:bg-white/10"
            >
              <X className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{copy.navLabel}</Dialog.Description>
          <div className="mt-6 flex items-center gap-3 rounded-2xl bg-white/[0.04] p-4 ring-1 ring-inset ring-white/10">
            <UserAvatar user={user} sizes="48px" className="size-12 text-xl" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-white">
                {user?.name} {user?.lastName}
              </p>
              <p className="truncate text-sm text-lavender-200">{user?.email}</p>
            </div>
          </div>
          <nav aria-label={copy.navLabel} className="mt-6">
            <ul className="mb-1 flex flex-col gap-1">
              <li>
                <NavLink
                  to={paths.panel.href()}
                  end
                  onClick={() => setOpen(false)}
                  className={({ isActive }) =>
                    `flex min-h-14 items-center gap-3 rounded-2xl px-4 text-lg font-semibold ${
                      isActive ? 'bg-white/10 text-white' : 'text-lavender-100 hover:bg-white/5'
                    }`
                  }
                >
                  <House className="size-5 text-lavender-300" strokeWidth={1.8} />
                  {copy.home}
                </NavLink>
              </li>
            </ul>
            <NavList items={items} large onNavigate={() => setOpen(false)} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
