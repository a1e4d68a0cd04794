import { type ReactNode, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toasts';
import { commonCopy } from '../content';
import { AdminDialog } from './admin-dialog';

/** What the dialog hands its form. */
export type FormSlot = {
  /** The form's id: the footer's submit button targets it (`form={id}`). */
  id: string;
  /** A save is under way: the submit button shows it and 'Cancelar' waits. */
  setBusy: (busy: boolean) => void;
  /** Not ready to save yet (e.g. the audio's duration is being read). */
  setBlocked: (blocked: boolean) => void;
};

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** 'Guardar' and 'Guardando...' unless said otherwise. */
  submitLabel?: string;
  busyLabel?: string;
  /** The form, rendered only while the dialog is open (so each opening starts afresh). */
  children: (form: FormSlot) => ReactNode;
};

/**
 * The back-office's form dialog: the form scrolls in the body; 'Cancelar' and the submit button
 * stay in the footer. Used by the catalogue forms (categoría, tema, audio), the plan and the users.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  size = 'lg',
  submitLabel = commonCopy.save,
  busyLabel = commonCopy.saving,
  children,
}: FormDialogProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState(false);
  // A closed dialog forgets the last form's state (adjusted during render).
  if (!open && (busy || blocked)) {
    setBusy(false);
    setBlocked(false);
  }
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size={size}
      footer={
        <>
          <Button variant="outline" size="sm" onClick={() => onOpenChange(false)} disabled={busy}>
            {commonCopy.cancel}
          </Button>
          <Button type="submit" form={id} size="sm" busy={busy} busyLabel={busyLabel} disabled={blocked}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {open && children({ id, setBusy, setBlocked })}
    </AdminDialog>
  );
}

/**
 * A form's save: marks the dialog busy, runs the request, then toasts its success message and
 * calls `onDone`; a failure is shown in the form (`error`, see FormError) or, with
 * `toastErrors`, as a toast.
 */
export function useFormSave(form: FormSlot, onDone: () => void, { toastErrors = false } = {}) {
  const [error, setError] = useState<string | null>(null);
  async function save(run: () => Promise<string>, failure: (err: unknown) => string) {
    setError(null);
    form.setBusy(true);
    try {
      toast.success(await run());
      onDone();
    } catch (err) {
      if (toastErrors) toast.error(failure(err));
      else setError(failure(err));
    } finally {
      form.setBusy(false);
    }
  }
  return { error, save };
}

/** The form's error box: the server's message or the English fallback. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert tone="error">{message}</Alert>;
}
