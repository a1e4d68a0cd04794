import * as Dialog from '@radix-ui/react-dialog';

/** The "×" in a light dialog's top right corner that closes it, named by `label` for assistive technology. */
export function DialogClose({ label }: { label: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      className="absolute right-4 top-4 grid size-11 place-items-center rounded-full text-night-700 hover:bg-night-900/5"
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Dialog.Close>
  );
}
