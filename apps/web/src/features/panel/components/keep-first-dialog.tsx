import { es } from '@sanarte/shared';
import { AlertRegion } from '../../../components/ui/alert-region';
import { Button } from '../../../components/ui/button';
import { Modal, type ModalProps } from '../../../components/ui/modal';

export type KeepFirstDialogProps = Omit<ModalProps, 'children' | 'closeLabel' | 'busy'> & {
  /** The call is running: 'go ahead' shows it and the dialog cannot be closed. */
  busy: boolean;
  error: string | null;
  keepLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
};

/**
 * A question about the subscription in a dialog: its first button keeps things as they are (focus
 * starts on the safe choice), the second goes ahead. A failure shows above the buttons.
 */
export function KeepFirstDialog({
  error,
  keepLabel,
  confirmLabel,
  onConfirm,
  ...modal
}: KeepFirstDialogProps) {
  return (
    <Modal {...modal} closeLabel={es.common.close}>
      <div className="flex flex-col gap-4">
        <AlertRegion message={error} />
        <div className="flex flex-col gap-3">
          <Button onClick={() => modal.onOpenChange(false)} disabled={modal.busy}>
            {keepLabel}
          </Button>
          <Button variant="outline" onClick={onConfirm} busy={modal.busy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
