import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { SessionUser } from '../../auth';
import { shellCopy } from '../content';
import { SideNav } from './side-nav';
import { UserCard } from './user-card';

/**
 * Below the desktop breakpoint the menu opens as a full-screen overlay (a modal dialog: focus
 * trapped inside, Escape closes it and focus returns to the button). Navigating closes it.
 */
export function MobileMenu({ user, readOnly }: { user: SessionUser; readOnly: boolean }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [locationKey, setLocationKey] = useState(location.key);
  if (locationKey !== location.key) {
    setLocationKey(location.key);
    setOpen(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-lavender-50 ring-1 ring-inset ring-lavender-200/40 hover:bg-white/10">
        <Menu aria-hidden="true" className="size-5" />
        {shellCopy.openMenu}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-night-950 px-5 pb-8 pt-4 text-lavender-50 focus:outline-none sm:px-8">
          <div className="flex items-center justify-between gap-4">
            <Dialog.Title className="font-display text-xl font-semibold">{shellCopy.menuLabel}</Dialog.Title>
            <Dialog.Close className="inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-full px-3 font-semibold ring-1 ring-inset ring-lavender-200/40 hover:bg-white/10">
              <X aria-hidden="true" className="size-5" />
              {shellCopy.closeMenu}
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{shellCopy.menuLabel}</Dialog.Description>
          <div className="mt-6 flex-1">
            <SideNav label={shellCopy.menuLabel} onNavigate={() => setOpen(false)} />
          </div>
          <div className="mt-8 border-t border-white/10 pt-6">
            <UserCard user={user} readOnly={readOnly} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
