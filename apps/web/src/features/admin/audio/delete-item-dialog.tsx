import { es } from '@sanarte/shared';
import { useState } from 'react';
import { toast } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api';
import { useDeleteAudioMutation, useDeleteCategoryMutation, useDeleteThemeMutation } from '../api/catalogue';
import { ConfirmDialog } from '../components/confirm-dialog';
import { audioCopy, commonCopy, fill } from '../content';
import type { CatalogueKind } from './status-toggle-dialog';

export interface DeleteTarget {
  kind: CatalogueKind;
  id: string;
  name: string;
}

const copy: Record<CatalogueKind, { title: string; done: string; failed: string }> = {
  category: {
    title: audioCopy.confirmDeleteCategory,
    done: audioCopy.deletedCategory,
    failed: es.admin.deleteCategoryFailedEn,
  },
  theme: {
    title: audioCopy.confirmDeleteTheme,
    done: audioCopy.deletedTheme,
    failed: es.admin.deleteThemeFailedEn,
  },
  audio: {
    title: audioCopy.confirmDeleteAudio,
    done: audioCopy.deletedAudio,
    failed: es.admin.deleteAudioFailedEn,
  },
};

/**
 * Delete (soft, on the server) after a confirmation. A refusal — e.g. a category that still has
 * themes — shows the server's message in the dialog; otherwise 'Failed to delete … Please try again.'
 */
export function DeleteItemDialog({ target, onClose }: { target: DeleteTarget | null; onClose: () => void }) {
  const [deleteCategory, categoryState] = useDeleteCategoryMutation();
  const [deleteTheme, themeState] = useDeleteThemeMutation();
  const [deleteAudio, audioState] = useDeleteAudioMutation();
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<DeleteTarget | null>(target);
  if (shown !== target) {
    setShown(target);
    setError(null);
  }
  const busy = categoryState.isLoading || themeState.isLoading || audioState.isLoading;

  const confirm = async () => {
    if (!target) return;
    setError(null);
    try {
      if (target.kind === 'category') await deleteCategory(target.id).unwrap();
      else if (target.kind === 'theme') await deleteTheme(target.id).unwrap();
      else await deleteAudio(target.id).unwrap();
      toast.success(copy[target.kind].done);
      onClose();
    } catch (err) {
      setError(errorMessage(err, copy[target.kind].failed));
    }
  };

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={target ? copy[target.kind].title : ''}
      message={target ? fill(audioCopy.confirmDeleteText, { name: target.name }) : ''}
      confirmLabel={commonCopy.delete}
      busyLabel={commonCopy.deleting}
      busy={busy}
      error={error}
      tone="danger"
      onConfirm={() => void confirm()}
    />
  );
}
