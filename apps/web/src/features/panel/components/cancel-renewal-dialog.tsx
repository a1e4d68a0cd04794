import { es, formatDate } from '@sanarte/shared';
import { KeepFirstDialog, type KeepFirstDialogProps } from './keep-first-dialog';

/**
 * '¿Cancelar la renovación?': says until when access stays (`accessUntil`, the paid period's end:
 * the day the page and the e-mail name once it is cancelled), and offers 'Mantener suscripción'
 * (first, so focus starts on the safe choice) and 'Sí, cancelar renovación'. A failure shows in the
 * dialog; while the call runs the dialog stays open.
 */
export function CancelRenewalDialog({
  accessUntil,
  ...props
}: Omit<KeepFirstDialogProps, 'title' | 'description' | 'keepLabel' | 'confirmLabel'> & {
  accessUntil: string;
}) {
  return (
    <KeepFirstDialog
      {...props}
      title={es.billing.cancelConfirmTitle}
      description={es.billing.cancelConfirmText(formatDate(accessUntil))}
      keepLabel={es.billing.keepRenewal}
      confirmLabel={es.billing.cancelConfirm}
    />
  );
}
