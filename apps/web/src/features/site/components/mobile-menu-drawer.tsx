import { es } from '@sanarte/shared';
import { X } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { header, navItems } from '../content';
import { LogoMark } from './logo';
import { SectionLink } from './section-link';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Tailwind's `lg` breakpoint: from there the navigation bar replaces this menu. */
const LARGE = '(min-width: 64rem)';

type DrawerProps = {
  id: string;
  open: boolean;
  /** The drawer closed; `returnFocus` is false when a link was followed (focus goes there). */
  onClosed: (returnFocus: boolean) => void;
  account?: ReactNode;
};

/**
 * The drawer of the mobile menu (mobile-menu.tsx loads it on the first open): the native modal
 * <dialog> (the rest of the page is inert while it is open). Focus stays inside (Tab and Shift+Tab
 * wrap), Escape or the backdrop closes it, the page behind does not scroll.
 */
export function MobileMenuDrawer({ id, open, onClosed, account }: DrawerProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  /** Set when the drawer closes because a link was followed: focus goes to the destination instead. */
  const skipFocusReturn = useRef(false);
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;

  // Keep the <dialog> in step with `open`; lock the page's scroll while it is open.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  // Escape (the dialog's 'cancel') or any other close: tell the menu, which returns focus.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      const returnFocus = !skipFocusReturn.current;
      skipFocusReturn.current = false;
      onClosedRef.current(returnFocus);
    };
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, []);

  // Growing past the breakpoint hides this menu: close it.
  useEffect(() => {
    if (!open) return;
    const media = window.matchMedia?.(LARGE);
    if (!media) return;
    const onChange = () => media.matches && dialogRef.current?.close();
    onChange();
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [open]);

  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click on the backdrop lands on the <dialog> itself, outside its panel's box.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== dialogRef.current) return;
    const box = dialogRef.current.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) dialogRef.current.close();
  };

  const close = () => dialogRef.current?.close();
  /** A link was followed: close at once (the page is usable again before the link scrolls). */
  const closeForLink = () => {
    skipFocusReturn.current = true;
    dialogRef.current?.close();
    document.documentElement.style.overflow = '';
  };

  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={titleId}
      onKeyDown={trapFocus}
      onClick={closeOnBackdrop}
      className="fixed inset-y-0 left-auto right-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none translate-x-0 bg-night-950 p-0 text-lavender-50 shadow-2xl shadow-night-950/60 ring-1 ring-white/10 transition-transform duration-300 ease-out backdrop:bg-night-950/70 backdrop:backdrop-blur-sm motion-reduce:transition-none starting:open:translate-x-full"
    >
      <div className="flex h-full flex-col overflow-y-auto px-5 pb-8 pt-3">
        <div className="flex items-center justify-between gap-3">
          <p id={titleId} className="flex items-center gap-2 font-display text-xl font-semibold text-white">
            <LogoMark className="size-8" />
            <span>{header.menuTitle}</span>
          </p>
          <button
            type="button"
            onClick={close}
            aria-label={header.closeMenu}
            className="grid size-11 place-items-center rounded-full text-lavender-50 hover:bg-white/10"
          >
            <X className="size-5" />
          </button>
        </div>
        <nav aria-label={header.navLabel} className="mt-4">
          <ul className="flex flex-col divide-y divide-white/10">
            {navItems.map((item) => (
              <li key={item.section}>
                <SectionLink
                  section={item.section}
                  onClick={closeForLink}
                  className="flex min-h-12 items-center rounded-lg px-2 text-lg font-semibold text-lavender-50 hover:bg-white/5"
                >
                  {item.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        {account ? (
          <div className="mt-6">{account}</div>
        ) : (
          <div className="mt-6 grid gap-3">
            <Link to={paths.login.href('login')} className={buttonClasses({ variant: 'secondary' })}>
              {es.home.login}
            </Link>
            <Link to={paths.login.href('signup')} className={buttonClasses({ variant: 'primary' })}>
              {es.home.signup}
            </Link>
          </div>
        )}
      </div>
    </dialog>
  );
}
