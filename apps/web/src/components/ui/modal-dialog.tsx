import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { DialogClose } from './dialog-close';
import { DialogHeading } from './dialog-heading';

/** The title's and the description's classes (DialogHeading). */
const heading = {
  title: 'pr-10 font-display text-2xl font-semibold text-night-900',
  description: 'mt-3 text-ink-soft',
};

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Shown under the title and announced with it. */
  description?: ReactNode;
  /** Label of the close button (an "×" in the corner). */
  closeLabel?: string;
  children?: ReactNode;
  /** Where focus goes when the dialog opens (defaults to the first focusable element). */
  onOpenAutoFocus?: (event: Event) => void;
  /** While true (a call the dialog started is running) Escape, the overlay and × do not close it. */
  busy?: boolean;
};

/**
 * An accessible dialog on a light surface (Radix Dialog): focus trapped and restored, Escape and
 * the overlay close it, title and description wired to the dialog. Loaded on first open through
 * `Modal` (modal.tsx).
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel = 'Cerrar',
  children,
  onOpenAutoFocus,
  busy = false,
}: ModalProps) {
  // Where focus returns on close: the element focused when the dialog opened (our modals are opened
  // from state, without a Radix trigger, so Radix alone would leave focus on the page's body).
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      returnFocusTo.current = document.activeElement;
    }
  }, [open]);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night-950/70 backdrop-blur-sm" />
        <Dialog.Content
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="surface-light fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-sand-50 p-6 text-night-900 shadow-2xl shadow-night-950/40 focus:outline-none sm:p-8"
        >
          <DialogHeading title={title} description={description} classNames={heading} />
          {children && <div className="mt-6">{children}</div>}
          <DialogClose label={closeLabel} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
