import { Suspense, lazy, useState } from 'react';
import type { ModalProps } from './modal-dialog';

export type { ModalProps };

const loadDialog = () => import('./modal-dialog');
const ModalDialog = lazy(async () => ({ default: (await loadDialog()).ModalDialog }));

/** Starts loading the dialog's code ahead of time (e.g. when a trigger is hovered). */
export const preloadModal = (): void => void loadDialog();

/**
 * An accessible dialog on a light surface (see modal-dialog.tsx). The dialog's code (Radix Dialog,
 * focus trap, scroll lock) is loaded the first time a modal opens, so pages whose modals stay
 * closed — the landing for most visitors — do not download it. Once opened it stays mounted, so
 * closing restores focus as usual.
 */
export function Modal(props: ModalProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
