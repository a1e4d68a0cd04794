import { type ReactNode, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { commonCopy } from '../content';
import { AdminDialog } from './admin-dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  /** An error of the last attempt, shown in the dialog (it stays open). */
  error?: string | null;
  tone?: 'danger' | 'default';
  onConfirm: () => void;
};

/** Asks before an action; Cancelar is focused first so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  busyLabel,
  busy = false,
  error,
  tone = 'default',
  onConfirm,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={title}
      description={message}
      dismissible={!busy}
      footer={
        <>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onOpenChange(false)}
            disabled={busy}
            ref={cancelRef}
          >
            {commonCopy.cancel}
          </Button>
          <Button
            size="sm"
            onClick={onConfirm}
            busy={busy}
            busyLabel={busyLabel}
            className={tone === 'danger' ? '!bg-danger !text-white !ring-danger hover:!bg-[#8f1c13]' : ''}
          >
            {confirmLabel}
          </Button>
        </>
      }
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        cancelRef.current?.focus();
      }}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
    </AdminDialog>
  );
}
