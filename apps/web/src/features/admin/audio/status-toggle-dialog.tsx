import { es } from '@sanarte/shared';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { useUpdateAudioMutation, useUpdateCategoryMutation, useUpdateThemeMutation } from '../api/catalogue';
import { AdminDialog } from '../components/admin-dialog';
import type { CatalogueKind, CatalogueTarget } from '../components/catalogue-list';
import { audioCopy, commonCopy, fill } from '../content';

export type { CatalogueKind };
export type ToggleTarget = CatalogueTarget;

type Phase = 'confirm' | 'progress' | 'success' | 'error';

const failureText: Record<CatalogueKind, string> = {
  category: es.admin.toggleCategoryError,
  theme: es.admin.toggleThemeError,
  audio: es.admin.toggleAudioError,
};

/**
 * The active toggle: confirm → progress → success, then the lists refresh (the
 * update invalidates them). Sends PUT …/update/{id} with only {isActive}.
 */
export function StatusToggleDialog({
  target,
  onClose,
}: {
  target: ToggleTarget | null;
  onClose: () => void;
}) {
  const [phase, setPhase] = useState<Phase>('confirm');
  const [error, setError] = useState('');
  const [updateCategory] = useUpdateCategoryMutation();
  const [updateTheme] = useUpdateThemeMutation();
  const [updateAudio] = useUpdateAudioMutation();
  const primaryRef = useRef<HTMLButtonElement>(null);

  // A new target starts at the confirmation (state adjusted during render).
  const [shown, setShown] = useState<ToggleTarget | null>(target);
  if (shown !== target) {
    setShown(target);
    setPhase('confirm');
    setError('');
  }

  const next = target ? !target.isActive : false;

  const run = async () => {
    if (!target) return;
    setPhase('progress');
    const args = { id: target.id, body: { isActive: next } };
    try {
      if (target.kind === 'category') await updateCategory(args).unwrap();
      else if (target.kind === 'theme') await updateTheme(args).unwrap();
      else await updateAudio(args).unwrap();
      setPhase('success');
    } catch (err) {
      const notFound = isApiError(err) && err.status === 404;
      setError(target.kind === 'audio' && notFound ? es.admin.audioNotFoundEn : failureText[target.kind]);
      setPhase('error');
    }
  };

  const close = () => {
    if (phase !== 'progress') onClose();
  };

  const name = target?.name ?? '';
  const title =
    phase === 'progress'
      ? audioCopy.updatingTitle
      : phase === 'success'
        ? audioCopy.updatedTitle
        : phase === 'error'
          ? audioCopy.errorTitle
          : next
            ? audioCopy.confirmActivateTitle
            : audioCopy.confirmDeactivateTitle;

  const description =
    phase === 'progress'
      ? undefined
      : phase === 'success'
        ? fill(next ? audioCopy.nowActive : audioCopy.nowInactive, { name })
        : phase === 'error'
          ? undefined
          : fill(next ? audioCopy.confirmActivate : audioCopy.confirmDeactivate, { name });

  return (
    <AdminDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={title}
      description={description}
      dismissible={phase !== 'progress'}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        primaryRef.current?.focus();
      }}
      footer={
        phase === 'confirm' ? (
          <>
            <Button variant="outline" size="sm" onClick={close} ref={primaryRef}>
              {commonCopy.cancel}
            </Button>
            <Button size="sm" onClick={() => void run()}>
              {next ? audioCopy.activate : audioCopy.deactivate}
            </Button>
          </>
        ) : phase === 'progress' ? undefined : (
          <Button size="sm" onClick={close} autoFocus>
            {phase === 'success' ? commonCopy.accept : commonCopy.close}
          </Button>
        )
      }
    >
      {phase === 'progress' ? (
        <div className="text-night-700">
          <Spinner label={fill(audioCopy.updating, { name })} showLabel />
        </div>
      ) : phase === 'error' ? (
        <Alert tone="error">{error}</Alert>
      ) : null}
    </AdminDialog>
  );
}
