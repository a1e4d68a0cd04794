import { es, formatFileDate, formatFileSize } from '@sanarte/shared';
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
            <Glyph kind="folder" />
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
          <Glyph kind="audio" />
        </button>
      ) : (
        <a href={item.url} target="_blank" rel="noreferrer" className={`${shortTile} hover:bg-lavender-200`}>
          <Glyph kind="file" />
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
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
          <path
            d="M4 7h16M10 11v6M14 11v6M6 7l1 12.5A1.5 1.5 0 0 0 8.5 21h7a1.5 1.5 0 0 0 1.5-1.5L18 7M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </li>
  );
}

function Glyph({ kind }: { kind: 'folder' | 'audio' | 'file' }) {
  const d = {
    folder:
      'M3 6.5A1.5 1.5 0 0 1 4.5 5h4.6l2 2.2h8.4A1.5 1.5 0 0 1 21 8.7v9.8a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z',
    audio: 'M9 18V6l11-2v12M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0ZM20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z',
    file: 'M14 3H7a1.5 1.5 0 0 0-1.5 1.5v15A1.5 1.5 0 0 0 7 21h10a1.5 1.5 0 0 0 1.5-1.5V7.5zM14 3v4.5h4.5',
  }[kind];
  return (
    <svg viewBox="0 0 24 24" className="size-12" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
