import { es } from '@sanarte/shared';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toasts';
import { errorMessage, isApiError } from '../../../lib/api';
import { type MediaItem, useDeleteMediaFileMutation, useGetMediaFolderQuery } from '../api/media';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadError, LoadingLine } from '../components/list-states';
import { PageHeader } from '../components/page-header';
import { ReadOnlyNotice, useReadOnly } from '../components/read-only';
import { assetsCopy, commonCopy, fill } from '../content';
import { cleanFolderPath } from '../media/file-kind';
import { useUploads } from '../media/use-uploads';
import { Breadcrumb } from './breadcrumb';
import { FileCard } from './file-card';
import { AudioPlayerDialog, ImagePreviewDialog } from './media-dialogs';
import { UploadArea } from './upload-area';

/**
 * Recursos: the media library. The open folder is in the address (?path=), so the
 * browser's back button returns to the parent; each folder's listing is cached on its own.
 */
export function AssetsPage() {
  const [searchParams] = useSearchParams();
  const path = cleanFolderPath(searchParams.get('path'));
  const readOnly = useReadOnly();
  const listId = useId();
  // currentData: this folder's listing only (never the previous folder's while the new one loads).
  const { currentData, error, isFetching, refetch } = useGetMediaFolderQuery(path);
  const [deleteFile, deletion] = useDeleteMediaFileMutation();
  const uploads = useUploads();

  const [preview, setPreview] = useState<MediaItem | null>(null);
  const [playing, setPlaying] = useState<MediaItem | null>(null);
  const [toDelete, setToDelete] = useState<MediaItem | null>(null);

  // A new folder forgets the previous folder's upload rows (state adjusted during render).
  const [rowsPath, setRowsPath] = useState(path);
  if (rowsPath !== path) {
    setRowsPath(path);
    uploads.clear();
  }

  const confirmDelete = async () => {
    if (!toDelete || readOnly) return;
    const item = toDelete;
    try {
      await deleteFile(item.path).unwrap();
      toast.success(fill(es.admin.fileDeleted, { name: item.name }));
    } catch (err) {
      // The server's message, else the delete call's fallback ('Error al eliminar el archivo' for anything else).
      toast.error(
        isApiError(err) ? errorMessage(err, es.admin.deleteFileFailedEn) : es.admin.deleteFileError,
      );
    } finally {
      setToDelete(null);
    }
  };

  const items = currentData?.items ?? [];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={assetsCopy.title} documentTitle={assetsCopy.pageTitle} intro={assetsCopy.intro} />
      <ReadOnlyNotice readOnly={readOnly} />
      <Breadcrumb path={path} />

      {path !== '' && (
        <UploadArea
          folder={path}
          readOnly={readOnly}
          busy={uploads.busy}
          rows={uploads.rows}
          onFiles={(files) => void uploads.upload(path, files)}
        />
      )}

      <section aria-labelledby={listId} aria-busy={isFetching} className="flex flex-col gap-4">
        <h2 id={listId} className="sr-only">
          {assetsCopy.items}
        </h2>
        {!currentData && isFetching ? (
          <LoadingLine label={assetsCopy.loading} />
        ) : error && !currentData ? (
          <LoadError
            message={errorMessage(error, es.admin.loadFilesFailedEn)}
            onRetry={() => void refetch()}
            busy={isFetching}
          />
        ) : (
          <>
            <p className="text-sm font-semibold text-ink-soft" aria-live="polite">
              {fill(es.admin.itemCount, { count: items.length })}
            </p>
            {items.length === 0 ? (
              <p className="rounded-3xl bg-white px-5 py-10 text-center text-ink-soft ring-1 ring-night-900/10">
                {es.admin.emptyFolder}
              </p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 2xl:grid-cols-5">
                {items.map((item) => (
                  <FileCard
                    key={item.path || item.name}
                    item={item}
                    readOnly={readOnly}
                    onPreview={setPreview}
                    onPlay={setPlaying}
                    onDelete={setToDelete}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </section>

      <ImagePreviewDialog item={preview} onClose={() => setPreview(null)} />
      <AudioPlayerDialog item={playing} onClose={() => setPlaying(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title={assetsCopy.confirmDeleteTitle}
        message={toDelete ? fill(assetsCopy.confirmDelete, { name: toDelete.name }) : ''}
        confirmLabel={commonCopy.delete}
        busyLabel={commonCopy.deleting}
        busy={deletion.isLoading}
        tone="danger"
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
