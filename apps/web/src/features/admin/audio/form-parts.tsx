import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { commonCopy } from '../content';

/** The form's error box: the server's message or the English fallback. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert tone="error">{message}</Alert>;
}

/** Cancelar and Guardar under a dialog's form (the submit button targets the form by id). */
export function FormFooter({
  formId,
  busy,
  disabled = false,
  onCancel,
}: {
  formId: string;
  busy: boolean;
  /** Not ready to save yet (e.g. the audio's duration is being read). */
  disabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <Button variant="outline" size="sm" onClick={onCancel} disabled={busy}>
        {commonCopy.cancel}
      </Button>
      <Button
        type="submit"
        form={formId}
        size="sm"
        busy={busy}
        busyLabel={commonCopy.saving}
        disabled={disabled}
      >
        {commonCopy.save}
      </Button>
    </>
  );
}

/** A checkbox with its label on the right. */
export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-night-900">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-night-600"
      />
      {label}
    </label>
  );
}
