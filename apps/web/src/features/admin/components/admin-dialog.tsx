import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { DialogHeading } from '../../../components/ui/dialog-heading';
import { commonCopy } from '../content';

const widths = {
  sm: 'max-w-md',
  md: 'max-w-xl',
  lg: 'max-w-3xl',
  xl: 'max-w-5xl',
} as const;

/** The title's and the description's classes (DialogHeading). */
const heading = {
  title: 'break-words font-display text-xl font-semibold text-night-900 sm:text-2xl',
  description: 'mt-1 text-sm text-ink-soft',
};

/**
 * The props of a dialog opened on one record (closed while it is null): the record, under the name
 * the dialog gives it, and onOpenChange.
 */
export type RecordDialogProps<Name extends string, T> = { [key in Name]: T | null } & {
  onOpenChange: (open: boolean) => void;
};

type AdminDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  size?: keyof typeof widths;
  /** false: Escape, the backdrop and the × do not close it (a progress dialog). */
  dismissible?: boolean;
  children?: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * The back-office's dialog (Radix Dialog): focus trapped and restored, Escape and the backdrop
 * close it, title and description wired. Wider than the site's Modal for forms and previews.
 */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'sm',
  dismissible = true,
  children,
  footer,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: AdminDialogProps) {
  // Opened from state (no Radix Trigger), so the element that had focus is remembered here and
  // focus goes back to it on close.
  const returnFocus = useRef<HTMLElement | null>(null);
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (dismissible || next ? onOpenChange(next) : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night-950/70 backdrop-blur-sm" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            returnFocus.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            const target = returnFocus.current;
            returnFocus.current = null;
            if (target?.isConnected) target.focus();
          }}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          className={`surface-light fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] ${widths[size]} -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-3xl bg-sand-50 text-night-900 shadow-2xl shadow-night-950/40 focus:outline-none`}
        >
          <div className="flex items-start gap-4 border-b border-night-900/10 px-5 py-4 sm:px-7">
            <div className="min-w-0 flex-1">
              <DialogHeading title={title} description={description} classNames={heading} />
            </div>
            {dismissible && (
              <Dialog.Close
                aria-label={commonCopy.close}
                className="-mr-2 grid size-11 shrink-0 place-items-center rounded-full text-night-700 hover:bg-night-900/5"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            )}
          </div>
          {children && <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-7">{children}</div>}
          {footer && (
            <div className="flex flex-wrap justify-end gap-3 border-t border-night-900/10 px-5 py-4 sm:px-7">
              {footer}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
