import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';

/**
 * The ✕ in a light dialog's top right corner that closes it, named by `label` (the icon is hidden
 * from assistive technology). A button outside a dialog is a CloseButton (close-button.tsx).
 */
export function DialogClose({ label }: { label: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      className="absolute right-4 top-4 grid size-11 place-items-center rounded-full text-night-700 hover:bg-night-900/5"
    >
      <X className="size-5" aria-hidden="true" />
    </Dialog.Close>
  );
}
