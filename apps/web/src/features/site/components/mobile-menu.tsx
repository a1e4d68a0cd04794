import { Menu } from 'lucide-react';
import { type ReactNode, Suspense, lazy, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { header } from '../content';

/** The drawer's code loads on the first open (it is not part of the landing's first JavaScript). */
const loadDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(async () => ({ default: (await loadDrawer()).MobileMenuDrawer }));

/**
 * The navigation below the `lg` breakpoint: the 'Menú' button and its drawer (mobile-menu-drawer.tsx:
 * a native modal <dialog> with a focus trap; Escape or the backdrop closes it, the page behind
 * does not scroll, and focus returns to the button). `account` (a signed-in user's links) replaces
 * the sign-in and sign-up buttons.
 */
export function MobileMenu({ account }: { account?: ReactNode } = {}) {
  const [open, setOpen] = useState(false);
  /** The drawer is mounted from its first open on. */
  const [mounted, setMounted] = useState(false);
  const dialogId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Close on any navigation (state adjusted during render, as React recommends).
  const [locationKey, setLocationKey] = useState(location.key);
  if (locationKey !== location.key) {
    setLocationKey(location.key);
    setOpen(false);
  }

  const onClosed = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus({ preventScroll: true });
  };

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={mounted ? dialogId : undefined}
        onPointerEnter={() => void loadDrawer()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-lavender-50 ring-1 ring-inset ring-lavender-200/40 hover:bg-white/10"
      >
        <Menu className="size-5" />
        {header.menuButton}
      </button>

      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer id={dialogId} open={open} onClosed={onClosed} account={account} />
        </Suspense>
      ) : null}
    </div>
  );
}
