import { es } from '@sanarte/shared';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { confirmTrial as copy } from '../content';

type ConfirmTrialDialogProps = {
  open: boolean;
  onAccept: () => void;
  onCancel: () => void;
};

/** The one-time confirmation before an audio becomes the 48-hour trial audio. */
export function ConfirmTrialDialog({ open, onAccept, onCancel }: ConfirmTrialDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={copy.title}
      description={es.test.trialConfirm}
      closeLabel={es.common.close}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {es.common.cancel}
        </Button>
        <Button onClick={onAccept}>{copy.accept}</Button>
      </div>
    </Modal>
  );
}
