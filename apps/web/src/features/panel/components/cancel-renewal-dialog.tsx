import { es, formatDate } from '@sanarte/shared';
import { AlertRegion } from '../../../components/ui/alert-region';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

/**
 * '¿Cancelar la renovación?': says until when access stays (`accessUntil`, the paid period's end:
 * the day the page and the e-mail name once it is cancelled), and offers 'Mantener suscripción'
 * (first, so focus starts on the safe choice) and 'Sí, cancelar renovación'. A failure shows in the
 * dialog; while the call runs the dialog stays open.
 */
export function CancelRenewalDialog({
  open,
  onOpenChange,
  accessUntil,
  busy,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  accessUntil: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={es.billing.cancelConfirmTitle}
      description={es.billing.cancelConfirmText(formatDate(accessUntil))}
      closeLabel={es.common.close}
    >
      <div className="flex flex-col gap-4">
        <AlertRegion message={error} />
        <div className="flex flex-col gap-3">
          <Button onClick={() => onOpenChange(false)} disabled={busy}>
            {es.billing.keepRenewal}
          </Button>
          <Button variant="outline" onClick={onConfirm} busy={busy}>
            {es.billing.cancelConfirm}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
