import { es } from '@sanarte/shared';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { navItems } from '../content';
import { SectionLink } from './section-link';

/**
 * The navigation below the `lg` breakpoint: a disclosure (button with aria-expanded) that shows
 * the links in a panel under the header. Escape closes it and returns focus to the button.
 * `account` (a signed-in user's links) replaces the sign-in and sign-up buttons.
 */
export function MobileMenu({ account }: { account?: ReactNode } = {}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Close on any navigation (state adjusted during render, as React recommends).
  const [locationKey, setLocationKey] = useState(location.key);
  if (locationKey !== location.key) {
    setLocationKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-lavender-50 ring-1 ring-inset ring-lavender-200/40 hover:bg-white/10"
      >
        <MenuIcon open={open} />
        Menú
      </button>

      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-white/10 bg-night-950 px-5 pb-8 pt-4 shadow-2xl shadow-night-950/60 sm:px-8"
      >
        <nav aria-label="Principal" className="mx-auto max-w-6xl">
          <ul className="flex flex-col divide-y divide-white/10">
            {navItems.map((item) => (
              <li key={item.section}>
                <SectionLink
                  section={item.section}
                  onClick={close}
                  className="flex min-h-12 items-center rounded-lg px-2 text-lg font-semibold text-lavender-50 hover:bg-white/5"
                >
                  {item.label}
                </SectionLink>
              </li>
            ))}
          </ul>
          {account ? (
            <div className="mt-6">{account}</div>
          ) : (
            <div className="mt-6 grid gap-3 sm:grid-cols-2">
              <Link to={paths.login.href('login')} className={buttonClasses({ variant: 'secondary' })}>
                {es.home.login}
              </Link>
              <Link to={paths.login.href('signup')} className={buttonClasses({ variant: 'primary' })}>
                {es.home.signup}
              </Link>
            </div>
          )}
        </nav>
      </div>
    </div>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}
