import { es, formatFileSize } from '@sanarte/shared';
import { Music } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { type MediaItem, useGetMediaFolderQuery } from '../api/media';
import { Cover } from '../components/cover';
import { LoadError, LoadingLine } from '../components/list-states';
import { audioCopy, fill } from '../content';
import { isAudioFile, isImageFile } from '../media/file-kind';
import { UploadProgress } from '../media/upload-progress';
import { useUploads } from '../media/use-uploads';

export interface PickedFile {
  name: string;
  url: string;
  /** The local file when it was just uploaded (its duration can be read without the network). */
  file?: File;
}

type MediaPickerProps = {
  label: string;
  kind: 'audio' | 'image';
  /** Folders to choose from; the first is where uploads go by default. */
  folders: readonly string[];
  accept: string;
  value: PickedFile | null;
  onChange: (value: PickedFile | null) => void;
  /** Image shown when no cover is chosen. */
  fallbackImage?: string;
  /** The resized copies of the chosen image (an `<img srcset>` value), when it has any. */
  previewSrcset?: string;
  error?: string;
  required?: boolean;
};

/**
 * Chooses a file of the media library for a form: from a folder's listing (radio buttons), or
 * uploaded on the spot into that folder and selected.
 */
export function MediaPicker({
  label,
  kind,
  folders,
  accept,
  value,
  onChange,
  fallbackImage,
  previewSrcset,
  error,
  required = false,
}: MediaPickerProps) {
  const groupId = useId();
  const listId = useId();
  const errorId = useId();
  const [browsing, setBrowsing] = useState(false);
  const [folder, setFolder] = useState(folders[0] ?? '');
  const uploads = useUploads();

  const upload = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const [done] = await uploads.upload(folder, [file]);
    if (done) onChange({ name: done.fileName, url: done.fileUrl, file });
  };

  return (
    <fieldset
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-night-900/10"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="float-left mb-1 w-full text-sm font-semibold text-night-900">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </legend>

      <div className="clear-both flex items-center gap-3">
        {kind === 'image' ? (
          <Cover
            src={value?.url}
            srcSet={previewSrcset}
            sizes="64px"
            fallback={fallbackImage ?? ''}
            className="size-16 rounded-xl"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-16 shrink-0 place-items-center rounded-xl bg-lavender-100 text-night-600"
          >
            <Music aria-hidden="true" className="size-8" strokeWidth={1.6} />
          </span>
        )}
        <p className="min-w-0 break-all text-sm text-night-900" aria-live="polite">
          {value
            ? fill(audioCopy.selected, { name: value.name })
            : kind === 'image'
              ? audioCopy.pickerCoverNone
              : audioCopy.pickerNone}
        </p>
      </div>

      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-expanded={browsing}
          aria-controls={listId}
          onClick={() => setBrowsing((open) => !open)}
          className="inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold text-night-900 ring-1 ring-inset ring-night-700/50 hover:bg-night-900/5"
        >
          {browsing ? audioCopy.pickerHide : audioCopy.pickerBrowse}
        </button>
        <label
          className={`relative inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold text-night-900 ring-1 ring-inset ring-night-700/50 focus-within:outline-3 focus-within:outline-offset-3 focus-within:outline-night-600 ${
            uploads.busy ? 'cursor-wait opacity-60' : 'cursor-pointer hover:bg-night-900/5'
          }`}
        >
          {audioCopy.pickerUpload}
          <input
            type="file"
            accept={accept}
            disabled={uploads.busy}
            className="sr-only"
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? []);
              event.currentTarget.value = '';
              void upload(files);
            }}
          />
        </label>
        {kind === 'image' && value && (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold text-danger ring-1 ring-inset ring-danger/40 hover:bg-danger-soft"
          >
            {audioCopy.pickerRemoveCover}
          </button>
        )}
      </div>

      <UploadProgress rows={uploads.rows} />

      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}

      <div id={listId} hidden={!browsing} className="flex flex-col gap-3">
        {folders.length > 1 && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${groupId}-folder`} className="text-sm font-semibold text-night-900">
              {audioCopy.pickerFolder}
            </label>
            <select
              id={`${groupId}-folder`}
              value={folder}
              onChange={(event) => setFolder(event.target.value)}
              className="select-chevron min-h-11 w-full appearance-none rounded-xl border border-night-700/25 bg-white px-4 pr-10 text-base text-night-950"
            >
              {folders.map((f) => (
                <option key={f} value={f}>
                  /{f}
                </option>
              ))}
            </select>
          </div>
        )}
        {browsing && (
          <FolderChoices
            folder={folder}
            kind={kind}
            name={groupId}
            selectedUrl={value?.url ?? ''}
            onPick={(item) => onChange({ name: item.name, url: item.url })}
          />
        )}
      </div>
    </fieldset>
  );
}

function FolderChoices({
  folder,
  kind,
  name,
  selectedUrl,
  onPick,
}: {
  folder: string;
  kind: 'audio' | 'image';
  name: string;
  selectedUrl: string;
  onPick: (item: MediaItem) => void;
}) {
  const { currentData, error, isFetching, refetch } = useGetMediaFolderQuery(folder);
  const legendId = useId();

  if (!currentData && isFetching) return <LoadingLine label={audioCopy.pickerLoading} />;
  if (error && !currentData) {
    const detail = errorMessage(error, '');
    const message = detail
      ? `${kind === 'audio' ? es.admin.loadAudioFilesErrorPrefix : es.admin.loadImagesErrorPrefix}${detail}`
      : kind === 'audio'
        ? es.admin.loadAudioFilesFailedEn
        : es.admin.loadImagesFailedEn;
    return <LoadError message={message} onRetry={() => void refetch()} busy={isFetching} />;
  }

  const items = (currentData?.items ?? []).filter(
    (item) => !item.isDirectory && (kind === 'audio' ? isAudioFile(item.name) : isImageFile(item.name)),
  );
  if (items.length === 0) return <p className="text-sm text-ink-soft">{audioCopy.pickerEmpty}</p>;

  const samePath = (url: string) => url.split('?')[0] === selectedUrl.split('?')[0];

  return (
    <div role="radiogroup" aria-labelledby={legendId} className="flex flex-col gap-2">
      <p id={legendId} className="text-sm font-semibold text-night-900">
        {fill(audioCopy.pickerChoices, { folder: `/${folder}` })}
      </p>
      <ul
        className={`max-h-64 overflow-y-auto rounded-xl p-1 ring-1 ring-night-900/10 ${
          kind === 'image' ? 'grid grid-cols-2 gap-2 sm:grid-cols-3' : 'flex flex-col gap-1'
        }`}
      >
        {items.map((item) => (
          <li key={item.path}>
            <label className="flex cursor-pointer items-center gap-3 rounded-lg p-2 hover:bg-lavender-50 has-[:checked]:bg-lavender-100 has-[:checked]:ring-2 has-[:checked]:ring-night-600">
              <input
                type="radio"
                name={name}
                checked={samePath(item.url)}
                onChange={() => onPick(item)}
                className="size-4 accent-night-600"
              />
              {kind === 'image' && (
                <img src={item.url} alt="" loading="lazy" className="size-10 rounded-lg object-cover" />
              )}
              <span className="min-w-0 flex-1">
                <span className="block break-all text-sm font-semibold text-night-900">{item.name}</span>
                <span className="block text-xs text-ink-soft">{formatFileSize(item.size)}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
