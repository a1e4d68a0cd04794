import { es } from '@sanarte/shared';
import { Upload } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { assetsCopy, fill } from '../content';
import { UploadProgress } from '../media/upload-progress';
import type { UploadRow } from '../media/use-uploads';

type UploadAreaProps = {
  folder: string;
  readOnly: boolean;
  busy: boolean;
  rows: UploadRow[];
  onFiles: (files: File[]) => void;
};

/**
 * Upload into the open folder by drag-and-drop or the file picker: any type, several files
 *. The picker is a real file input inside its label, so it is one control.
 */
export function UploadArea({ folder, readOnly, busy, rows, onFiles }: UploadAreaProps) {
  const headingId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const disabled = readOnly || busy;

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (disabled) {
      event.dataTransfer.dropEffect = 'none';
      return;
    }
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files ?? []);
    if (files.length > 0) onFiles(files);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3"
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="upload-dropzone"
    >
      <h2 id={headingId} className="sr-only">
        {assetsCopy.uploadTitle}
      </h2>
      <div
        className={`flex flex-col items-center gap-3 rounded-3xl border-2 border-dashed px-5 py-6 text-center transition-colors sm:flex-row sm:justify-center sm:text-left ${
          dragging ? 'border-night-600 bg-lavender-100' : 'border-night-700/30 bg-white'
        } ${readOnly ? 'opacity-70' : ''}`}
      >
        <Upload aria-hidden="true" className="size-9 shrink-0 text-night-600" strokeWidth={1.8} />
        <div className="flex flex-col items-center gap-2 sm:items-start">
          <p className="flex flex-wrap items-center justify-center gap-2 font-semibold text-night-900">
            <span>{assetsCopy.uploadDrop}</span>
            <label
              title={readOnly ? es.admin.readOnly : undefined}
              className={`relative inline-flex min-h-10 items-center rounded-full bg-accent-400 px-4 text-sm font-semibold text-night-950 ring-1 ring-inset ring-accent-500/60 focus-within:outline-3 focus-within:outline-offset-3 focus-within:outline-night-600 ${
                disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-accent-300'
              }`}
            >
              {assetsCopy.uploadPick}
              <input
                type="file"
                multiple
                disabled={disabled}
                aria-describedby={hintId}
                className="sr-only"
                onChange={(event) => {
                  const files = Array.from(event.currentTarget.files ?? []);
                  event.currentTarget.value = '';
                  if (files.length > 0) onFiles(files);
                }}
              />
            </label>
          </p>
          <p id={hintId} className="text-sm text-ink-soft">
            {readOnly ? es.admin.readOnly : fill(assetsCopy.uploadHint, { folder })}
          </p>
        </div>
      </div>
      <UploadProgress rows={rows} />
    </section>
  );
}
