import { es } from '@sanarte/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { toast } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api';
import { invalidateMediaFolder, usePresignUploadMutation } from '../api/media';
import { type UploadedFile, uploadFile } from './upload';

export interface UploadRow {
  id: string;
  name: string;
  progress: number;
  status: 'uploading' | 'done' | 'error';
  error?: string;
}

let nextId = 0;

/** The failure text of one file: 'Error al cargar archivos: ' + message. */
export function uploadFailureText(error: unknown): string {
  const message = errorMessage(error, error instanceof Error && error.message ? error.message : '');
  return `${es.admin.uploadErrorPrefix}${message || es.common.unknownError}`;
}

/**
 * Uploads files into a folder, one progress row each; toasts the outcome and refreshes the
 * folder's cached listing. Pending uploads are aborted when the caller unmounts.
 */
export function useUploads() {
  const [presign] = usePresignUploadMutation();
  const dispatch = useDispatch();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const patch = useCallback((id: string, change: Partial<UploadRow>) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));
  }, []);

  const upload = useCallback(
    async (folder: string, files: File[]): Promise<UploadedFile[]> => {
      if (files.length === 0) return [];
      const abort = new AbortController();
      controller.current = abort;
      const batch = files.map((file) => ({ file, id: `upload-${++nextId}` }));
      setRows(batch.map(({ file, id }) => ({ id, name: file.name, progress: 0, status: 'uploading' })));
      setBusy(true);
      const done: UploadedFile[] = [];
      let failed = 0;
      for (const { file, id } of batch) {
        if (abort.signal.aborted) return done;
        try {
          const result = await uploadFile(
            (request) => presign(request).unwrap(),
            folder,
            file,
            (progress) => patch(id, { progress }),
            abort.signal,
          );
          done.push(result);
          patch(id, { progress: 100, status: 'done' });
        } catch (error) {
          if (abort.signal.aborted) return done;
          failed += 1;
          patch(id, { status: 'error', error: uploadFailureText(error) });
        }
      }
      setBusy(false);
      if (done.length > 0) {
        toast.success(es.admin.uploadSuccess);
        dispatch(invalidateMediaFolder(folder));
      }
      if (failed > 0) toast.error(es.admin.uploadError);
      return done;
    },
    [dispatch, patch, presign],
  );

  const clear = useCallback(() => setRows([]), []);

  return { rows, busy, upload, clear };
}
