import { es } from '@sanarte/shared';
import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { accountLinks } from '../account-links';
import { userMenuCopy } from '../content';
import { useAuth } from '../hooks';
import type { SessionUser } from '../types';
import { useLogout } from '../use-logout';
import { UserAvatar } from './user-avatar';

const itemClass =
  'flex min-h-11 w-full items-center rounded-xl px-3 text-left font-semibold text-night-900 hover:bg-lavender-100 focus-visible:bg-lavender-100';

/**
 * The signed-in user's menu in the header: avatar and name on a disclosure button
 * (aria-expanded); the panel lists the account links and 'Cerrar sesión'. Opening moves focus to
 * the first item, arrow keys move between items, Escape closes and returns focus to the button,
 * and leaving the menu (click outside, Tab away, navigation) closes it.
 */
export function UserMenu() {
  const { user } = useAuth();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  const [locationKey, setLocationKey] = useState(location.key);
  if (locationKey !== location.key) {
    setLocationKey(location.key);
    setOpen(false);
  }

  const items = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>('a, button') ?? []);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  if (!user) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (!open || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const list = items();
    if (list.length === 0) return;
    event.preventDefault();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const last = list.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown'
            ? current >= last
              ? 0
              : current + 1
            : current <= 0
              ? last
              : current - 1;
    list[next]?.focus();
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex min-h-11 max-w-64 items-center gap-2.5 rounded-full py-1 pl-1 pr-3 font-semibold text-lavender-50 ring-1 ring-inset ring-lavender-200/40 hover:bg-white/10"
      >
        <UserAvatar user={user} sizes="36px" className="size-9 text-base" />
        <span className="sr-only">{userMenuCopy.buttonPrefix} </span>
        <span className="truncate">{user.name}</span>
        <ChevronDown
          strokeWidth={1.8}
          className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>

      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="surface-light absolute right-0 top-full z-50 mt-2 w-64 rounded-2xl bg-white p-2 text-night-900 shadow-2xl shadow-night-950/40 ring-1 ring-night-700/10"
      >
        <p className="truncate px-3 pb-2 pt-1 text-sm text-ink-soft">{user.email}</p>
        <nav aria-label={userMenuCopy.navLabel}>
          <ul className="flex flex-col gap-0.5">
            <AccountLinkItems user={user} className={itemClass} />
            <li className="mt-1 border-t border-night-700/10 pt-1">
              <button type="button" className={itemClass} onClick={() => void logout()}>
                {es.nav.logout}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}

/** The same links for the mobile menu panel: a plain list under the user's name. */
export function MobileAccountLinks() {
  const { user } = useAuth();
  const logout = useLogout();
  if (!user) return null;
  const linkClass =
    'flex min-h-12 w-full items-center rounded-lg px-2 text-left text-lg font-semibold text-lavender-50 hover:bg-white/5';
  return (
    <div className="rounded-2xl bg-white/[0.04] p-4 ring-1 ring-inset ring-white/10">
      <div className="flex items-center gap-3 px-2 pb-3">
        <UserAvatar user={user} sizes="44px" className="size-11 text-lg" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-white">
            {user.name} {user.lastName}
          </p>
          <p className="truncate text-sm text-lavender-200">{user.email}</p>
        </div>
      </div>
      <ul aria-label={userMenuCopy.navLabel} className="flex flex-col divide-y divide-white/10">
        <AccountLinkItems user={user} className={linkClass} />
        <li>
          <button type="button" className={linkClass} onClick={() => void logout()}>
            {es.nav.logout}
          </button>
        </li>
      </ul>
    </div>
  );
}

/** The account's links as list items, for the desktop menu and the mobile panel. */
function AccountLinkItems({ user, className }: { user: SessionUser; className: string }) {
  return accountLinks(user).map((link) => (
    <li key={link.label}>
      <Link to={link.to} className={className}>
        {link.label}
      </Link>
    </li>
  ));
}
