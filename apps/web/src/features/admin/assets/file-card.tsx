import { es, formatFileDate, formatFileSize } from '@sanarte/shared';
import { FileIcon, Folder, Music, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { MediaItem } from '../api/media';
import { changeControl } from '../components/read-only';
import { assetsCopy, fill } from '../content';
import { kindOf } from '../media/file-kind';

type FileCardProps = {
  item: MediaItem;
  readOnly: boolean;
  onPreview: (item: MediaItem) => void;
  onPlay: (item: MediaItem) => void;
  onDelete: (item: MediaItem) => void;
};

const tile =
  'flex w-full items-center justify-center overflow-hidden rounded-2xl bg-lavender-100 text-night-600';
/** Images get a 4:3 preview; folders, audio and other files a short tile. */
const imageTile = `${tile} aspect-[4/3]`;
const shortTile = `${tile} h-24`;

/** The big decorative icon of a folder, audio or other file. */
const glyph = { 'aria-hidden': true, className: 'size-12', strokeWidth: 1.5 } as const;

/** One folder, image, audio or other file of the grid. */
export function FileCard({ item, readOnly, onPreview, onPlay, onDelete }: FileCardProps) {
  const kind = kindOf(item);

  if (kind === 'folder') {
    return (
      <li>
        <Link
          to={paths.admin.assets.href(item.path)}
          aria-label={fill(assetsCopy.openFolder, { name: item.name })}
          className="flex h-full flex-col gap-2 rounded-3xl bg-white p-3 ring-1 ring-night-900/10 transition-shadow hover:shadow-lg hover:shadow-night-900/10"
        >
          <span className={shortTile}>
            <Folder {...glyph} />
          </span>
          <span className="break-words px-1 font-semibold text-night-900">{item.name}</span>
          <span className="px-1 text-sm text-ink-soft">{assetsCopy.folder}</span>
        </Link>
      </li>
    );
  }

  const deleteProps = changeControl(readOnly);
  return (
    <li className="relative flex flex-col gap-2 rounded-3xl bg-white p-3 ring-1 ring-night-900/10">
      {kind === 'image' ? (
        <button
          type="button"
          onClick={() => onPreview(item)}
          aria-label={fill(assetsCopy.previewImage, { name: item.name })}
          className={`${imageTile} bg-[repeating-conic-gradient(#f6f4fe_0_25%,#fff_0_50%)] bg-[length:16px_16px]`}
        >
          <img src={item.url} alt="" loading="lazy" className="size-full object-contain" />
        </button>
      ) : kind === 'audio' ? (
        <button
          type="button"
          onClick={() => onPlay(item)}
          aria-label={fill(assetsCopy.playAudio, { name: item.name })}
          className={`${shortTile} hover:bg-lavender-200`}
        >
          <Music {...glyph} />
        </button>
      ) : (
        <a href={item.url} target="_blank" rel="noreferrer" className={`${shortTile} hover:bg-lavender-200`}>
          <FileIcon {...glyph} />
          <span className="sr-only">{item.name}</span>
        </a>
      )}
      <p className="break-all px-1 text-sm font-semibold text-night-900" title={item.name}>
        {item.name}
      </p>
      <p className="flex flex-wrap justify-between gap-x-2 px-1 text-xs text-ink-soft">
        <span>{formatFileSize(item.size)}</span>
        <span>{formatFileDate(item.lastModified)}</span>
      </p>
      <button
        type="button"
        onClick={() => onDelete(item)}
        {...deleteProps}
        title={readOnly ? `${es.admin.deleteFile} (${es.admin.readOnly})` : es.admin.deleteFile}
        aria-label={fill(assetsCopy.deleteFileNamed, { name: item.name })}
        className="absolute right-4 top-4 grid size-10 place-items-center rounded-full bg-white/95 text-danger shadow ring-1 ring-night-900/10 hover:bg-danger-soft disabled:cursor-not-allowed disabled:text-ink-soft disabled:opacity-70"
      >
        <Trash2 aria-hidden="true" className="size-5" strokeWidth={1.8} />
      </button>
    </li>
  );
}
