import { es } from '@sanarte/shared';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SECTION_IDS, paths } from '../../../config/paths';
import { type GateKind, gateDismiss, gates } from '../content';

const targets: Partial<Record<GateKind, string>> = {
  anonymous: paths.home.section(SECTION_IDS.trial),
  unverified: paths.emailVerification.href(),
  subscriber: paths.panel.href(),
};

type GateDialogProps = {
  kind: GateKind | null;
  onClose: () => void;
};

/**
 * Why pressing play does not start a trial audio for this visitor, and where to go instead: the
 * free trial (anonymous), e-mail verification (unverified), the panel (subscribers), or the mini
 * plan's rule. Never a fake playback.
 */
export function GateDialog({ kind, onClose }: GateDialogProps) {
  const gate = kind ? gates[kind] : null;
  const to = kind ? targets[kind] : undefined;
  return (
    <Modal
      open={Boolean(gate)}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={gate?.title ?? ''}
      description={gate?.text}
      closeLabel={es.common.close}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {gateDismiss}
        </Button>
        {gate?.action && to && (
          <Link to={to} className={buttonClasses()} onClick={onClose}>
            {gate.action}
          </Link>
        )}
      </div>
    </Modal>
  );
}
